import { z } from 'zod'

export const CONTROL_CHARACTERS_MESSAGE = 'Remove control characters from this field.'

// Control characters (NUL, escape, C1…) are never typed on purpose, and PostgreSQL refuses NUL in text.
// Tab and line breaks are what people paste and press (CR comes with LF from Windows callers and forms).
const CONTROL_CHARACTER = /[^\P{Cc}\t\n\r]/u

/** Trimmed text; a missing value gets the field's own message, a value of the wrong type a generic one. */
export const text = (max: number, missing?: string) =>
  z
    .string({ error: (issue) => (issue.input == null && missing ? missing : 'Expected text.') })
    .trim()
    // Aborts, so the field shows this message rather than a length or format one it would also fail.
    .refine((v) => !CONTROL_CHARACTER.test(v), { error: CONTROL_CHARACTERS_MESSAGE, abort: true })
    .max(max, `Must be at most ${max} characters.`)

/** Optional free text from legacy callers: null, absent and '' all mean "not given". */
export const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null))
