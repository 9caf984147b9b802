import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { TRPCClientError } from '@trpc/client'
import type { AppRouter } from '../../src/server/trpc/app-router'
import {
  CHART_DIMENSIONS,
  type InquiryChartsInput,
  type InquiryExportInput,
  type InquiryFiltersInput,
} from '../../src/shared/schemas/admin-inquiries'
import { parse as parseCsv } from 'csv-parse/sync'
import { adminSuite, insertInquiries, listen, streamClient, walkList } from '../helpers/admin-trpc'

const suite = adminSuite('export')
const BULK = 5_200
let base: string

beforeAll(async () => {
  // More rows than one export batch (5,000), two to each arrival time, so batches meet on ties.
  await sql`
    insert into inquiries (kind, status, full_name, email, phone, program, channel, utm_source, created_at)
    select (array['information', 'enrollment', 'contact'])[1 + g % 3],
           (array['new', 'contacted', 'qualified', 'enrolled', 'closed', 'spam'])[1 + g % 6],
           'Bulk Lead ' || g, 'bulk' || g || '@example.in', '+91 9' || lpad(g::text, 9, '0'),
           (array['fullstack', 'cloud', 'datascience', 'mobile'])[1 + g % 4],
           case when g % 5 = 0 then 'webservice' else 'site' end,
           (array['google', 'facebook', null])[1 + (g / 3) % 3],
           timestamptz '2025-06-01T00:00:00Z' + (g / 2) * interval '37 minutes'
    from generate_series(1, ${BULK}) g`.execute(suite.db)
  base = await listen(suite.app)
})

const counts = (input: InquiryFiltersInput) => suite.api().admin.inquiries.counts.query(input)
const charts = (input: InquiryChartsInput) => suite.api().admin.inquiries.charts.query(input)

/** Consumes the streamed export as the back office does, over HTTP with httpBatchStreamLink. */
async function exportCsv(input: InquiryExportInput, token = suite.admin.token) {
  const chunks: Array<{ csv: string; rows: number }> = []
  for await (const chunk of await streamClient(base, token).admin.inquiries.export.query(input)) chunks.push(chunk)
  return chunks
}

function csvRows(chunks: Array<{ csv: string }>) {
  const text = chunks.map((c) => c.csv).join('')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = parseCsv(text.slice(1))
  return { header, rows }
}

describe('admin.inquiries.charts', () => {
  const FILTERS: InquiryFiltersInput[] = [
    {},
    { kind: 'contact', status: 'spam' },
    { from: '2025-06-10', to: '2025-06-20', source: '(direct)' },
  ]

  it.each(CHART_DIMENSIONS.flatMap((by) => FILTERS.map((f) => [by, f] as const)))(
    'by %s under %j: the series add up to the count, day by day to the list',
    async (by, filters) => {
      const chart = await charts({ ...filters, by })
      const count = await counts(filters)
      expect(chart.by).toBe(by)
      // The bulk spans some 67 days, under the 90 that turn days into weeks.
      expect(chart.bucket).toBe('day')
      expect(chart.total).toBe(count.total)
      expect(chart.series.reduce((sum, s) => sum + s.total, 0)).toBe(count.total)
      for (const s of chart.series) {
        expect(s.counts).toHaveLength(chart.periods.length)
        expect(s.counts.reduce((a, b) => a + b, 0)).toBe(s.total)
      }
      // Per India day, the chart's columns count the rows the table lists.
      const perDay = new Map<string, number>()
      for (const page of await walkList(suite, { ...filters, size: 100 })) {
        for (const r of page.rows) {
          const day = new Date(Date.parse(r.createdAt) + 330 * 60_000).toISOString().slice(0, 10)
          perDay.set(day, (perDay.get(day) ?? 0) + 1)
        }
      }
      const columns = chart.periods.map((_, i) => chart.series.reduce((sum, s) => sum + s.counts[i], 0))
      expect(columns).toEqual(chart.periods.map((d) => perDay.get(d) ?? 0))
      if (by === 'status' && filters.status) expect(chart.series.map((s) => s.key)).toEqual([filters.status])
    },
  )

  it('lists every day of the range with zeros filled, labels the keys, folds beyond eight into Other', async () => {
    const programs = ['p01', 'p02', 'p03', 'p04', 'p05', 'p06', 'p07', 'p08', 'p09', 'p10']
    await insertInquiries(suite.db, [
      // 1 and 5 March 2027 in India; nothing on the three days between.
      ...programs.map((program, i) => ({
        program,
        created_at: new Date(`2027-02-28T${String(19 + (i % 4)).padStart(2, '0')}:00:00Z`),
      })),
      { program: 'p01', utm_source: null, created_at: new Date('2027-03-05T10:00:00Z') },
      {
        program: 'cloud',
        kind: 'contact' as const,
        utm_source: 'newsletter',
        created_at: new Date('2027-03-05T12:00:00Z'),
      },
    ])
    const range = { from: '2027-03-01', to: '2027-03-05' }
    const byProgram = await charts({ ...range, by: 'program' })
    expect(byProgram.bucket).toBe('day')
    expect(byProgram.periods).toEqual(['2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05'])
    expect(byProgram.total).toBe(12)
    expect(byProgram.series).toHaveLength(8)
    expect(byProgram.series[0]).toEqual({ key: 'p01', label: 'p01', total: 2, counts: [1, 0, 0, 0, 1] })
    const other = byProgram.series.at(-1)!
    expect(other).toMatchObject({ key: 'Other', label: 'Other', total: 4 })
    expect(byProgram.series.find((s) => s.key === 'cloud')).toMatchObject({ label: 'Cloud Computing and DevOps' })

    const bySource = await charts({ ...range, by: 'source' })
    expect(bySource.series.map((s) => [s.key, s.label, s.total])).toEqual([
      ['(direct)', 'Direct', 11],
      ['newsletter', 'newsletter', 1],
    ])
    const byKind = await charts({ ...range, by: 'kind' })
    expect(byKind.series.map((s) => [s.label, s.counts])).toEqual([
      ['Information', [10, 0, 0, 0, 1]],
      ['Contact', [0, 0, 0, 0, 1]],
    ])
    expect(await charts({ from: '2030-01-01', by: 'kind' })).toEqual({
      by: 'kind',
      bucket: 'day',
      periods: [],
      series: [],
      total: 0,
    })
  })
})

