import { useLiveState } from './live-state'

const WORDS = { connecting: 'Connecting…', live: 'Live', reconnecting: 'Reconnecting…', closed: 'Offline' } as const

/**
 * Whether the back office is live, for the navigation: while it is not, the pages fall back to asking
 * on a timer, and a member knows why a colleague's change may take a moment.
 */
export function LiveIndicator() {
  const state = useLiveState()
  const live = state === 'live'
  return (
    <p role="status" className="flex items-center gap-1.5 text-xs font-medium whitespace-nowrap text-slate-300">
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${live ? 'bg-emerald-400' : 'bg-amber-300 motion-safe:animate-pulse'}`}
      />
      {WORDS[state]}
    </p>
  )
}
