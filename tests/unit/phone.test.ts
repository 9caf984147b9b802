import { describe, it, expect } from 'vitest'
import { indianMobile, telHref, whatsappHref } from '../../src/shared/phone'

describe('indianMobile', () => {
  it.each([
    ['+91 98765 43210'],
    ['+919876543210'],
    ['+91-98765-43210'],
    ['+91 (98765) 43210'],
    ['(+91) 98765 43210'],
    ['+91 98765.43210'],
    ['0091 98765 43210'],
    ['098765 43210'],
    ['09876543210'],
    ['0 98765 43210'],
    ['919876543210'],
    ['91 98765 43210'],
    ['9876543210'],
    ['98765-43210'],
    ['98765 43210'],
    ['  98765 43210  '],
  ])('reads %j as 9876543210', (phone) => {
    expect(indianMobile(phone)).toBe('9876543210')
  })

  it.each([
    ['6000000000', '6000000000'],
    ['+91 70000 12345', '7000012345'],
    ['08123456789', '8123456789'],
    // Ten digits that happen to start with 91 are a mobile of their own, not a country code.
    ['9198765432', '9198765432'],
  ])('reads %j as %j (mobiles start 6 to 9)', (phone, mobile) => {
    expect(indianMobile(phone)).toBe(mobile)
  })

  it.each([
    ['+1 555 123 4567', 'another country'],
    ['+44 7911 123456', 'another country'],
    ['+9876543210', 'a + without the country code'],
    ['12345', 'too short'],
    ['98765 4321', 'nine digits'],
    ['98765 432100', 'eleven digits without a leading 0'],
    ['5876543210', 'starts with 5'],
    ['0123456789', 'starts with 0 and has ten digits'],
    ['+91 58765 43210', 'starts with 5 after +91'],
    ['+91 098765 43210', '+91 followed by a trunk 0'],
    ['022 2345 6789', 'a Mumbai landline'],
    ['', 'empty'],
    ['   ', 'blank'],
    ['+', 'a lone +'],
    ['call me', 'words'],
    ['98765 43210 ext 2', 'digits with words'],
    ['9876543210 / 9123456789', 'two numbers'],
  ])('refuses %j (%s)', (phone) => {
    expect(indianMobile(phone)).toBeNull()
  })
})

describe('telHref', () => {
  it.each([
    ['+91 98765 43210', 'tel:+919876543210'],
    ['098765 43210', 'tel:+919876543210'],
    ['919876543210', 'tel:+919876543210'],
    ['98765-43210', 'tel:+919876543210'],
    // Anything else keeps its own digits, and its + when it was international.
    ['+1 555 123 4567', 'tel:+15551234567'],
    ['022 2345 6789', 'tel:02223456789'],
    ['12345', 'tel:12345'],
  ])('links %j as %j', (phone, href) => {
    expect(telHref(phone)).toBe(href)
  })
})

describe('whatsappHref', () => {
  it('links a mobile with its country code and the message encoded', () => {
    const text = 'Hello Priya, fees & batch dates? 100% placement/assistance #1'
    const href = whatsappHref('+91 98765 43210', text)
    expect(href).toBe(
      'https://wa.me/919876543210?text=Hello%20Priya%2C%20fees%20%26%20batch%20dates%3F%20100%25%20placement%2Fassistance%20%231',
    )
    expect(new URL(href ?? '').searchParams.get('text')).toBe(text)
  })

  it('keeps line breaks and non-Latin text through the encoding', () => {
    const text = 'नमस्ते Priya,\nwhen can we call? ₹19,999'
    const href = whatsappHref('09876543210', text)
    expect(href).toMatch(/^https:\/\/wa\.me\/919876543210\?text=[A-Za-z0-9%._~!*'()-]*$/)
    expect(new URL(href ?? '').searchParams.get('text')).toBe(text)
  })

  it.each([['+1 555 123 4567'], ['12345'], ['5876543210'], [''], ['call me'], ['98765 4321']])(
    'is null for %j, which cannot be a mobile',
    (phone) => {
      expect(whatsappHref(phone, 'Hello')).toBeNull()
    },
  )
})
