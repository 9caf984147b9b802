import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { parse as parseCsv } from 'csv-parse/sync'
import { adminSuite, insertInquiries, listen, signInPerson, streamClient, type Person } from '../helpers/admin-trpc'
import { apiClient, refusal } from '../helpers/trpc-client'
import { pruneAccessLog } from '../../src/server/access/access-log-store'
import { ConfigError, loadConfig } from '../../src/server/config'
import { TEAM_MESSAGES } from '../../src/shared/schemas/admin'
import type { Role } from '../../src/shared/permissions'

// The access log (docs/decisions/0022): each read of personal data leaves exactly one entry naming who
// (uid and role), what and which inquiries by id, and never a name, an e-mail or a phone; owners read it,
// filter it, page it and take it as CSV; it outlives an erasure and is pruned after ACCESS_LOG_MONTHS.

const suite = adminSuite('access-log')
const members = {} as Record<Exclude<Role, 'owner'>, Person>
let base: string
let zubin: number[]
let others: number[]

/** The leads' names, e-mails and phones (and the phones' digits): none may appear in the log. */
const LEADS = [
  { full_name: 'Zubin Kotwal', email: 'zubin.kotwal@example.in', phone: '+91 98111 22334' },
  { full_name: 'Zubin Kotwal', email: 'zubin.k@mail.example', phone: '98111 22334' },
  { full_name: 'Farah Merchant', email: 'farah.merchant@example.in', phone: '+91 97222 33445' },
]
const PERSONAL = LEADS.flatMap((l) => [l.full_name, l.email, l.phone, l.phone.replace(/\D/g, '').slice(-10)])

beforeAll(async () => {
  for (const role of ['manager', 'counsellor', 'marketing'] as const) {
    members[role] = await signInPerson(suite.app, `${role}.access-log@team.example`, `Logged ${role}`)
    await suite.api().admin.users.setRole.mutate({ email: members[role].email, role })
  }
  const ids = await insertInquiries(suite.db, [
    // The same person twice (a shared mobile), unassigned; another person, the manager's.
    { ...LEADS[0], created_at: new Date('2026-01-05T06:00:00Z'), follow_up_at: new Date(Date.now() - 3_600_000) },
    { ...LEADS[1], created_at: new Date('2026-01-06T06:00:00Z') },
    { ...LEADS[2], created_at: new Date('2026-01-07T06:00:00Z') },
  ])
  zubin = ids.slice(0, 2)
  others = ids.slice(2)
  await suite.db.updateTable('inquiries').set({ owner_uid: members.manager.uid }).where('id', 'in', others).execute()
  base = await listen(suite.app)
  // Two entries from months ago, on each side of an India day's midnight (18:30 UTC), appended back then.
  await suite.db
    .insertInto('access_log')
    .values([backdated('2026-03-10T18:29:00Z'), backdated('2026-03-10T18:31:00Z')])
    .execute()
})

/** A manager's look at the manager's lead at `at`, as the app appended it then. */
const backdated = (at: string) => ({
  at: new Date(at),
  actor_uid: members.manager.uid,
  actor_role: 'manager' as const,
  action: 'inquiry.view' as const,
  inquiry_ids: [others[0]],
})

const api = (person: Person = suite.admin) => apiClient(suite.app, person.token)
const numerically = (x: number, y: number) => x - y

/** The log's rows appended while `run` ran, oldest first, as stored. */
async function logged(run: () => Promise<unknown>) {
  const last = await suite.db
    .selectFrom('access_log')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  await run()
  return suite.db
    .selectFrom('access_log')
    .selectAll()
    .where('id', '>', last?.id ?? '0')
    .orderBy('id')
    .execute()
}

/** Exactly one entry, holding no personal data whatsoever (nor the words searched for). */
function one(rows: Awaited<ReturnType<typeof logged>>, ...searched: string[]) {
  expect(rows).toHaveLength(1)
  const text = JSON.stringify(rows[0]).toLowerCase()
  for (const value of [...PERSONAL, ...searched]) expect(text).not.toContain(value.toLowerCase())
  return rows[0]
}

