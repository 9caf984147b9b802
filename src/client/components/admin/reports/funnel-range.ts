import { indianDate } from '../../../../shared/india-time'

/** The funnel's date ranges: India days (YYYY-MM-DD), both ends included, as the server counts them. */
export interface DayRange {
  from: string
  to: string
}

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

function addDays(day: string, days: number): string {
  const date = asUtc(day)
  date.setUTCDate(date.getUTCDate() + days)
  return dayOf(date)
}

/** The day after the same date twelve months before: twelve whole months ending `today`. */
function yearBefore(day: string): string {
  const date = asUtc(day)
  const month = date.getUTCMonth()
  date.setUTCFullYear(date.getUTCFullYear() - 1)
  // 29 February has no match a year before: JavaScript rolls on to 1 March, which is the day after anyway.
  if (date.getUTCMonth() !== month) date.setUTCDate(0)
  return addDays(dayOf(date), 1)
}

export const QUICK_RANGES = [
  { id: 'last-30', label: 'Last 30 days', range: (today: string) => ({ from: addDays(today, -29), to: today }) },
  { id: 'last-90', label: 'Last 90 days', range: (today: string) => ({ from: addDays(today, -89), to: today }) },
  { id: 'last-12m', label: 'Last 12 months', range: (today: string) => ({ from: yearBefore(today), to: today }) },
  {
    id: 'this-year',
    label: 'This year',
    range: (today: string) => ({ from: `${today.slice(0, 4)}-01-01`, to: today }),
  },
] as const satisfies ReadonlyArray<{ id: string; label: string; range: (today: string) => DayRange }>

/** Today in India, where the back office's days are counted, whatever the admin's own clock says. */
export function indianToday(now: Date = new Date()): string {
  return indianDate(now)
}

/** What the page shows without dates in the address: the last twelve months. */
export function defaultRange(today: string = indianToday()): DayRange {
  return QUICK_RANGES[2].range(today)
}

const dayLongFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "24 Aug 2026": days are calendar dates, so they are read and printed as UTC to keep them as they are. */
export function formatDay(day: string): string {
  return dayLongFormat.format(asUtc(day))
}
