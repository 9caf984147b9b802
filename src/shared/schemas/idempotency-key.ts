import { z } from 'zod'

export const IDEMPOTENCY_KEY_MESSAGE = 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.'

/**
 * The REST web service's `Idempotency-Key` header: what the caller chose (a UUID, say), bounded so that a
 * stored key stays small. A value in double quotes (the IETF draft writes it as a structured-field string)
 * means what it quotes.
 */
export const idempotencyKeySchema = z
  .string({ message: IDEMPOTENCY_KEY_MESSAGE })
  .transform((v) => (v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1) : v))
  .pipe(z.string().regex(/^[\x20-\x7e]{1,255}$/, { message: IDEMPOTENCY_KEY_MESSAGE }))