describe('each read of personal data', () => {
  it('leaves one entry for a list, with its filters, the ids shown and a search kept only as searched', async () => {
    const rows = await logged(() => api(members.manager).admin.inquiries.list.query({ q: 'Zubin', sort: 'oldest' }))
    expect(one(rows, 'zubin')).toMatchObject({
      actor_uid: members.manager.uid,
      actor_role: 'manager',
      action: 'inquiry.list',
      inquiry_ids: zubin,
      row_count: 2,
      detail: { sort: 'oldest', searched: true },
    })
    const byPhone = await logged(() => api().admin.inquiries.list.query({ q: '98111 22334', status: 'new' }))
    expect(one(byPhone, '98111')).toMatchObject({ actor_role: 'owner', detail: { status: 'new', searched: true } })
  })

  it("leaves one entry for a detail, a person's other inquiries, My day and each quick action", async () => {
    const { counsellor } = members
    const view = one(await logged(() => api(counsellor).admin.inquiries.byId.query({ id: zubin[0] })))
    expect(view).toMatchObject({ actor_uid: counsellor.uid, actor_role: 'counsellor', action: 'inquiry.view' })
    expect(view.inquiry_ids).toEqual([zubin[0]])

    const related = one(await logged(() => api(counsellor).admin.inquiries.related.query({ id: zubin[0] })))
    expect(related).toMatchObject({ action: 'inquiry.related', inquiry_ids: [zubin[0], zubin[1]] })

    // My day lists one's own follow-ups: Zubin's first inquiry's, overdue, once the counsellor takes it.
    await api(counsellor).admin.inquiries.assign.mutate({ id: zubin[0], ownerUid: counsellor.uid })
    const day = one(await logged(() => api(counsellor).admin.inquiries.myDay.query()))
    expect(day).toMatchObject({ action: 'inquiry.list', inquiry_ids: [zubin[0]], detail: { view: 'my-day' } })

    for (const channel of ['call', 'whatsapp', 'email'] as const) {
      const used = () => api(counsellor).admin.inquiries.contactUsed.mutate({ id: zubin[0], channel })
      expect(one(await logged(used))).toMatchObject({ action: `contact.${channel}`, inquiry_ids: [zubin[0]] })
    }
  })

  it('leaves one entry for a CSV export when it ends, with its row count and filters', async () => {
    const rows = await logged(async () => {
      let count = 0
      for await (const chunk of await streamClient(base, members.manager.token).admin.inquiries.export.query({
        q: 'kotwal',
      }))
        count += chunk.rows
      expect(count).toBe(2)
    })
    expect(one(rows, 'kotwal')).toMatchObject({
      actor_role: 'manager',
      action: 'inquiry.export',
      inquiry_ids: [],
      row_count: 2,
      detail: { sort: 'newest', searched: true },
    })
  })

  it("leaves one entry for a person's data exported and marked do not contact", async () => {
    const exported = one(await logged(() => api().admin.privacy.export.mutate({ phone: '9811122334' })))
    expect(exported).toMatchObject({ action: 'person.export', actor_role: 'owner' })
    expect(exported.inquiry_ids.sort(numerically)).toEqual(zubin)
    const marked = () => api().admin.privacy.setDoNotContact.mutate({ inquiryId: others[0], value: true })
    expect(one(await logged(marked))).toMatchObject({ action: 'person.do-not-contact', inquiry_ids: [others[0]] })
  })

  it('leaves none for counts, charts, arrivals and the other numbers', async () => {
    const rows = await logged(async () => {
      const owner = api()
      await owner.admin.inquiries.counts.query({})
      await owner.admin.inquiries.charts.query({ by: 'status' })
      await owner.admin.inquiries.arrivals.query({ afterId: 0 })
      await owner.admin.inquiries.overdueCount.query()
      await owner.admin.inquiries.speedToContact.query({ from: '2026-01-01' })
      await owner.admin.reports.funnel.query({ from: '2026-01-01', to: '2026-01-31', by: 'owner' })
      await api(members.marketing).admin.inquiries.charts.query({ by: 'program' })
    })
    expect(rows).toEqual([])
  })

  it('leaves none for a refused call', async () => {
    const rows = await logged(async () => {
      await refusal(api(members.marketing).admin.inquiries.list.query({}))
      await refusal(api(members.marketing).admin.inquiries.byId.query({ id: zubin[1] }))
      await refusal(api(members.counsellor).admin.inquiries.byId.query({ id: others[0] })) // the manager's: 404
      await refusal(api(members.counsellor).admin.inquiries.contactUsed.mutate({ id: others[0], channel: 'call' }))
      await refusal(api(members.manager).admin.privacy.export.mutate({ email: LEADS[2].email }))
      await refusal(api(suite.member).admin.inquiries.list.query({}))
      await refusal(apiClient(suite.app).admin.inquiries.byId.query({ id: zubin[1] }))
    })
    expect(rows).toEqual([])
  })
})

