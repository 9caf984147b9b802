import { z } from 'zod'

export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters from this field.'

// Control characters (NUL, escape, C1…) are never typed on purpose, and PostgreSQL refuses NUL in text.
// Tab and line breaks are what people paste and press (CR comes with LF from Windows callers and forms).
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u

/** Trimmed text; a missing value gets the field's own message, a value of the wrong type a generic one. */
// Half of a surrogate pair with no other half: not a character, which a browser's text can still hold.
// PostgreSQL refuses its JSON escape (a saved view's filters, the intake's rows), so it becomes U+FFFD, as pg's
// UTF-8 encoding of a text parameter makes it anyway.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** `value` with each lone surrogate replaced by U+FFFD. */
export const wellFormed = (value: string) => value.replace(LONE_SURROGATE, '\ufffd')

/** The longest e-mail address a mailbox can have (RFC 5321's path, less its brackets). */
export const EMAIL_MAX = 254

export const text = (max: number, missing?: string) =>
  z
    .string({ error: (issue) => (issue.input == null && missing ? missing : 'Expected text.') })
    .trim()
    .overwrite(wellFormed)
    // Aborts, so the field shows this message rather than a length or format one it would also fail.
    .refine((v) => !CONTROL_CHARACTER.test(v), { error: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .max(max, `Must be at most ${max} characters.`)

/** Optional free text from legacy callers: null, absent and '' all mean "not given". */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null))

// PostgreSQL has no year 0 (it counts 1 BC, then AD 1) and takes UTC offsets up to 15:59; zod's ISO formats
// accept both, and the database would answer with an error instead of the field's message.
const NO_YEAR_ZERO = /^(?!0000-)/
const STORABLE_OFFSET = /(?:Z|[+-](?:0\d|1[0-5]):?[0-5]\d)$/i

/** True for a day that exists, written YYYY-MM-DD, from 0001-01-01 to 9999-12-31 (2026-02-30 does not exist). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !NO_YEAR_ZERO.test(value)) return false
  const day = new Date(`${value}T00:00:00Z`)
  // JavaScript rolls a day past the month's end over into the next month; the database refuses it.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value
}

/** True when PostgreSQL stores an ISO 8601 date and time zod accepted: not in year 0000, an offset it takes. */
export function isStorableDateTime(value: string): boolean {
  return NO_YEAR_ZERO.test(value) && STORABLE_OFFSET.test(value)
}
