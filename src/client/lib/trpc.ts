import { createTRPCClient, httpLink } from '@trpc/client'
import type { AppRouter } from '../../server/trpc/app-router'
import { currentIdToken } from '../auth/session'

/** Who the caller is travels only as a Firebase ID token, which the server verifies. */
export async function authHeaders(): Promise<Record<string, string>> {
  const token = await currentIdToken()
  return token ? { authorization: `Bearer ${token}` } : {}
}

/**
 * End-to-end typed procedures; the browser never holds the REST API key, it talks tRPC only. The
 * public forms load this module when they submit, so it stays out of every page's first load.
 */
export function trpcLinks() {
  return [httpLink({ url: '/trpc', headers: authHeaders })]
}

export const trpcClient = createTRPCClient<AppRouter>({ links: trpcLinks() })
