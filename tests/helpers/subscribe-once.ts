import { createTRPCClient, httpSubscriptionLink, type TRPCClientError } from '@trpc/client'
import { EventSource } from 'eventsource'
import type { AppRouter } from '../../src/server/trpc/app-router'

/** What a call by path answered: an HTTP status, or for a subscription whether it streamed. */
export interface Answer {
  status: number | 'streamed' | 'silent'
  message?: string
  fieldErrors?: unknown
  /** The answer as text, for a failing assertion's message. */
  text: string
}

const HTTP_STATUS: Record<string, number> = { UNAUTHORIZED: 401, FORBIDDEN: 403, BAD_REQUEST: 400 }

/**
 * Opens a subscription by its path as the back office does (httpSubscriptionLink on `base`, the ticket beside
 * the URL) and closes it at its first event or its refusal. The connection opens either way: only an event
 * shows the caller was let in, so the subscription must have one to send (a `lastEventId` before one).
 */
export function subscribeOnce(base: string, path: string, ticket: string | undefined, input: unknown): Promise<Answer> {
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({ url: `${base}/trpc`, EventSource, ...(ticket && { connectionParams: { ticket } }) }),
    ],
  })
  // The path comes from the router at run time, which the typed client cannot be indexed by.
  const node = path
    .split('.')
    .reduce((n, key) => n[key] as Record<string, unknown>, client as unknown as Record<string, unknown>)
  const procedure = node as unknown as {
    subscribe(
      input: unknown,
      opts: { onData(): void; onError(err: TRPCClientError<AppRouter>): void },
    ): { unsubscribe(): void }
  }
  return new Promise((resolve) => {
    const settle = (answer: Answer) => {
      clearTimeout(timer)
      sub.unsubscribe()
      resolve(answer)
    }
    const timer = setTimeout(() => settle({ status: 'silent', text: 'no event and no refusal within 10 s' }), 10_000)
    const sub = procedure.subscribe(input, {
      onData: () => settle({ status: 'streamed', text: 'an event' }),
      onError: (err) => {
        const status = HTTP_STATUS[err.data?.code ?? ''] ?? 500
        settle({ status, message: err.message, text: `${err.data?.code}: ${err.message}` })
      },
    })
  })
}
