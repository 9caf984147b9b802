import { useEffect, useState } from 'react'
import { formatReceived } from '../inquiries/inquiry-format'

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })
const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
]

/** '3 hours ago', 'yesterday'; under a minute (or a clock slightly ahead of ours) is 'just now'. */
export function relativeTime(iso: string, now = Date.now()): string {
  let value = (Date.parse(iso) - now) / 1000
  if (Math.abs(value) < 60) return 'just now'
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return relative.format(Math.trunc(value), unit)
    value /= size
  }
  return formatReceived(iso)
}

const DURATION_UNITS: ReadonlyArray<[unit: string, ms: number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
]

/** '2 hours', '1 day': a length of time in its largest whole unit, for "Overdue by 2 hours". */
export function durationText(ms: number): string {
  const size = Math.abs(ms)
  for (const [unit, unitMs] of DURATION_UNITS) {
    const n = Math.floor(size / unitMs)
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'}`
  }
  return 'less than a minute'
}

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
      {relativeTime(iso)} <span className="text-slate-500">({formatReceived(iso)})</span>
    </time>
  )
}
