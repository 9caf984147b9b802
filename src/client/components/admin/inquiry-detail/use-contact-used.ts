import { useCallback } from 'react'
import type { ContactChannel } from '../../../../shared/schemas/admissions'
import { adminTrpc } from '../admin-trpc'

/**
 * Records that a quick action used the lead's phone or e-mail (one access-log entry on the server). Fire
 * and forget: the dialler, WhatsApp or the mail app opens whatever becomes of the request, and a failure is
 * only said in the console, since nobody at the desk can do anything about it.
 */
export function useContactUsed(): (id: number, channel: ContactChannel) => void {
  const { client } = adminTrpc.useUtils()
  return useCallback(
    (id, channel) => {
      client.admin.inquiries.contactUsed
        .mutate({ id, channel })
        .catch((err: unknown) => console.error('The quick action was not logged', err))
    },
    [client],
  )
}
