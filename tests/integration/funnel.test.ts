import { describe, expect, it } from 'vitest'
import type { Funnel, FunnelInput, FunnelRow } from '../../src/shared/schemas/reports'
import { REPORT_MESSAGES } from '../../src/shared/schemas/reports'
import { ADMIN_INQUIRY_MESSAGES } from '../../src/shared/schemas/admin-inquiries'
import { parse as parseCsv } from 'csv-parse/sync'
import type { InquiryStatus } from '../../src/shared/inquiry-options'
import { adminSuite, insertInquiries } from '../helpers/admin-trpc'
import { refusal } from '../helpers/trpc-client'

// The funnel against a hand count over a seeded set: what each lead ever reached, through the real status
// changes (so Contacted -> Closed still counts as contacted), and medians of known times.
const suite = adminSuite('funnel')

const HOUR = 3_600_000
const RANGE = { from: '2021-03-01', to: '2021-03-31' }
const funnel = (input: FunnelInput, token?: string) => suite.api(token).admin.reports.funnel.query(input)
const setStatus = (id: number, status: InquiryStatus) => suite.api().admin.inquiries.setStatus.mutate({ id, status })

/** A lead that arrived at `at` (10:00 IST on a March day) with its stages reached these hours later. */
function lead(day: number, source: string | null, hours: { contact?: number; qualified?: number; enrolled?: number }) {
  const created = Date.UTC(2021, 2, day, 4, 30)
  const at = (h: number | undefined) => (h === undefined ? null : new Date(created + h * HOUR))
  return {
    created_at: new Date(created),
    utm_source: source,
    utm_campaign: source ? `${source}-spring` : null,
    status: hours.enrolled !== undefined ? 'enrolled' : hours.qualified !== undefined ? 'qualified' : 'new',
    first_contacted_at: at(hours.contact),
    reached_contacted_at: at(hours.contact),
    reached_qualified_at: at(hours.qualified),
    reached_enrolled_at: at(hours.enrolled),
  } as const
}

const pick = (f: Funnel, key: string) => f.rows.find((r) => r.key === key)
const numbers = (r: FunnelRow | undefined) =>
  r && [
    r.inquiries,
    r.contacted,
    r.qualified,
    r.enrolled,
    r.conversion,
    r.medianDaysToEnrol,
    r.medianHoursToFirstContact,
  ]

