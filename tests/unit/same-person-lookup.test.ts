import { describe, expect, it } from 'vitest'
import { personLookup } from '../../src/client/components/admin/add-inquiry/same-person'
import { EMAIL_MAX } from '../../src/shared/schemas/fields'

describe('what the Add inquiry form looks a person up by', () => {
  it('asks by a whole e-mail or phone, and by nothing less', () => {
    expect(personLookup(' asha@example.in ', '')).toEqual({ email: 'asha@example.in' })
    expect(personLookup('', '+91 98765 43210')).toEqual({ phone: '+91 98765 43210' })
    expect(personLookup('asha@example', '98765')).toBeNull()
    for (const email of ['a@b', 'a@.b', 'a@b.', 'a b@c.d', '@b.co']) expect(personLookup(email, ''), email).toBeNull()
  })

  it('leaves out an e-mail longer than any mailbox, however it is made', () => {
    const longest = `${'a'.repeat(EMAIL_MAX - 11)}@example.in`
    expect(personLookup(longest, '')).toEqual({ email: longest })
    expect(personLookup(`a${longest}`, '')).toBeNull()
    // A pasted run of dots after the @: the pattern tries each dot as the domain's, so unbounded it took about
    // a second a keystroke at this length.
    expect(personLookup(`a@${'.'.repeat(40_000)}@`, '98765 43210')).toEqual({ phone: '98765 43210' })
  })
})
