import { describe, expect, it } from 'vitest'
import { personalDataFileName } from '../../src/client/components/admin/privacy/download-json'
import { erasureNotice } from '../../src/client/components/admin/privacy/privacy-format'
import { PRIVACY_MESSAGES, identifierOf, personLookupSchema } from '../../src/shared/schemas/privacy'

describe("the privacy page's file name", () => {
  it("names the export by India's date, which starts five and a half hours before UTC's", () => {
    expect(personalDataFileName(new Date('2026-11-23T18:29:59Z'))).toBe('personal-data-2026-11-23.json')
    expect(personalDataFileName(new Date('2026-11-23T18:30:00Z'))).toBe('personal-data-2026-11-24.json')
  })
})

describe("an erasure's toast", () => {
  it('counts the inquiries anonymised and says when an account went', () => {
    expect(erasureNotice({ erased: 1, accounts: 0, alreadyErasedAt: null })).toEqual({
      title: 'Personal data erased',
      description: '1 inquiry anonymised',
    })
    expect(erasureNotice({ erased: 3, accounts: 1, alreadyErasedAt: null })).toEqual({
      title: 'Personal data erased',
      description: '3 inquiries anonymised, account removed',
    })
  })

  it('tells an earlier erasure from nothing held', () => {
    expect(erasureNotice({ erased: 0, accounts: 0, alreadyErasedAt: '2026-11-23T20:00:00Z' })).toEqual({
      title: 'Already erased',
      description: 'on 24 Nov 2026',
    })
    expect(erasureNotice({ erased: 0, accounts: 0, alreadyErasedAt: null })).toEqual({
      title: 'Nothing held about this person',
      description: 'The request is recorded.',
    })
  })
})

describe("the privacy page's lookup box", () => {
  it('reads an e-mail or a mobile as identifierOf does, and asks for either whatever is wrong', () => {
    expect(personLookupSchema.parse({ person: ' Asha@Example.in ' })).toEqual({ person: { email: 'Asha@Example.in' } })
    expect(personLookupSchema.parse({ person: '+91 98765 43210' }).person).toEqual(identifierOf('+91 98765 43210'))
    for (const person of ['', '12345', 'asha@', 'x'.repeat(300)]) {
      const parsed = personLookupSchema.safeParse({ person })
      expect(parsed.error?.issues.map((i) => [i.path, i.message])).toEqual([[['person'], PRIVACY_MESSAGES.identifier]])
    }
  })
})
