import { TRPCClientError, type TRPCClient } from '@trpc/client'
import type { AppRouter } from '../../../../server/trpc/app-router'
import type { LiveEvent } from '../../../../shared/schemas/live'

/**
 * Where the member's stream stands: `connecting` until it first opens, `live` while it is open,
 * `reconnecting` after it dropped, `closed` once the member is signed out or off the team.
 */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed'

export interface LiveHandlers {
  onEvent: (event: LiveEvent) => void
  onState: (state: LiveState) => void
  /**
   * The stream opened: `again` after a drop, when what it missed beyond its replay is worth asking again;
   * else for the first time, when what the page fetched just before may have missed an event already.
   */
  onOpened: (again: boolean) => void
  /**
   * Where to start when no event has come yet (the position its ticket was made at): a stream that heard
   * nothing and ended is reopened from there, not from whatever comes next.
   */
  since?: () => string | undefined
}

/** Waits before each new attempt after a failure: soon at first, then gently, so an outage is not hammered. */
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000]

/** A stream that ends sooner than this after opening did not end on schedule: it counts as a failure. */
const SHORTEST_STREAM_MS = 5_000

/**
 * The ticket was refused: the member signed out or was removed. The back office's guard takes them on;
 * asking again would only be refused again.
 */
function signedOut(err: unknown): boolean {
  if (!(err instanceof TRPCClientError)) return false
  const data = (err as TRPCClientError<AppRouter>).data
  return data?.path === 'admin.live.ticket' && (data.httpStatus === 401 || data.httpStatus === 403)
}

/**
 * Opens admin.live.events and keeps it open: the link reconnects by itself after a dropped connection
 * (with a fresh ticket and the last event's id). The server ends a stream when its ticket expires or the
 * member's role changes; that and any failure open a new one, after a pause when it failed, from the last
 * event received, so nothing is missed or heard twice. Answers the function that closes it.
 */
export function openLiveStream(client: TRPCClient<AppRouter>, handlers: LiveHandlers): () => void {
  let lastEventId: string | undefined
  let failures = 0
  let wasLive = false
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let current: { unsubscribe: () => void } | undefined

  const reopen = (failed: boolean) => {
    current?.unsubscribe()
    current = undefined
    if (closed) return
    // An expired ticket's stream ends on schedule: the next opens at once, still reading as live.
    if (!failed) return open()
    handlers.onState(wasLive ? 'reconnecting' : 'connecting')
    timer = setTimeout(open, BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)])
    failures += 1
  }

  function open() {
    // Unsubscribing completes the subscription too: only the one open now may act on what it hears.
    let mine = true
    const openedAt = Date.now()
    const from = lastEventId ?? handlers.since?.()
    const subscription = client.admin.live.events.subscribe(from ? { lastEventId: from } : undefined, {
      onConnectionStateChange: (state) => {
        if (!mine) return
        if (state.state === 'pending') {
          failures = 0
          handlers.onOpened(wasLive)
          wasLive = true
          handlers.onState('live')
          // A connection lost (or silent too long) that the link is trying again by itself.
        } else if (state.state === 'connecting' && state.error) {
          handlers.onState(wasLive ? 'reconnecting' : 'connecting')
        }
      },
      onData: ({ id, data }) => {
        if (!mine) return
        lastEventId = id
        handlers.onEvent(data)
      },
      onError: (err) => {
        if (!mine) return
        mine = false
        if (signedOut(err)) {
          closed = true
          handlers.onState('closed')
          return
        }
        reopen(true)
      },
      onComplete: () => {
        if (!mine) return
        mine = false
        reopen(Date.now() - openedAt < SHORTEST_STREAM_MS)
      },
    })
    current = {
      unsubscribe: () => {
        mine = false
        subscription.unsubscribe()
      },
    }
  }

  // The browser knows at once when the network goes, where the connection would take the server's
  // silence (40 s) to give up: say so then, and open afresh as soon as it is back.
  const offline = () => handlers.onState(wasLive ? 'reconnecting' : 'connecting')
  const online = () => {
    if (closed) return
    clearTimeout(timer)
    failures = 0
    current?.unsubscribe()
    open()
  }
  const browser = typeof window === 'undefined' ? undefined : window
  browser?.addEventListener('offline', offline)
  browser?.addEventListener('online', online)

  open()
  return () => {
    closed = true
    clearTimeout(timer)
    current?.unsubscribe()
    browser?.removeEventListener('offline', offline)
    browser?.removeEventListener('online', online)
  }
}