describe('reading the log', () => {
  let all: Awaited<ReturnType<typeof logged>>
  beforeAll(async () => {
    all = await suite.db.selectFrom('access_log').selectAll().orderBy('id', 'desc').execute()
  })
  const list = (input: Parameters<ReturnType<typeof api>['admin']['accessLog']['list']['query']>[0]) =>
    api().admin.accessLog.list.query(input)
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => String(r.id))

  it('filters by member, inquiry, action and India days, newest first', async () => {
    const byActor = await list({ actorUid: members.counsellor.uid })
    expect(ids(byActor.items)).toEqual(ids(all.filter((e) => e.actor_uid === members.counsellor.uid)))
    expect(byActor.items[0]).toMatchObject({ actorRole: 'counsellor', actorEmail: members.counsellor.email })

    const byInquiry = await list({ inquiryId: zubin[1] })
    expect(ids(byInquiry.items)).toEqual(ids(all.filter((e) => e.inquiry_ids.includes(zubin[1]))))
    expect(byInquiry.items.length).toBeGreaterThan(0)

    const byAction = await list({ action: 'inquiry.related' })
    expect(byAction.items.map((e) => e.action)).toEqual(['inquiry.related'])

    // 18:29 UTC is 23:59 on the 10th in India; 18:31 UTC is already the 11th.
    const tenth = await list({ from: '2026-03-10', to: '2026-03-10' })
    const eleventh = await list({ from: '2026-03-11', to: '2026-03-11' })
    expect([tenth.items.map((e) => e.at), eleventh.items.map((e) => e.at)]).toEqual([
      ['2026-03-10T18:29:00.000Z'],
      ['2026-03-10T18:31:00.000Z'],
    ])
    expect((await list({ from: '2026-03-12' })).items.length).toBe(all.length - 2)
  })

  it('pages with a cursor through every entry once', async () => {
    const seen: string[] = []
    let cursor: string | undefined
    do {
      const page = await list({ size: 3, cursor })
      expect(page.items.length).toBeLessThanOrEqual(3)
      seen.push(...ids(page.items))
      cursor = page.nextCursor ?? undefined
    } while (cursor)
    expect(seen).toEqual(ids(all))
  })

  it('gives an auditor the same entries as CSV, with a header', async () => {
    let text = ''
    let rows = 0
    for await (const chunk of await streamClient(base, suite.admin.token).admin.accessLog.csv.query({
      actorUid: members.manager.uid,
    })) {
      text += chunk.csv
      rows += chunk.rows
    }
    const [header, ...lines] = parseCsv(text.replace(/^\uFEFF/, '')) as string[][]
    expect(header).toEqual([
      'When (IST)',
      'Member',
      'Member e-mail',
      'Member UID',
      'Role',
      'Action',
      'Inquiry IDs',
      'Rows',
      'Filters',
    ])
    const expected = all.filter((e) => e.actor_uid === members.manager.uid)
    expect([lines.length, rows]).toEqual([expected.length, expected.length])
    expect(lines.at(-1)).toEqual([
      '2026-03-10 23:59:00',
      'Logged manager',
      members.manager.email,
      members.manager.uid,
      'Manager',
      'Opened an inquiry',
      String(others[0]),
      '',
      '',
    ])
  })

  it("shows an inquiry's last 20 entries to owners, and refuses managers", async () => {
    for (let i = 0; i < 22; i++) await api(members.counsellor).admin.inquiries.byId.query({ id: zubin[1] })
    const looked = await api().admin.inquiries.accessLog.query({ id: zubin[1] })
    const expected = await list({ inquiryId: zubin[1], size: 20 })
    expect(looked.length).toBe(20)
    expect(looked.every((e) => e.action === 'inquiry.view' && e.actorUid === members.counsellor.uid)).toBe(true)
    expect(ids(looked)).toEqual(ids(expected.items))
    const refused = await refusal(api(members.manager).admin.inquiries.accessLog.query({ id: zubin[1] }))
    expect([refused.status, refused.message]).toEqual([403, TEAM_MESSAGES.roleForbids])
  })
})

