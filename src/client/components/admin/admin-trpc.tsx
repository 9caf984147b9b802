import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { httpBatchStreamLink, splitLink } from '@trpc/client'
import { createTRPCReact } from '@trpc/react-query'
import type { AppRouter } from '../../../server/trpc/app-router'
import { authHeaders, trpcLinks } from '../../lib/trpc'

/** The back office's typed hooks (`adminTrpc.admin.users.list.useQuery()` ...), never in a public page. */
export const adminTrpc = createTRPCReact<AppRouter>()

/**
 * The CSV export is an async generator: only a streaming link (JSON lines) hands its chunks over as they
 * come, so a 100,000-row file never waits whole on the server. Every other call keeps the site's links.
 */
function adminLinks() {
  return [
    splitLink<AppRouter>({
      condition: (op) => op.path === 'admin.inquiries.export',
      true: httpBatchStreamLink({ url: '/trpc', headers: authHeaders }),
      false: trpcLinks(),
    }),
  ]
}

// Long enough that moving between back-office pages shows what was fetched without asking again; short
// enough that what colleagues changed arrives within half a minute (or on focus after that). Every change
// made here invalidates what it moves, so one's own changes show at once.
const STALE_MS = 30_000

/**
 * The back office's one query cache, held by the /admin layout route for all its pages: the site caches its
 * catalogue for ever, while admins need what other admins just changed.
 */
export function AdminTrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: STALE_MS, refetchOnWindowFocus: true, retry: 1 },
          mutations: { retry: false },
        },
      }),
  )
  const [client] = useState(() => adminTrpc.createClient({ links: adminLinks() }))
  return (
    <adminTrpc.Provider client={client} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </adminTrpc.Provider>
  )
}