describe('admin.reports.funnel', () => {
  it('counts what each lead ever reached and the medians, per source and in total, against a hand count', async () => {
    const [, contactedThenClosed, , , , spam, , , outside] = await insertInquiries(suite.db, [
      lead(1, 'google', {}),
      lead(1, 'google', {}),
      lead(2, 'google', { contact: 2, qualified: 24, enrolled: 240 }),
      lead(3, 'google', { contact: 4, qualified: 48, enrolled: 480 }),
      lead(4, 'instagram', { contact: 6, qualified: 48 }),
      lead(5, 'instagram', {}),
      lead(6, 'instagram', {}),
      lead(7, null, {}),
      lead(15, 'google', { contact: 1, qualified: 2, enrolled: 3 }),
    ])
    // Through the back office, as an admin works: one lead reached Contacted and was then closed; one
    // was marked spam (a first contact for the desk, no stage of the funnel).
    await setStatus(contactedThenClosed, 'contacted')
    await setStatus(contactedThenClosed, 'closed')
    await setStatus(spam, 'spam')
    // Arrived after the range's last day.
    await suite.db
      .updateTable('inquiries')
      .set({ created_at: new Date(Date.UTC(2021, 3, 1, 4, 30)) })
      .where('id', '=', outside)
      .execute()
    const f = await funnel({ ...RANGE, by: 'source' })
    expect(f.rows.map((r) => [r.key, r.label])).toEqual([
      ['google', 'google'],
      ['instagram', 'instagram'],
      ['(direct)', 'Direct'],
    ])
    // inquiries, contacted, qualified, enrolled, conversion %, median days to enrol, median hours to first contact
    // google: the closed lead was contacted months after it arrived (now), so its hours are far the most.
    expect(numbers(pick(f, 'google'))).toEqual([4, 3, 2, 2, 50, 15, 4])
    expect(numbers(pick(f, 'instagram'))).toEqual([3, 1, 1, 0, 0, null, expect.any(Number)])
    // Instagram's first contacts: 6 hours, and the spam marked now (years after): the median is their mean.
    expect(pick(f, 'instagram')!.medianHoursToFirstContact).toBeGreaterThan(1000)
    expect(numbers(pick(f, '(direct)'))).toEqual([1, 0, 0, 0, 0, null, null])
    expect(f.total).toMatchObject({
      key: 'total',
      label: 'Total',
      inquiries: 8,
      contacted: 4,
      qualified: 3,
      enrolled: 2,
    })
    expect(f.total.conversion).toBe(25)
    expect(f.total.medianDaysToEnrol).toBe(15)
    // 2, 4, 6 and two contacts made now: the middle one is 6 hours.
    expect(f.total.medianHoursToFirstContact).toBe(6)
    expect(f.omitted).toBe(0)

    const byCampaign = await funnel({ ...RANGE, by: 'campaign' })
    expect(byCampaign.rows.map((r) => [r.label, r.inquiries])).toEqual([
      ['google-spring', 4],
      ['instagram-spring', 3],
      ['No campaign', 1],
    ])
    expect(byCampaign.total.inquiries).toBe(8)
  })

  it('groups by owner with their names, and by program with its title', async () => {
    const [mine] = await insertInquiries(suite.db, [
      { ...lead(20, 'owners', { contact: 1 }), owner_uid: suite.otherAdmin.uid },
      { ...lead(20, 'owners', {}), owner_uid: null },
    ])
    const range = { from: '2021-03-20', to: '2021-03-20' }
    const byOwner = await funnel({ ...range, by: 'owner' })
    expect(byOwner.rows.map((r) => [r.label, r.inquiries, r.contacted]).sort()).toEqual([
      ['Unassigned', 1, 0],
      ['Vikram Admin', 1, 1],
    ])
    expect(mine).toBeGreaterThan(0)
    const byProgram = await funnel({ ...range, by: 'program' })
    expect(byProgram.rows.map((r) => [r.key, r.label])).toEqual([['fullstack', expect.stringContaining('Full Stack')]])
  })

  it('offers the same table as a formula-safe CSV', async () => {
    await insertInquiries(suite.db, [lead(25, '=HYPERLINK("http://x")', { contact: 3, qualified: 4, enrolled: 24 })])
    const range = { from: '2021-03-25', to: '2021-03-25', by: 'source' } as const
    const { filename, csv } = await suite.api().admin.reports.funnelCsv.query(range)
    expect(filename).toBe('funnel-by-source-2021-03-25-to-2021-03-25.csv')
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(parseCsv(csv.slice(1))).toEqual([
      [
        'Source',
        'Inquiries',
        'Contacted',
        'Qualified',
        'Enrolled',
        'Conversion to enrolled (%)',
        'Median days to enrol',
        'Median hours to first contact',
      ],
      ['\'=HYPERLINK("http://x")', '1', '1', '1', '1', '100', '1', '3'],
      ['Total', '1', '1', '1', '1', '100', '1', '3'],
    ])
  })

  it('refuses an unknown grouping, a reversed range and a day that is not one; members get 403', async () => {
    // Raw: a grouping outside the list, which the typed client would not let a caller write.
    const unknown = await suite.call('admin.reports.funnel', 'query', { ...RANGE, by: 'country' })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error?.message).toContain(REPORT_MESSAGES.by)
    const reversed = await refusal(funnel({ from: '2021-03-31', to: '2021-03-01', by: 'source' }))
    expect(reversed.status).toBe(400)
    expect(reversed.message).toContain(ADMIN_INQUIRY_MESSAGES.dateRange)
    const notADay = await refusal(funnel({ from: '2021-13-01', to: '2021-03-01', by: 'source' }))
    expect(notADay.status).toBe(400)
    expect((await refusal(funnel({ ...RANGE, by: 'source' }, suite.member.token))).status).toBe(403)
  })
})
