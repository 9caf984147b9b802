import { useEffect, useState } from 'react'
import { formatWhen, relativeTime } from '../admin-format'

/**
 * The current time, read at every render and at least every `everyMs`: a deadline shown as "in 5
 * minutes" turns overdue while the drawer stays open, and a change just saved is measured against the
 * time it came back, not the last tick.
 */
export function useNow(everyMs = 60_000): number {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return Date.now()
}

/** A moment as both '3 hours ago' and the date and time in India (the table's format). */
export function When({ iso, className = '' }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {relativeTime(iso)} <span className="text-slate-500">({formatWhen(iso)})</span>
    </time>
  )
}
