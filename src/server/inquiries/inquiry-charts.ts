import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import {
  CHANNEL_LABELS,
  DIRECT_SOURCE,
  KIND_LABELS,
  STATUS_LABELS,
  type ChartDimension,
  type InquiryChannel,
  type inquiryChartsSchema,
} from '../../shared/schemas/admin-inquiries'
import { programLabel } from '../../shared/program-labels'
import { applyInquiryFilters } from './inquiry-filters'
import { bucketForSpan, daySpan, foldDays, type ChartBucket, type DayCount } from './chart-buckets'
import { cubeFor, type Dimension, type Grain } from '../rollups/cubes'
import {
  addDays,
  cover,
  periodStart,
  rollupFilter,
  rollupRows,
  type DayRange,
  type Segment,
} from '../rollups/rollup-read'
import { rollupsReady } from '../rollups/rollup-backfill'

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
  // In the aggregate index beside the others: still an index-only scan.
  channel: sql<string>`inquiries.channel`,
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
    case 'channel':
      return CHANNEL_LABELS[key as InquiryChannel] ?? key
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
  viewer: Member,
): Promise<InquiryCharts> {
  const fast = await chartFromRollups(db, input, viewer)
  return chartOf(input.by, fast ?? (await chartFromRows(db, input, viewer)))
}

/** The chart from its counts per day (or bucket) and key: buckets, series largest first, "Other". */
export function chartOf(by: ChartDimension, { days, bucket }: ChartDays): InquiryCharts {
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

export interface ChartDays {
  /** Counts per day (or per bucket, dated by its first day) and key; either folds into the same buckets. */
  days: DayCount[]
  bucket: ChartBucket
}

/** Per day and key from the rows themselves: the recount every fast answer is held to. */
export async function chartFromRows(
  db: Kysely<Database>,
  input: z.output<typeof inquiryChartsSchema>,
  viewer: Member,
): Promise<ChartDays> {
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
  return { days, bucket: bucketForSpan(spanOf(days, filters)) }
}

/** The chart's dimension as a cube's column, and the key the rows path gives it. */
const CUBE_KEY = {
  kind: { dimension: 'kind', key: sql<string>`kind` },
  program: { dimension: 'program', key: sql<string>`program` },
  status: { dimension: 'status', key: sql<string>`status` },
  source: { dimension: 'utm_source', key: sql<string>`coalesce(utm_source, ${DIRECT_SOURCE})` },
  channel: { dimension: 'channel', key: sql<string>`channel` },
} satisfies Record<ChartDimension, { dimension: Dimension; key: unknown }>

/**
 * The same from the smallest rollup cube holding the filters' and the chart's dimensions
 * (docs/decisions/0025): the bucket's own periods inside the range, days at its ragged ends, and the deltas
 * not yet in the cube. Without both ends of the range, the first and last days with data decide the bucket,
 * as on the rows: the months with any, then the days of the first and last of them. Null when a filter is
 * not a cube's to answer ("late" included: its charts read the rows), or the rollups are still being filled.
 */
async function chartFromRollups(
  db: Kysely<Database>,
  input: z.output<typeof inquiryChartsSchema>,
  viewer: Member,
): Promise<ChartDays | null> {
  const { by, ...filters } = input
  const plan = rollupFilter(filters, viewer)
  if (!plan || plan.late || !(await rollupsReady(db))) return null
  const cube = cubeFor(new Set([...plan.needed, CUBE_KEY[by].dimension]))
  const columns = [...new Set([CUBE_KEY[by].dimension, 'n'])]
  const periodsWithData = async (segments: Segment[], range: DayRange, bucket: Grain) => {
    const { rows } = await sql<{ period: string }>`
      select to_char(period, 'YYYY-MM-DD') as period from ${rollupRows(cube, segments, range, plan.where, ['n'], bucket)}
      group by period having sum(n) > 0 order by period`.execute(db)
    return rows.map((r) => r.period)
  }
  let range: DayRange = { from: filters.from, to: filters.to }
  if (!(filters.from && filters.to)) {
    const months = await periodsWithData(cover(range, 'm'), range, 'm')
    if (months.length === 0) return { days: [], bucket: 'day' }
    const edge = (month: string): DayRange => {
      const end = addDays(periodStart(addDays(month, 31), 'm'), -1)
      return {
        from: filters.from && filters.from > month ? filters.from : month,
        to: filters.to && filters.to < end ? filters.to : end,
      }
    }
    const first = await periodsWithData([{ grain: 'd', ...edge(months[0]) }], edge(months[0]), 'd')
    const last = await periodsWithData([{ grain: 'd', ...edge(months.at(-1)!) }], edge(months.at(-1)!), 'd')
    range = { from: first[0], to: last.at(-1) }
  }
  const bucket = bucketForSpan(daySpan(range.from!, range.to!))
  const grain = GRAIN_OF[bucket]
  const { rows } = await sql<{ day: string; key: string; count: number }>`
    select to_char(period, 'YYYY-MM-DD') as day, ${CUBE_KEY[by].key} as key, sum(n)::int as count
    from ${rollupRows(cube, cover(range, grain), range, plan.where, columns, grain)}
    group by 1, 2 having sum(n) <> 0`.execute(db)
  return { days: rows.map((r) => ({ day: r.day, key: r.key, count: Number(r.count) })), bucket }
}

const GRAIN_OF: Record<ChartBucket, Grain> = { day: 'd', week: 'w', month: 'm' }

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