describe('keeping the log', () => {
  it("keeps an erased person's inquiry ids, and logs the erasure by id", async () => {
    const before = await suite.db.selectFrom('access_log').select(['id', 'inquiry_ids']).execute()
    const erase = one(await logged(() => api().admin.privacy.erase.mutate({ phone: '9811122334' })))
    expect([erase.action, erase.inquiry_ids.sort(numerically)]).toEqual(['person.erase', zubin])
    expect(
      await suite.db.selectFrom('access_log').select(['id', 'inquiry_ids']).where('id', '<', erase.id).execute(),
    ).toEqual(before)
    expect((await api().admin.accessLog.list.query({ inquiryId: zubin[0] })).items.length).toBeGreaterThan(5)
  })

  it('prunes entries older than ACCESS_LOG_MONTHS, and keeps the rest', async () => {
    // Only the entries below, each side of a year and of two years before `now`.
    await sql`delete from access_log`.execute(suite.db)
    const now = new Date('2027-06-15T12:00:00Z')
    const times = ['2025-06-15T11:59:00Z', '2026-06-15T11:59:00Z', '2026-06-15T12:01:00Z', '2027-06-15T11:00:00Z']
    await suite.db.insertInto('access_log').values(times.map(backdated)).execute()
    const left = async () =>
      (await suite.db.selectFrom('access_log').select('at').orderBy('at').execute()).map((r) => r.at.toISOString())
    expect(await pruneAccessLog(suite.db, 24, now)).toBe(1)
    expect(await pruneAccessLog(suite.db, 12, now)).toBe(1)
    expect(await pruneAccessLog(suite.db, 12, now)).toBe(0)
    expect(await left()).toEqual(['2026-06-15T12:01:00.000Z', '2027-06-15T11:00:00.000Z'])
  })

  it('keeps a year at least: ACCESS_LOG_MONTHS defaults to 12 and refuses less', () => {
    expect(loadConfig({}).privacy.accessLogMonths).toBe(12)
    expect(loadConfig({ ACCESS_LOG_MONTHS: '36' }).privacy.accessLogMonths).toBe(36)
    const issuesOf = (months: string) => {
      try {
        loadConfig({ ACCESS_LOG_MONTHS: months })
      } catch (err) {
        if (err instanceof ConfigError) return err.issues
        throw err
      }
      return []
    }
    expect(issuesOf('11')).toEqual(['ACCESS_LOG_MONTHS: must be at least 12 months'])
    expect(issuesOf('0')).toEqual(['ACCESS_LOG_MONTHS: must be at least 12 months'])
    expect(issuesOf('a year')).toEqual(['ACCESS_LOG_MONTHS: must be a whole number of months, e.g. 12'])
  })
})
