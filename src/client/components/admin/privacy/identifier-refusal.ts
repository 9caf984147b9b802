import { TRPCClientError } from '@trpc/client'

/**
 * The server's word on the typed e-mail or mobile number (a zod field error: its format, too few digits),
 * shown under the field; null when the refusal is about something else (rights, an outage), which a
 * toast reports instead.
 */
export function identifierRefusal(err: unknown): string | null {
  if (!(err instanceof TRPCClientError)) return null
  const fieldErrors = (err.data as { fieldErrors?: Record<string, string> | null } | undefined)?.fieldErrors
  return (fieldErrors && Object.values(fieldErrors)[0]) ?? null
}
