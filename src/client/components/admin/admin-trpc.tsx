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

/**
 * The back office's own query cache: the site's caches its catalogue for ever, while admins need what
 * other admins just changed, so queries here go stale at once and refresh on focus.
 */
export function AdminTrpcProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 0, refetchOnWindowFocus: true, retry: 1 },
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
