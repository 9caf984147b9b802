import { INDIA_TIME_ZONE } from '../../../shared/india-time'

/**
 * The back office's figures and times as people read them. The team works in India: every date and time
 * is India's, the same for every admin wherever their browser is set (docs/product.md).
 */

const count = new Intl.NumberFormat('en-IN')
const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
})
const dateTimeThisYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
})
const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: INDIA_TIME_ZONE })
const year = new Intl.DateTimeFormat('en-IN', { year: 'numeric', timeZone: INDIA_TIME_ZONE })
// en-GB: a 24-hour clock with the weekday first, as a deadline is said.
const due = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: INDIA_TIME_ZONE,
})
const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' })

/** "1,25,000": Indian digit grouping. */
export function formatCount(n: number): string {
  return count.format(n)
}

/** The instant an ISO string names, or null when it names none (then the string is shown as it came). */
function instant(iso: string): Date | null {
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? null : at
}

/** "25 Nov 2026, 12:29 am": a moment's date and time in India. */
export function formatWhen(iso: string): string {
  const at = instant(iso)
  return at ? dateTime.format(at) : iso
}

/**
 * formatWhen's narrower form for tables ("25 Nov, 12:29 am"; an earlier year's day alone, "25 Nov
 * 2025"), so the default columns fit 1280 px; the full form goes in its title.
 */
export function formatWhenShort(iso: string, now = new Date()): string {
  const at = instant(iso)
  if (!at) return iso
  return year.format(at) === year.format(now) ? dateTimeThisYear.format(at) : day.format(at)
}

/** "25 Nov 2026": a moment's day in India. */
export function formatDay(iso: string): string {
  const at = instant(iso)
  return at ? day.format(at) : iso
}

/** "Wed 26 Nov, 15:00" in India time: a deadline is read by its weekday as much as its date. */
export function formatDue(iso: string): string {
  const at = instant(iso)
  if (!at) return iso
  const part = Object.fromEntries(due.formatToParts(at).map((p) => [p.type, p.value]))
  return `${part.weekday} ${part.day} ${part.month}, ${part.hour}:${part.minute}`
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
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
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(value) < size) return relative.format(Math.trunc(value), unit)
    value /= size
  }
  return formatWhen(iso)
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
