import { beforeAll, describe, expect, it } from 'vitest'
import type { NewInquiry } from '../../src/server/db/schema'
import type { InquiryPage } from '../../src/server/inquiries/admin-inquiry-list'
import { INQUIRY_STATUSES, type InquiryStatus } from '../../src/shared/inquiry-options'
import {
  ADMIN_INQUIRY_MESSAGES,
  DIRECT_SOURCE,
  type InquiryFiltersInput,
  type InquiryListInput,
  type InquirySort,
} from '../../src/shared/schemas/admin-inquiries'
import { adminSuite, insertInquiries, walkList } from '../helpers/admin-trpc'
import { refusal } from '../helpers/trpc-client'

const suite = adminSuite('list')

type Fixture = Partial<NewInquiry> & { id: number; created_at: Date }
let rows: Fixture[] = []

const KINDS = ['information', 'enrollment', 'contact'] as const
const PROGRAMS = ['fullstack', 'cloud', 'datascience']
const SOURCES = ['google', 'facebook', null]

beforeAll(async () => {
  const { admin, otherAdmin } = suite
  const specific: Array<Omit<Fixture, 'id'>> = [
    // 01:30 on 1 February in India, though still 31 January in UTC.
    {
      full_name: 'Ravi Kumar',
      email: 'ravi.kumar@acme.co.in',
      phone: '+91 98765 43210',
      kind: 'enrollment',
      status: 'new',
      program: 'cloud',
      utm_source: 'google',
      owner_uid: admin.uid,
      created_at: new Date('2026-01-31T20:00:00Z'),
    },
    // 23:30 on 31 January in India.
    {
      full_name: 'Priya Sharma',
      email: 'priya@acme.com',
      phone: '9123456789',
      kind: 'information',
      status: 'contacted',
      program: 'datascience',
      channel: 'webservice',
      owner_uid: otherAdmin.uid,
      created_at: new Date('2026-01-31T18:00:00Z'),
    },
    // The last instant of 1 February in India, and the first of 2 February.
    { full_name: 'Late Night', status: 'spam', created_at: new Date('2026-02-01T18:29:59.999Z') },
    { full_name: 'Next Morning', status: 'closed', created_at: new Date('2026-02-01T18:30:00Z') },
    // LIKE's wildcards, which a search must take literally.
    { full_name: 'Deepa_Rao', created_at: new Date('2026-01-05T05:00:00Z') },
    { full_name: 'Deepa Rao', created_at: new Date('2026-01-05T05:00:00Z') },
    { full_name: 'Kiran 50% Off', created_at: new Date('2026-01-06T05:00:00Z') },
    { full_name: 'Kiran 500 Offers', created_at: new Date('2026-01-06T05:00:00Z') },
  ]
  // Fifty more, with repeated times and names so that the keyset's tie-break on id is exercised.
  const filler = Array.from({ length: 50 }, (_, i): Omit<Fixture, 'id'> => ({
    full_name: `Lead ${String.fromCharCode(65 + (i % 7))}`,
    kind: KINDS[i % 3],
    status: INQUIRY_STATUSES[i % 6],
    program: PROGRAMS[i % 3],
    channel: i % 4 === 0 ? 'webservice' : 'site',
    utm_source: SOURCES[i % 3],
    owner_uid: i % 5 === 0 ? admin.uid : i % 5 === 1 ? otherAdmin.uid : null,
    created_at: new Date(Date.UTC(2025, 11, 1 + Math.floor(i / 3), 4, 0, 0)),
  }))
  const all = [...specific, ...filler]
  const ids = await insertInquiries(suite.db, all)
  rows = all.map((r, i) => ({ channel: 'site', status: 'new', utm_source: null, owner_uid: null, ...r, id: ids[i] }))
})

// --- An oracle written from the fixtures, independent of the server's SQL.
const indianDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
const searchable = (r: Fixture) =>
  `${r.full_name!.toLowerCase()} ${r.email!.toLowerCase()} ${r.phone!.replace(/\D/g, '')}`

function matches(r: Fixture, f: InquiryFiltersInput, ignoreStatus = false): boolean {
  const owner =
    f.owner === 'me' ? suite.admin.uid : f.owner === 'none' ? null : f.owner === undefined ? undefined : f.owner
  return (
    (!f.kind || r.kind === f.kind) &&
    (ignoreStatus || !f.status || r.status === f.status) &&
    (!f.program || r.program === f.program) &&
    (!f.channel || r.channel === f.channel) &&
    (owner === undefined || r.owner_uid === owner) &&
    (!f.source || (f.source === DIRECT_SOURCE ? r.utm_source === null : r.utm_source === f.source)) &&
    (!f.from || indianDay(r.created_at) >= f.from) &&
    (!f.to || indianDay(r.created_at) <= f.to) &&
    (!f.q || searchable(r).includes(/^[\d\s+()-]+$/.test(f.q) ? f.q.replace(/\D/g, '') : f.q.toLowerCase()))
  )
}

