import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTERS_MESSAGE, optionalText, text } from '../../src/shared/schemas/fields'
import { attributionSchema } from '../../src/shared/schemas/inquiry'
import { clampAttribution } from '../../src/shared/attribution-limits'

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

describe('text', () => {
  it('refuses NUL and other control characters with one clear message', () => {
    for (const bad of ['Asha\u0000Patel', '\u0000', 'a\u001bb', 'a\u0007b', 'a\u007fb', 'a\u0085b', 'a\u000bb']) {
      expect(
        messages(text(120, 'Please enter your name.').min(2, 'Please enter your name.').safeParse(bad)),
        bad,
      ).toEqual([CONTROL_CHARACTERS_MESSAGE])
    }
  })

  it('keeps tab and line breaks, and still trims and limits as before', () => {
    expect(text(100).parse('  line one\r\nline two\tend  ')).toBe('line one\r\nline two\tend')
    expect(messages(text(5).safeParse('abcdef'))).toEqual(['Must be at most 5 characters.'])
    expect(messages(text(5, 'Name please.').safeParse(undefined))).toEqual(['Name please.'])
    expect(messages(text(5, 'Name please.').safeParse(42))).toEqual(['Expected text.'])
  })
})

describe('optionalText', () => {
  it('treats null, absent and empty as not given', () => {
    expect(optionalText(10).parse(null)).toBeNull()
    expect(optionalText(10).parse(undefined)).toBeNull()
    expect(optionalText(10).parse('   ')).toBeNull()
    expect(optionalText(10).parse(' hi ')).toBe('hi')
  })

  it('answers the field rule itself, not a generic union error', () => {
    expect(messages(optionalText(10).safeParse('a\u0000b'))).toEqual([CONTROL_CHARACTERS_MESSAGE])
    expect(messages(optionalText(10).safeParse('x'.repeat(11)))).toEqual(['Must be at most 10 characters.'])
  })
})

describe('attribution', () => {
  it('cuts each value to its limit instead of refusing it', () => {
    const parsed = attributionSchema.parse({
      utmSource: 's'.repeat(500),
      utmMedium: 'cpc',
      utmCampaign: ' spring\u0000sale ',
      referrer: 'https://ads.example/?click=' + 'r'.repeat(5000),
      landingPage: '/courses?gclid=' + 'g'.repeat(5000),
    })
    expect(parsed.utmSource).toBe('s'.repeat(200))
    expect(parsed.utmMedium).toBe('cpc')
    expect(parsed.utmCampaign).toBe('springsale')
    expect(parsed.referrer).toHaveLength(2000)
    expect(parsed.landingPage).toHaveLength(2000)
  })

  it('never fails: values or an attribution of the wrong type count as not given', () => {
    expect(attributionSchema.parse({ utmSource: 42, referrer: { x: 1 } })).toEqual({ utmSource: null, referrer: null })
    expect(attributionSchema.parse('not an object')).toEqual({})
  })

  it('does not split a character made of a surrogate pair', () => {
    expect(clampAttribution('ab😀', 3)).toBe('ab')
    expect(clampAttribution('ab😀', 4)).toBe('ab😀')
    expect(clampAttribution('\u0000 ', 10)).toBeNull()
  })
})
