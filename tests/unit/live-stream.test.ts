import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TRPCClientError, type TRPCClient } from '@trpc/client'
import type { AppRouter } from '../../src/server/trpc/app-router'
import type { LiveEvent } from '../../src/shared/schemas/live'
import { openLiveStream, type LiveState } from '../../src/client/components/admin/live/live-stream'

/** What the link hands a subscription's caller, as httpSubscriptionLink does. */
interface Callbacks {
  onConnectionStateChange: (state: { state: 'idle' | 'connecting' | 'pending'; error: unknown }) => void
  onData: (value: { id: string; data: LiveEvent }) => void
  onError: (err: unknown) => void
  onComplete: () => void
}

/**
 * A stand-in for the tRPC client's one subscription: each subscribe is recorded with its input, and the
 * test plays the server's side through its callbacks. Unsubscribing completes it, as tRPC's observable does.
 */
function fakeClient() {
  const streams: Array<{ input: unknown; on: Callbacks; closed: boolean }> = []
  const client = {
    admin: {
      live: {
        events: {
          subscribe(input: unknown, on: Callbacks) {
            const stream = { input, on, closed: false }
            streams.push(stream)
            return {
              unsubscribe() {
                if (stream.closed) return
                stream.closed = true
                on.onComplete()
              },
            }
          },
        },
      },
    },
  }
  return { client: client as unknown as TRPCClient<AppRouter>, streams }
}

const event = (id: string): LiveEvent => ({
  id,
  type: 'inquiry.created',
  inquiryId: Number(id),
  at: new Date().toISOString(),
})

function refusal(path: string, httpStatus: number) {
  return new TRPCClientError('refused', {
    result: { error: { code: -32001, message: 'refused', data: { path, httpStatus, code: 'UNAUTHORIZED' } } },
  })
}

function open(since?: () => string | undefined) {
  const { client, streams } = fakeClient()
  const states: LiveState[] = []
  const opened: boolean[] = []
  const events: string[] = []
  const close = openLiveStream(client, {
    onEvent: (e) => events.push(e.id),
    onState: (s) => states.push(s),
    onOpened: (again) => opened.push(again),
    since,
  })
  const last = () => streams.at(-1)!
  const connect = () => last().on.onConnectionStateChange({ state: 'pending', error: null })
  return { streams, states, opened, events, close, last, connect }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('openLiveStream', () => {
  it('is live once connected, and opens a stream that ended on schedule again at once, from its last event', () => {
    const s = open()
    s.connect()
    expect(s.states).toEqual(['live'])
    expect(s.opened).toEqual([false])
    s.last().on.onData({ id: '7', data: event('7') })
    expect(s.events).toEqual(['7'])

    vi.advanceTimersByTime(10 * 60_000)
    s.last().on.onComplete()
    expect(s.streams).toHaveLength(2)
    expect(s.last().input).toEqual({ lastEventId: '7' })
    // Still live meanwhile: an expired ticket is no outage.
    expect(s.states).toEqual(['live'])
    s.close()
  })

  it('says reconnecting after a failure, and tries again after a pause from the last event, then asks for what it missed', () => {
    const s = open()
    s.connect()
    s.last().on.onData({ id: '3', data: event('3') })
    s.last().on.onError(new TRPCClientError('network'))
    expect(s.states.at(-1)).toBe('reconnecting')
    expect(s.streams).toHaveLength(1)
    vi.advanceTimersByTime(1_000)
    expect(s.streams).toHaveLength(2)
    expect(s.last().input).toEqual({ lastEventId: '3' })
    s.connect()
    expect(s.states.at(-1)).toBe('live')
    expect(s.opened).toEqual([false, true])
    s.close()
  })

  it('waits longer after each failure in a row, and counts a stream that ends at once as one', () => {
    const s = open()
    s.last().on.onError(new TRPCClientError('down'))
    vi.advanceTimersByTime(1_000)
    expect(s.streams).toHaveLength(2)
    s.last().on.onComplete()
    vi.advanceTimersByTime(1_999)
    expect(s.streams).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(s.streams).toHaveLength(3)
    expect(s.states).toEqual(['connecting', 'connecting'])
    s.close()
  })

  it('says reconnecting while the link retries a dropped connection by itself', () => {
    const s = open()
    s.connect()
    s.last().on.onConnectionStateChange({ state: 'connecting', error: new TRPCClientError('dropped') })
    expect(s.states.at(-1)).toBe('reconnecting')
    s.connect()
    expect(s.states.at(-1)).toBe('live')
    expect(s.streams).toHaveLength(1)
    s.close()
  })

  it('closes for good when the ticket is refused (signed out or removed), but not when the stream refused a stale one', () => {
    const stale = open()
    stale.last().on.onError(refusal('admin.live.events', 401))
    vi.advanceTimersByTime(1_000)
    expect(stale.streams).toHaveLength(2)
    stale.close()

    const s = open()
    s.connect()
    s.last().on.onError(refusal('admin.live.ticket', 403))
    expect(s.states.at(-1)).toBe('closed')
    vi.advanceTimersByTime(60_000)
    expect(s.streams).toHaveLength(1)
  })

  it('reopens a stream that heard nothing from where its ticket was made, and from its last event once one came', () => {
    let position: string | undefined
    const s = open(() => position)
    expect(s.last().input).toBeUndefined()
    position = '40'
    s.connect()
    vi.advanceTimersByTime(10 * 60_000)
    s.last().on.onComplete()
    expect(s.last().input).toEqual({ lastEventId: '40' })
    position = '55'
    s.connect()
    s.last().on.onData({ id: '61', data: event('61') })
    vi.advanceTimersByTime(10 * 60_000)
    s.last().on.onComplete()
    expect(s.last().input).toEqual({ lastEventId: '61' })
    s.close()
  })

  it('opens nothing more once closed, though closing completes the stream', () => {
    const s = open()
    s.connect()
    s.close()
    vi.advanceTimersByTime(60_000)
    expect(s.streams).toHaveLength(1)
    expect(s.streams[0].closed).toBe(true)
  })
})
