import { createTRPCClient, httpLink } from '@trpc/client'
import type { AppRouter } from '../../server/trpc/app-router'
import { currentIdToken } from '../auth/session'

/**
 * End-to-end typed procedures; the browser never holds the REST API key, it talks tRPC only. The
 * public forms load this module when they submit, so it stays out of every page's first load.
 */
export function trpcLinks() {
  return [
    httpLink({
      url: '/trpc',
      // Who the caller is travels only as a Firebase ID token, which the server verifies.
      headers: async (): Promise<Record<string, string>> => {
        const token = await currentIdToken()
        return token ? { authorization: `Bearer ${token}` } : {}
      },
    }),
  ]
}

export const trpcClient = createTRPCClient<AppRouter>({ links: trpcLinks() })
