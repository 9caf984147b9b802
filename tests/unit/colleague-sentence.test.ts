import { describe, expect, it } from 'vitest'
import { colleagueSentence } from '../../src/client/components/admin/live/colleague-sentence'
import type { ColleagueChange } from '../../src/client/components/admin/live/colleague-changes'

const chitra = { uid: 'uid-chitra', name: 'Chitra Rao' }
const change = (action: string, to: string | null): ColleagueChange => ({
  inquiryId: 7,
  action,
  to,
  by: chitra,
  heardAt: 0,
})
const known: Record<string, string> = { 'uid-me': 'you', 'uid-dev': 'Dev Shah' }
const ownerName = (uid: string) => known[uid] ?? 'a colleague'

describe('what an open detail says a colleague did', () => {
  it('names a colleague who took the lead from the event, before the detail comes back', () => {
    expect(colleagueSentence(change('owner', 'uid-chitra'), ownerName)).toBe('Chitra Rao assigned it to Chitra Rao')
  })

  it('names another owner as the caller knows them, and the reader as "you"', () => {
    expect(colleagueSentence(change('owner', 'uid-dev'), ownerName)).toBe('Chitra Rao assigned it to Dev Shah')
    expect(colleagueSentence(change('owner', 'uid-me'), ownerName)).toBe('Chitra Rao assigned it to you')
    expect(colleagueSentence(change('owner', 'uid-new'), ownerName)).toBe('Chitra Rao assigned it to a colleague')
    expect(colleagueSentence(change('owner', null), ownerName)).toBe('Chitra Rao unassigned it')
  })

  it('says the status in the history’s words, and a value this build does not know as it is', () => {
    expect(colleagueSentence(change('status', 'contacted'), ownerName)).toBe(
      'Chitra Rao changed the status to Contacted',
    )
    expect(colleagueSentence(change('status', 'someday'), ownerName)).toBe('Chitra Rao changed the status to someday')
  })

  it('calls a colleague without a name "A colleague"', () => {
    const unnamed = { ...change('note', null), by: { uid: 'uid-x', name: null } }
    expect(colleagueSentence(unnamed, ownerName)).toBe('A colleague added a note')
  })
})
