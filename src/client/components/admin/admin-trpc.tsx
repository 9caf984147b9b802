import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { httpBatchStreamLink, httpSubscriptionLink, splitLink } from '@trpc/client'
import { createTRPCReact } from '@trpc/react-query'
import type { AppRouter } from '../../../server/trpc/app-router'
import { authHeaders, trpcClient, trpcLinks } from '../../lib/trpc'

/** The back office's typed hooks (`adminTrpc.admin.users.list.useQuery()` ...), never in a public page. */
export const adminTrpc = createTRPCReact<AppRouter>()

/**
 * The CSV exports (the inquiries', the access log's) are async generators: only a streaming link (JSON
 * lines) hands their chunks over as they come, so a 100,000-row file never waits whole on the server.
 * Every other call keeps the site's links.
 */
const STREAMED = new Set(['admin.inquiries.export', 'admin.accessLog.csv', 'admin.imports.errorsCsv'])

/**
 * The live stream's credentials, asked afresh on every (re)connection: an EventSource sends no
 * Authorization header, and an ID token must never travel in a URL, where proxies log it. The ticket
 * does, for ten minutes, and opens this member's stream alone.
 */
async function liveTicket() {
  const { ticket, position } = await trpcClient.admin.live.ticket.mutate()
  ticketPosition = position
  return { ticket }
}
let ticketPosition: string | undefined

/**
 * Where the events stood when the last ticket was made, before its stream opened: a stream reopened after
 * one that heard nothing starts from here, so a lead that arrived between the two is not missed.
 */
export const lastTicketPosition = () => ticketPosition

function adminLinks() {
  return [
    splitLink<AppRouter>({
      // The live events (admin.live.events) arrive as server-sent events, read by the browser's EventSource.
      condition: (op) => op.type === 'subscription',
      true: httpSubscriptionLink({ url: '/trpc', connectionParams: liveTicket }),
      false: splitLink<AppRouter>({
        condition: (op) => STREAMED.has(op.path),
        true: httpBatchStreamLink({ url: '/trpc', headers: authHeaders }),
        false: trpcLinks(),
      }),
    }),
  ]
}

// Long enough that moving between back-office pages shows what was fetched without asking again. What
// colleagues change arrives with the live events (live/), which invalidate what each one moves; every
// change made here invalidates what it moves too, so one's own changes show at once.
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
