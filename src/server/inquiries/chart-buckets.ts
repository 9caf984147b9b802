/** What one bar of the inquiries chart counts: a day, a week from Monday, or a calendar month. */
export type ChartBucket = 'day' | 'week' | 'month'

/** Beyond this many days one bar a day turns into a solid block; weeks read better. */
export const MAX_DAY_SPAN = 90
/** Two years, a leap day included: beyond it weeks crowd the chart as days did, so months. */
export const MAX_WEEK_SPAN = 731

const DAY_MS = 86_400_000

// Days are India calendar dates: read as UTC midnight, their arithmetic never meets a zone or a clock change.
const asTime = (day: string) => Date.parse(`${day}T00:00:00Z`)
const asDay = (t: number) => new Date(t).toISOString().slice(0, 10)

/** How many days from `first` to `last`, both counted. */
export function daySpan(first: string, last: string): number {
  return Math.round((asTime(last) - asTime(first)) / DAY_MS) + 1
}

export function bucketForSpan(days: number): ChartBucket {
  if (days <= MAX_DAY_SPAN) return 'day'
  return days <= MAX_WEEK_SPAN ? 'week' : 'month'
}

/** The first day of the bucket holding `day`: itself, its week's Monday, or its month's 1st. */
export function bucketStart(day: string, bucket: ChartBucket): string {
  switch (bucket) {
    case 'day':
      return day
    case 'week': {
      const t = asTime(day)
      return asDay(t - ((new Date(t).getUTCDay() + 6) % 7) * DAY_MS)
    }
    case 'month':
      return `${day.slice(0, 7)}-01`
  }
}

function nextStart(start: string, bucket: ChartBucket): string {
  if (bucket !== 'month') return asDay(asTime(start) + (bucket === 'week' ? 7 : 1) * DAY_MS)
  const d = new Date(asTime(start))
  d.setUTCMonth(d.getUTCMonth() + 1)
  return asDay(d.getTime())
}

/** Every bucket's first day from the one holding `first` to the one holding `last`, empty ones included. */
export function bucketStarts(first: string, last: string, bucket: ChartBucket): string[] {
  const end = bucketStart(last, bucket)
  const starts: string[] = []
  for (let s = bucketStart(first, bucket); s <= end; s = nextStart(s, bucket)) starts.push(s)
  return starts
}

export interface DayCount {
  /** YYYY-MM-DD. */
  day: string
  key: string
  count: number
}

export interface Folded {
  /** Each bucket's first day, oldest first, from the first day counted to the last. */
  starts: string[]
  /** Per key, one count per entry of `starts`: every day's count lands in exactly one, so totals are kept. */
  counts: Map<string, number[]>
}

/** Sums per-day counts into buckets; a pure step so the grouping by day can stay in the database. */
export function foldDays(rows: readonly DayCount[], bucket: ChartBucket): Folded {
  if (rows.length === 0) return { starts: [], counts: new Map() }
  let first = rows[0].day
  let last = first
  for (const r of rows) {
    if (r.day < first) first = r.day
    if (r.day > last) last = r.day
  }
  const starts = bucketStarts(first, last, bucket)
  const index = new Map(starts.map((s, i) => [s, i]))
  const counts = new Map<string, number[]>()
  for (const r of rows) {
    let row = counts.get(r.key)
    if (!row) counts.set(r.key, (row = new Array<number>(starts.length).fill(0)))
    row[index.get(bucketStart(r.day, bucket))!] += r.count
  }
  return { starts, counts }
}