describe('admin.inquiries.export', () => {
  it('streams over HTTP: BOM and header first, then every row the list walk gives, in its order, across batches', async () => {
    const chunks = await exportCsv({})
    expect(chunks[0].rows).toBe(0)
    expect(chunks[0].csv.startsWith('\uFEFFID,Received (IST),Kind,Status,Name,E-mail,Phone,Program,')).toBe(true)
    const { header, rows } = csvRows(chunks)
    // 24 columns (the source of a lead added by hand or imported among them), then the desk's four: first
    // contact due and done, the open follow-up and its note.
    expect(header).toHaveLength(28)
    expect(rows.every((r) => r.length === header.length)).toBe(true)
    const listed = (await walkList(suite, { size: 100 })).flatMap((p) => p.rows.map((r) => String(r.id)))
    expect(listed.length).toBeGreaterThan(5_000)
    expect(rows.map((r) => r[0])).toEqual(listed)
    expect(chunks.slice(1).map((c) => c.rows)).toEqual([5_000, listed.length - 5_000])
  })

  it.each<InquiryExportInput>([
    { kind: 'contact', source: 'google', sort: 'oldest' },
    { status: 'spam', channel: 'webservice', sort: 'name-desc' },
    { q: 'bulk lead 12', sort: 'name-asc' },
    { from: '2025-06-10', to: '2025-06-12', program: 'cloud' },
  ])('exports exactly the filtered list, in its order: %j', async (input) => {
    const { rows } = csvRows(await exportCsv(input))
    const listed = (await walkList(suite, { ...input, size: 100 })).flatMap((p) => p.rows.map((r) => String(r.id)))
    expect(listed.length).toBeGreaterThan(0)
    expect(rows.map((r) => r[0])).toEqual(listed)
  })

  it('writes labels and India times, neutralises formulas, and keeps commas, quotes and newlines', async () => {
    const message = 'Hello, "team"\nSecond line, with a comma'
    const names = ['=HYPERLINK("x")', '+cmd', '-1+2', '@SUM(1)']
    await insertInquiries(
      suite.db,
      names.map((full_name, i) => ({
        full_name,
        email: `formula${i}@example.in`,
        phone: '9876501234',
        kind: 'contact' as const,
        program: 'cloud',
        message,
        utm_source: 'formula-test',
        owner_uid: suite.otherAdmin.uid,
        created_at: new Date(`2028-01-0${i + 1}T20:00:00Z`),
      })),
    )
    const { header, rows } = csvRows(await exportCsv({ source: 'formula-test', sort: 'oldest' }))
    const cell = (row: string[], name: string) => row[header.indexOf(name)]
    expect(rows.map((r) => cell(r, 'Name'))).toEqual(names.map((n) => `'${n}`))
    expect(rows.map((r) => cell(r, 'Message'))).toEqual(names.map(() => message))
    expect(cell(rows[0], 'Received (IST)')).toBe('2028-01-02 01:30:00')
    expect(cell(rows[0], 'Kind')).toBe('Contact')
    expect(cell(rows[0], 'Status')).toBe('New')
    // A contact message's program column holds its subject, as the person wrote it (here the word 'cloud').
    expect(cell(rows[0], 'Program')).toBe('cloud')
    expect(cell(rows[0], 'Owner')).toBe(suite.otherAdmin.name)
    expect(cell(rows[0], 'Owner e-mail')).toBe(suite.otherAdmin.email)
    expect(cell(rows[0], 'Channel')).toBe('Website')
    expect(cell(rows[0], 'First opened (IST)')).toBe('')
  })

  it('refuses the stream to a caller without a token (401) and to a non-admin (403)', async () => {
    for (const [token, status] of [
      ['', 401],
      [suite.member.token, 403],
    ] as const) {
      const error = await exportCsv({}, token).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).toBeInstanceOf(TRPCClientError)
      expect((error as TRPCClientError<AppRouter>).data?.httpStatus).toBe(status)
    }
  })
})
