import { sql, type Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'
import { guardDatabase } from '../db/errors'
import {
  DIRECT_SOURCE,
  KIND_LABELS,
  STATUS_LABELS,
  type ChartDimension,
  type inquiryChartsSchema,
} from '../../shared/schemas/admin-inquiries'
import { programLabel } from '../../shared/program-labels'
import type { InquiryCharts, InquiryChartSeries } from './admin-inquiry-types'
import { applyInquiryFilters } from './inquiry-filters'

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

/** Every day from `first` to `last` inclusive, as YYYY-MM-DD. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = []
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= Date.parse(`${last}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10))
  }
  return days
}

/**
 * Inquiries per day (India time) split by one dimension, under the table's filters: one aggregate over the
 * selected rows, grouped by day and key, so the series' totals add up to the table's count exactly.
 */
export function inquiryCharts(
  db: Kysely<Database>,
  input: z.output<typeof inquiryChartsSchema>,
  viewer: Identity,
): Promise<InquiryCharts> {
  const { by, ...filters } = input
  return guardDatabase(async () => {
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
    if (rows.length === 0) return { by, days: [], series: [], total: 0 }

    const seen = rows.map((r) => r.day).sort()
    const days = daysBetween(seen[0], seen.at(-1)!)
    const index = new Map(days.map((d, i) => [d, i]))
    const byKey = new Map<string, number[]>()
    for (const r of rows) {
      const counts = byKey.get(r.key) ?? byKey.set(r.key, new Array<number>(days.length).fill(0)).get(r.key)!
      counts[index.get(r.day)!] += Number(r.count)
    }
    const series: InquiryChartSeries[] = [...byKey]
      .map(([key, counts]) => ({ key, label: labelOf(by, key), counts, total: counts.reduce((a, b) => a + b, 0) }))
      .sort((a, b) => b.total - a.total || a.label.localeCompare(b.label))
    return { by, days, series: foldTail(series, days.length), total: series.reduce((a, s) => a + s.total, 0) }
  })
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
