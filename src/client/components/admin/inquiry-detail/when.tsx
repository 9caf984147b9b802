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

/** A moment as both '3 hours ago' and the date and time in India (the table's format). */
export function When({ iso, className = '' }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {relativeTime(iso)} <span className="text-slate-500">({formatReceived(iso)})</span>
    </time>
  )
}
