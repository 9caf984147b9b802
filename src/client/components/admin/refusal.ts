import { TRPCClientError } from '@trpc/client'
import { notify } from '../../lib/notify'

/** The server's words for a refusal: a field's message when the input was refused, else the error's. */
function refusalMessage(err: unknown): string {
  if (err instanceof TRPCClientError) {
    const fieldErrors = (err.data as { fieldErrors?: Record<string, string> | null } | undefined)?.fieldErrors
    return (fieldErrors && Object.values(fieldErrors)[0]) ?? err.message
  }
  return 'Please try again.'
}

/** The back office's toast for something the server refused or could not do, in its own words. */
export function notifyRefused(title: string, err: unknown): void {
  notify({ title, description: refusalMessage(err), variant: 'destructive' })
}
