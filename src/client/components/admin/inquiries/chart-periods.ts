import type { ChartBucket } from '../../../lib/router-types'

/**
 * How the inquiries chart and its data table name a bucket. Apart from the panel so that the table, which
 * paints before recharts arrives, says the same words as the chart.
 */

// Periods are India-time calendar dates: reading them as UTC midnight and printing in UTC keeps the date as is.
const asDate = (day: string) => new Date(`${day}T00:00:00Z`)
const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const dayMonthYear = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
})
const monthYear = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })

/** "Inquiries per week". */
export const perBucketTitle = (bucket: ChartBucket) => `Inquiries per ${bucket}`

/** Why a week's or month's bar may be short: the range rarely starts on a Monday or a 1st. */
export function bucketNote(bucket: ChartBucket): string | null {
  switch (bucket) {
    case 'day':
      return null
    case 'week':
      return 'Weeks from Monday; the first and last may be partial.'
    case 'month':
      return 'Calendar months; the first and last may be partial.'
  }
}

/**
 * An axis tick: "12 Jan", "Week of 12 Jan", "Jan 2026". Days and weeks carry the year when the chart
 * crosses one, or two Januaries would read alike.
 */
export function tickLabel(start: string, bucket: ChartBucket, crossesYear: boolean): string {
  if (bucket === 'month') return monthYear.format(asDate(start))
  const date = (crossesYear ? dayMonthYear : dayMonth).format(asDate(start))
  return bucket === 'week' ? `Week of ${date}` : date
}

/** A tooltip's or the data table's label, always with the year: "12 Jan 2026", "Week of 12 Jan 2026", "Jan 2026". */
export const periodLabel = (start: string, bucket: ChartBucket) => tickLabel(start, bucket, true)

export const crossesYear = (periods: readonly string[]) =>
  periods.length > 0 && periods[0].slice(0, 4) !== periods.at(-1)!.slice(0, 4)
