import { createTRPCClient, httpLink } from '@trpc/client'
import type { AppRouter } from '../../server/trpc/app-router'

/**
 * End-to-end typed procedures; the browser never holds the REST API key, it talks tRPC only. The
 * public forms load this module when they submit, so it stays out of every page's first load.
 */
export const trpcClient = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc' })] })
