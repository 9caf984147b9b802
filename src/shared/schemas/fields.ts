import { z } from 'zod'

/** Trimmed text; a missing value gets the field's own message, a value of the wrong type a generic one. */
export const text = (max: number, missing?: string) =>
  z
    .string({ error: (issue) => (issue.input == null && missing ? missing : 'Expected text.') })
    .trim()
    .max(max, `Must be at most ${max} characters.`)

/** Optional free text from legacy callers: null, absent and '' all mean "not given". */
export const optionalText = (max: number) =>
  z
    .union([text(max), z.null()])
    .optional()
    .transform((v) => (v ? v : null))
