import { createContext, useContext } from 'react'
import type { LiveState } from './live-stream'

/** The member's live stream, as the back office's layout holds it; outside it, never live. */
export const LiveStateContext = createContext<LiveState>('closed')

export function useLiveState(): LiveState {
  return useContext(LiveStateContext)
}

/**
 * A query's polling interval, for while the stream is down only: while it is live, the events say when
 * the query's answer changed (live-moves.ts), and asking on a timer would only repeat it.
 */
export function useFallbackInterval(ms: number): number | false {
  return useLiveState() === 'live' ? false : ms
}
