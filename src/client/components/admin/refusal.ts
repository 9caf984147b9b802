import { TRPCClientError } from '@trpc/client'
import { notify } from '../../lib/notify'
import { firstServerFieldError } from '../../lib/server-errors'

/**
 * The server's words for a refusal: a field's message when the input was refused, else the error's;
 * `fallback` when the server never answered.
 */
export function refusalMessage(err: unknown, fallback = 'Please try again.'): string {
  if (err instanceof TRPCClientError) {
    return firstServerFieldError(err) ?? err.message
  }
  return fallback
}

/** The back office's toast for something the server refused or could not do, in its own words. */
export function notifyRefused(title: string, err: unknown): void {
  notify({ title, description: refusalMessage(err), variant: 'destructive' })
}