function expectedOrder(f: InquiryFiltersInput, sort: InquirySort = 'newest'): number[] {
  const byTime = (a: Fixture, b: Fixture) => a.created_at.getTime() - b.created_at.getTime() || a.id - b.id
  const byName = (a: Fixture, b: Fixture) =>
    a.full_name! < b.full_name! ? -1 : a.full_name! > b.full_name! ? 1 : a.id - b.id
  const cmp = sort === 'newest' || sort === 'oldest' ? byTime : byName
  const sign = sort === 'newest' || sort === 'name-desc' ? -1 : 1
  return rows
    .filter((r) => matches(r, f))
    .sort((a, b) => sign * cmp(a, b))
    .map((r) => r.id)
}

const idsOf = (pages: InquiryPage[]) => pages.flatMap((p) => p.rows.map((r) => r.id))
const list = (input: InquiryListInput) => suite.api().admin.inquiries.list.query(input)
const counts = (input: InquiryFiltersInput) => suite.api().admin.inquiries.counts.query(input)
const idOf = (name: string) => rows.find((r) => r.full_name === name)!.id

const FILTERS: Array<[string, InquiryFiltersInput]> = [
  ['no filter', {}],
  ['kind', { kind: 'enrollment' }],
  ['status', { status: 'contacted' }],
  ['program', { program: 'cloud' }],
  ['owner me', { owner: 'me' }],
  ['owner none', { owner: 'none' }],
  ['channel', { channel: 'webservice' }],
  ['source', { source: 'google' }],
  ['direct source', { source: DIRECT_SOURCE }],
  ['date range', { from: '2025-12-03', to: '2025-12-09' }],
  ['combined', { kind: 'contact', status: 'qualified', from: '2025-12-01', to: '2026-12-31' }],
]

describe('admin.inquiries.list filters', () => {
  it.each(FILTERS)('%s: every page walked selects exactly the matching rows, newest first', async (_, filters) => {
    const expected = expectedOrder(filters)
    expect(expected.length).toBeGreaterThan(0)
    const pages = await walkList(suite, { ...filters, size: 25 })
    expect(idsOf(pages)).toEqual(expected)
  })

  it('filters by owner uid, and shows the owner by name and e-mail', async () => {
    const { otherAdmin } = suite
    const page = await list({ owner: otherAdmin.uid, size: 100 })
    expect(page.rows.map((r) => r.id)).toEqual(expectedOrder({ owner: otherAdmin.uid }))
    expect(page.rows.every((r) => r.owner?.uid === otherAdmin.uid)).toBe(true)
    const priya = page.rows.find((r) => r.fullName === 'Priya Sharma')!
    expect(priya).toEqual({
      id: idOf('Priya Sharma'),
      kind: 'information',
      status: 'contacted',
      fullName: 'Priya Sharma',
      email: 'priya@acme.com',
      phone: '9123456789',
      program: 'datascience',
      channel: 'webservice',
      source: null,
      utmSource: null,
      owner: { uid: otherAdmin.uid, email: otherAdmin.email, name: otherAdmin.name },
      createdAt: '2026-01-31T18:00:00.000Z',
      openedAt: null,
      // Stored directly, not through the intake: no deadline, no contact logged, no follow-up.
      firstContactDueAt: null,
      firstContactedAt: null,
      followUpAt: null,
      // Stored directly, so not marked a repeat by the intake: counted as the only one of this person.
      personInquiries: 1,
    })
  })

  it('takes dates as days in India', async () => {
    const first = await list({ from: '2026-02-01', to: '2026-02-01' })
    expect(first.rows.map((r) => r.fullName)).toEqual(['Late Night', 'Ravi Kumar'])
    const jan31 = await list({ from: '2026-01-31', to: '2026-01-31' })
    expect(jan31.rows.map((r) => r.fullName)).toEqual(['Priya Sharma'])
    const from = await list({ from: '2026-02-02' })
    expect(from.rows.map((r) => r.fullName)).toEqual(['Next Morning'])
  })

  it('refuses a date range that ends before it starts', async () => {
    const res = await refusal(list({ from: '2026-02-02', to: '2026-02-01' }))
    expect(res.status).toBe(400)
    expect(res.fieldErrors?.to).toBe(ADMIN_INQUIRY_MESSAGES.dateRange)
  })
})

