import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { ChartBucket } from '../../src/server/inquiries/chart-buckets'
import type { InquiryCharts } from '../../src/server/inquiries/inquiry-charts'
import type { InquiryChartsInput, InquiryFiltersInput } from '../../src/shared/schemas/admin-inquiries'
import { adminSuite } from '../helpers/admin-trpc'

const suite = adminSuite('buckets')

/**
 * Each spread sits under its own UTM source, so a chart filtered on it sees nothing else. `every` is the
 * step between arrivals, from 09:00 India time on `start`.
 */
const SPREADS = {
  twoYears: { start: '2024-01-01', rows: 3_000, every: '21000 seconds' }, // to Tue 2025-12-30: 730 days
  hundredDays: { start: '2026-01-05', rows: 397, every: '6 hours' }, // to 2026-04-14: 100 days
  thirtyDays: { start: '2026-06-01', rows: 300, every: '140 minutes' }, // to 2026-06-30: 30 days
  threeYears: { start: '2020-03-15', rows: 1_200, every: '22 hours' }, // to 2023-03-19: 1,100 days
} as const
type Spread = keyof typeof SPREADS

beforeAll(async () => {
  for (const [source, s] of Object.entries(SPREADS)) {
    await sql`
      insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, created_at)
      select (array['information', 'enrollment', 'contact'])[1 + g % 3],
             (array['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'])[1 + g % 6],
             'Spread Lead ' || g, ${source} || g || '@example.in', '+91 8' || lpad(g::text, 9, '0'),
             (array['fullstack', 'cloud', 'datascience', 'mobile'])[1 + g % 4], 'site', ${source},
             (${s.start} || 'T09:00:00+05:30')::timestamptz + g * ${s.every}::interval
      from generate_series(0, ${s.rows - 1}) g`.execute(suite.db)
  }
})

const charts = (input: InquiryChartsInput) => suite.api().admin.inquiries.charts.query(input)
const counts = (input: InquiryFiltersInput) => suite.api().admin.inquiries.counts.query(input)

/** An oracle apart from the code under test: PostgreSQL's own weeks (ISO, from Monday) and months. */
async function perBucket(source: Spread, bucket: ChartBucket): Promise<Map<string, number>> {
  const { rows } = await sql<{ start: string; n: string }>`
    select to_char(date_trunc(${bucket}, created_day::timestamp), 'YYYY-MM-DD') as start, count(*) as n
    from inquiries where utm_source = ${source} group by 1`.execute(suite.db)
  return new Map(rows.map((r) => [r.start, Number(r.n)]))
}

const columns = (chart: InquiryCharts) =>
  chart.periods.map((_, i) => chart.series.reduce((sum, s) => sum + s.counts[i], 0))

const dayStep = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000

describe('admin.inquiries.charts buckets', () => {
  it.each<[Spread, ChartBucket, number]>([
    ['twoYears', 'week', 105],
    ['hundredDays', 'week', 15],
    ['thirtyDays', 'day', 30],
    ['threeYears', 'month', 37],
  ])('%s: by %s, %i bars, the totals equal the count bucket by bucket', async (source, bucket, bars) => {
    const chart = await charts({ source, by: 'status' })
    const count = await counts({ source })
    expect(count.total).toBe(SPREADS[source].rows)
    expect(chart.bucket).toBe(bucket)
    expect(chart.periods).toHaveLength(bars)
    // What a chart some 800 pixels wide still draws as bars rather than a block.
    expect(chart.periods.length).toBeLessThanOrEqual(110)
    expect(chart.total).toBe(count.total)
    expect(chart.series.reduce((sum, s) => sum + s.total, 0)).toBe(count.total)
    for (const s of chart.series) {
      expect(s.counts).toHaveLength(chart.periods.length)
      expect(s.counts.reduce((a, b) => a + b, 0)).toBe(s.total)
    }
    const expected = await perBucket(source, bucket)
    expect(columns(chart)).toEqual(chart.periods.map((p) => expected.get(p) ?? 0))
    expect([...expected.keys()].every((start) => chart.periods.includes(start))).toBe(true)
  })

  it('labels weeks by their Monday and months by their 1st, every one in turn, the empty ones too', async () => {
    const weeks = (await charts({ source: 'twoYears', by: 'kind' })).periods
    expect(weeks[0]).toBe('2024-01-01') // a Monday
    expect(weeks.at(-1)).toBe('2025-12-29') // partial: its Monday and Tuesday
    expect(weeks.every((w) => new Date(`${w}T00:00:00Z`).getUTCDay() === 1)).toBe(true)
    expect(weeks.slice(1).every((w, i) => dayStep(weeks[i], w) === 7)).toBe(true)

    const months = (await charts({ source: 'threeYears', by: 'kind' })).periods
    expect(months[0]).toBe('2020-03-01')
    expect(months.at(-1)).toBe('2023-03-01')
    expect(months.every((m) => m.endsWith('-01'))).toBe(true)
  })

  it('reads the span from the filters when both ends are given, else from the data', async () => {
    // 29 days of data inside a 200-day range asked for: the range decides, weeks.
    const wide = await charts({ source: 'thirtyDays', from: '2026-03-01', to: '2026-09-16', by: 'kind' })
    expect(wide.bucket).toBe('week')
    expect(wide.periods[0]).toBe('2026-06-01')
    expect(columns(wide).reduce((a, b) => a + b, 0)).toBe(SPREADS.thirtyDays.rows)
    // 40 days asked for out of the hundred: days.
    const narrow = await charts({ source: 'hundredDays', from: '2026-02-01', to: '2026-03-12', by: 'kind' })
    expect(narrow.bucket).toBe('day')
    expect(narrow.total).toBe((await counts({ source: 'hundredDays', from: '2026-02-01', to: '2026-03-12' })).total)
    // One end only: the data's span (100 days) decides.
    expect((await charts({ source: 'hundredDays', from: '2025-01-01', by: 'kind' })).bucket).toBe('week')
    // Nothing selected in a long range: still the range's bucket, and no bars.
    expect(await charts({ source: 'none', from: '2020-01-01', to: '2026-01-01', by: 'kind' })).toEqual({
      by: 'kind',
      bucket: 'month',
      periods: [],
      series: [],
      total: 0,
    })
  })
})
