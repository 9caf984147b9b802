import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'
import {
  DIRECT_SOURCE,
  KIND_LABELS,
  STATUS_LABELS,
  type ChartDimension,
  type inquiryChartsSchema,
} from '../../shared/schemas/admin-inquiries'
import { programLabel } from '../../shared/program-labels'
import { applyInquiryFilters } from './inquiry-filters'
import { bucketForSpan, daySpan, foldDays, type ChartBucket, type DayCount } from './chart-buckets'

export interface InquiryChartSeries {
  key: string
  label: string
  total: number
  /** One count per entry of `periods`. */
  counts: number[]
}

export interface InquiryCharts {
  by: ChartDimension
  /** Days up to 90 days' span (the filters' from-to when both are given, else the data's), weeks up to two years, else months. */
  bucket: ChartBucket
  /**
   * The first day (India time, YYYY-MM-DD) of every bucket from the first inquiry's to the last's, gaps
   * included: the day itself, the week's Monday or the month's 1st. The first and last may be partial.
   */
  periods: string[]
  /** Largest first; beyond eight keys the rest are summed under "Other". */
  series: InquiryChartSeries[]
  /** Equals the table's count under the same filters. */
  total: number
}

/** Beyond this many series the smallest are summed as "Other", so a chart stays readable. */
const MAX_SERIES = 8
const OTHER = 'Other'

const DIMENSION_COLUMN = {
  kind: sql<string>`inquiries.kind`,
  program: sql<string>`inquiries.program`,
  status: sql<string>`inquiries.status`,
  source: sql<string>`coalesce(inquiries.utm_source, ${DIRECT_SOURCE})`,
} satisfies Record<ChartDimension, unknown>

function labelOf(by: ChartDimension, key: string): string {
  switch (by) {
    case 'kind':
      return KIND_LABELS[key as keyof typeof KIND_LABELS] ?? key
    case 'status':
      return STATUS_LABELS[key as keyof typeof STATUS_LABELS] ?? key
    case 'program':
      return programLabel(key)
    case 'source':
      return key === DIRECT_SOURCE ? 'Direct' : key
  }
}

/**
 * Inquiries per day, week or month (India time) split by one dimension, under the table's filters: one
 * aggregate over the selected rows, grouped by day and key (an index-only scan), then folded into buckets
 * here, so the series' totals add up to the table's count exactly whatever the bucket.
 */
export async function inquiryCharts(
  db: Kysely<Database>,
  input: z.output<typeof inquiryChartsSchema>,
  viewer: Identity,
): Promise<InquiryCharts> {
  const { by, ...filters } = input
  const grouped = applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
    .select([
      'inquiries.created_day as day',
      DIMENSION_COLUMN[by].as('key'),
      (eb) => eb.fn.countAll<number>().as('count'),
    ])
    .groupBy([sql`1`, sql`2`])
  // Dates leave the database as text: a driver would turn them into midnight in the server's zone.
  const rows = await db
    .selectFrom(grouped.as('g'))
    .select([sql<string>`to_char(g.day, 'YYYY-MM-DD')`.as('day'), 'g.key', 'g.count'])
    .execute()
  const days = rows.map((r) => ({ day: r.day, key: r.key, count: Number(r.count) }))
  const bucket = bucketForSpan(spanOf(days, filters))
  const { starts, counts } = foldDays(days, bucket)
  const series: InquiryChartSeries[] = [...counts]
    .map(([key, c]) => ({ key, label: labelOf(by, key), counts: c, total: c.reduce((a, b) => a + b, 0) }))
    .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label))
  return {
    by,
    bucket,
    periods: starts,
    series: foldTail(series, starts.length),
    total: series.reduce((a, s) => a + s.total, 0),
  }
}

/** The filters' range says what the user asked to see; without both ends, the data's own range stands in. */
function spanOf(days: readonly DayCount[], filters: { from?: string; to?: string }): number {
  if (filters.from && filters.to) return daySpan(filters.from, filters.to)
  if (days.length === 0) return 1
  const sorted = days.map((d) => d.day).sort()
  return daySpan(sorted[0], sorted.at(-1)!)
}

function foldTail(series: InquiryChartSeries[], length: number): InquiryChartSeries[] {
  if (series.length <= MAX_SERIES) return series
  const head = series.slice(0, MAX_SERIES - 1)
  const other: InquiryChartSeries = { key: OTHER, label: OTHER, total: 0, counts: new Array<number>(length).fill(0) }
  for (const s of series.slice(MAX_SERIES - 1)) {
    other.total += s.total
    s.counts.forEach((c, i) => (other.counts[i] += c))
  }
  return [...head, other]
}