describe('admin.inquiries.list search', () => {
  const SEARCHES: Array<[string, string[]]> = [
    ['ravi.k', ['Ravi Kumar']],
    ['@acme', ['Ravi Kumar', 'Priya Sharma']],
    ['98765', ['Ravi Kumar']],
    ['+91 98765', ['Ravi Kumar']],
    ['RAVI KUM', ['Ravi Kumar']],
    ['priya SHAR', ['Priya Sharma']],
    ['a_r', ['Deepa_Rao']],
    ['50%', ['Kiran 50% Off']],
    ['zzzzzz', []],
  ]

  it.each(SEARCHES)('"%s" finds %j', async (q, names) => {
    const page = await list({ q, size: 100 })
    expect(page.rows.map((r) => r.fullName).sort()).toEqual([...names].sort())
    expect((await counts({ q })).total).toBe(names.length)
  })

  it('refuses a search shorter than three characters', async () => {
    const res = await refusal(list({ q: ' ra ' }))
    expect(res.status).toBe(400)
    expect(res.fieldErrors?.q).toBe(ADMIN_INQUIRY_MESSAGES.search)
    expect((await refusal(counts({ q: 'ra' }))).status).toBe(400)
  })
})

describe('admin.inquiries.list sorts and pages', () => {
  it.each(['newest', 'oldest', 'name-asc', 'name-desc'] as const)(
    '%s: walking forward visits every row once, in order, and walking back gives the same pages',
    async (sort) => {
      const forward = await walkList(suite, { sort, size: 25 })
      expect(forward.map((p) => p.rows.length)).toEqual([25, 25, 8])
      expect(idsOf(forward)).toEqual(expectedOrder({}, sort))
      expect(forward[0].prevCursor).toBeNull()
      expect(forward.at(-1)!.nextCursor).toBeNull()

      const back: InquiryPage[] = [forward.at(-1)!]
      while (back[0].prevCursor) back.unshift(await list({ sort, size: 25, before: back[0].prevCursor }))
      expect(back.map((p) => p.rows.map((r) => r.id))).toEqual(forward.map((p) => p.rows.map((r) => r.id)))
      expect(back[0].prevCursor).toBeNull()
    },
  )

  it('gives the last page directly, and pages back from it to the first row', async () => {
    const order = expectedOrder({})
    const last = await list({ last: true, size: 25 })
    expect(last.rows.map((r) => r.id)).toEqual(order.slice(-25))
    expect(last.nextCursor).toBeNull()
    const pages = [last]
    while (pages[0].prevCursor) pages.unshift(await list({ size: 25, before: pages[0].prevCursor }))
    expect(idsOf(pages)).toEqual(order)
  })

  it('keeps filters while paging: a filtered walk with size 25 equals one page of 100', async () => {
    const filters = { owner: 'none', sort: 'name-asc' } as const
    const walked = idsOf(await walkList(suite, { ...filters, size: 25 }))
    expect(walked).toEqual((await list({ ...filters, size: 100 })).rows.map((r) => r.id))
    expect(walked.length).toBeGreaterThan(25)
  })

  it('answers 400 with the cursor message to a tampered or foreign cursor', async () => {
    const first = await list({ size: 25 })
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url')
    const nameCursor = (await list({ size: 25, sort: 'name-asc' })).nextCursor!
    const bad = [
      'not-a-cursor',
      first.nextCursor!.slice(0, -3),
      nameCursor,
      forged(['newest', '2026-01-01T00:00:00Z', -4]),
      // A key the JavaScript date parser accepts but the database does not.
      forged(['newest', '1', 5]),
    ]
    const answers = await Promise.all(bad.map((after) => refusal(list({ size: 25, after }))))
    expect(answers.map((res) => [res.status, res.message])).toEqual(bad.map(() => [400, ADMIN_INQUIRY_MESSAGES.cursor]))
  })
})

describe('admin.inquiries.counts', () => {
  it.each(FILTERS)('%s: total is what the list walk yields, byStatus ignores the status filter', async (_, filters) => {
    const c = await counts(filters)
    expect(c.total).toBe(idsOf(await walkList(suite, { ...filters, size: 100 })).length)
    const byStatus = Object.fromEntries(
      INQUIRY_STATUSES.map((s) => [s, rows.filter((r) => matches(r, filters, true) && r.status === s).length]),
    ) as Record<InquiryStatus, number>
    expect(c.byStatus).toEqual(byStatus)
    if (filters.status) expect(c.total).toBe(byStatus[filters.status])
  })
})
