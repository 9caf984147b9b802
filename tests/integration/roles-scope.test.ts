import { beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'kysely'
import { adminSuite, signInPerson, trpc, type Person } from '../helpers/admin-trpc'
import { refusal, type Api } from '../helpers/trpc-client'
import {
  DAYS,
  endOfIndianToday,
  generatedFilters,
  generatedInquiries,
  scopeOracle,
  storeInquiries,
  type Owner,
} from '../helpers/counsellor-scope'
import { ADMIN_INQUIRY_MESSAGES, CHART_DIMENSIONS, INQUIRY_SORTS } from '../../src/shared/schemas/admin-inquiries'
import { TEAM_MESSAGES } from '../../src/shared/schemas/admin'

// A counsellor's scope as a property: for random inquiries owned by counsellor A, counsellor B or nobody,
// and random filters, everything A reads (the table's pages, its counts, the charts, speed to contact, the
// funnel, My day, a lead's related inquiries and detail) holds exactly A's own and the unassigned ones
// under the filters, as plain SQL written in the helper says, and nothing of B's; and no change of A's
// reaches B's leads.

const suite = adminSuite('roles-scope')
let a: Person
let b: Person
let api: Api
const counsellors = () => ({ a: a.uid, b: b.uid })
let expected: ReturnType<typeof scopeOracle>

beforeAll(async () => {
  a = await signInPerson(suite.app, 'anita.roles-scope@team.example', 'Anita Counsellor')
  b = await signInPerson(suite.app, 'bala.roles-scope@team.example', 'Bala Counsellor')
  for (const p of [a, b]) await suite.api().admin.users.setRole.mutate({ email: p.email, role: 'counsellor' })
  api = suite.api(a.token)
  expected = scopeOracle(suite.db, a.uid)
})

const RUNS = Number(process.env.SCOPE_RUNS ?? 15)
const TIMEOUT = 30_000 + RUNS * 2_000
const byId = (x: number, y: number) => x - y

describe("a counsellor's reads", () => {
  it(
    "hold exactly their own and unassigned inquiries under the filters, and nothing of another counsellor's",
    async () => {
      const property = fc.asyncProperty(
        generatedInquiries,
        generatedFilters(counsellors),
        fc.constantFrom(...INQUIRY_SORTS),
        fc.constantFrom(...CHART_DIMENSIONS),
        fc.nat(),
        async (rows, f, sort, by, pick) => {
          await storeInquiries(suite.db, rows, counsellors())
          const ids = await expected.ids(f)
          const answers: unknown[] = []

          // Every page of the table; each row's count of the person's inquiries holds only those A may see.
          const listed = []
          for (let after: string | undefined, pages = 0; ; pages++) {
            expect(pages).toBeLessThan(5)
            const page = await api.admin.inquiries.list.query({ ...f, sort, size: 25, after })
            answers.push(page)
            listed.push(...page.rows)
            if (!page.nextCursor) break
            after = page.nextCursor
          }
          expect(listed.map((r) => r.id).sort(byId)).toEqual(ids)
          const personCounts = await expected.personCounts()
          expect(listed.map((r) => [r.id, r.personInquiries])).toEqual(
            listed.map((r) => [r.id, personCounts.get(r.id)]),
          )

          const counts = await api.admin.inquiries.counts.query(f)
          expect(counts).toEqual({ byStatus: await expected.byStatus(f), total: ids.length, atLeast: false })
          const charts = await api.admin.inquiries.charts.query({ ...f, by })
          expect(charts.total).toBe(ids.length)
          expect(charts.series.reduce((n, s) => n + s.total, 0)).toBe(ids.length)
          const speed = await api.admin.inquiries.speedToContact.query({ ...f, from: f.from ?? DAYS[0] })
          expect(speed.total.inquiries).toBe(ids.length)
          answers.push(counts, charts, speed)

          const everything = await expected.ids({})
          expect(await api.admin.inquiries.arrivals.query({ afterId: 0 })).toMatchObject({ count: everything.length })
          const funnel = await api.admin.reports.funnel.query({ from: DAYS[0], to: DAYS.at(-1)!, by: 'owner' })
          expect(funnel.total.inquiries).toBe(everything.length)
          answers.push(funnel)

          // My day: each list's total is A's (or nobody's, for the unassigned late) under its filters.
          const day = await api.admin.inquiries.myDay.query()
          const mine = sql`i.owner_uid = ${a.uid}`
          const late = sql`i.first_contacted_at is null and i.first_contact_due_at < now()`
          expect([day.overdue, day.today, day.upcoming, day.late, day.unassignedLate].map((l) => l.total)).toEqual([
            await expected.count(sql`${mine} and i.follow_up_at < now()`),
            await expected.count(sql`${mine} and i.follow_up_at >= now() and i.follow_up_at < ${endOfIndianToday}`),
            await expected.count(sql`${mine} and i.follow_up_at >= ${endOfIndianToday}`),
            await expected.count(sql`${mine} and ${late}`),
            await expected.count(sql`i.owner_uid is null and ${late}`),
          ])
          expect(await api.admin.inquiries.overdueCount.query()).toEqual({ count: day.overdue.total })
          answers.push(day)

          // A lead A may see: its related inquiries are the same person's that A may see, as its count says.
          if (everything.length) {
            const id = everything[pick % everything.length]
            const related = await api.admin.inquiries.related.query({ id })
            const others = await expected.related(id)
            expect([related.items.map((r) => r.id).sort(byId), related.total]).toEqual([others, others.length])
            const detail = await api.admin.inquiries.byId.query({ id })
            expect(detail.personInquiries).toBe(others.length + 1)
            answers.push(related, detail)
          }

          // Nothing A was answered names B: no row, owner, chart key or funnel group of theirs.
          expect(JSON.stringify(answers)).not.toContain(b.uid)
        },
      )
      await fc.assert(property, { numRuns: RUNS })
    },
    TIMEOUT,
  )
})

/** A change a counsellor makes on one lead; the working ones take an unassigned lead first. */
const CHANGES = {
  setStatus: {
    takes: true,
    gone: 404,
    call: (id: number) => api.admin.inquiries.setStatus.mutate({ id, status: 'qualified' }),
  },
  addNote: {
    takes: true,
    gone: 404,
    call: (id: number) => api.admin.inquiries.addNote.mutate({ id, body: 'Called back.' }),
  },
  // The desk's forms are told of a gone lead with a 400 beside the control that sent it.
  logContact: {
    takes: true,
    gone: 400,
    call: (id: number) => api.admin.inquiries.logContact.mutate({ id, channel: 'call', outcome: 'no-answer' }),
  },
  setFollowUp: {
    takes: true,
    gone: 400,
    call: (id: number) =>
      api.admin.inquiries.setFollowUp.mutate({ id, dueAt: new Date(Date.now() + 86_400_000).toISOString() }),
  },
  open: { takes: false, gone: 404, call: (id: number) => api.admin.inquiries.open.mutate({ id }) },
  contactUsed: {
    takes: false,
    gone: 404,
    call: (id: number) => api.admin.inquiries.contactUsed.mutate({ id, channel: 'email' }),
  },
  takeForSelf: {
    takes: true,
    gone: 404,
    call: (id: number) => api.admin.inquiries.assign.mutate({ id, ownerUid: a.uid }),
  },
}

/** The inquiry as stored, its history and the access log's length: what a refused change leaves alone. */
async function snapshot(id: number) {
  const row = await suite.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const { rows } = await sql<{ events: number; log: number }>`select
    (select count(*)::int from inquiry_events where inquiry_id = ${id}) as events,
    (select count(*)::int from access_log) as log`.execute(suite.db)
  return { row, ...rows[0] }
}

describe("a counsellor's changes", () => {
  it(
    "reach their own and unassigned leads: a colleague's reads as not found and stays as it was",
    async () => {
      const property = fc.asyncProperty(
        generatedInquiries,
        fc.nat(),
        fc.constantFrom(...(Object.keys(CHANGES) as Array<keyof typeof CHANGES>)),
        async (rows, pick, name) => {
          const ids = await storeInquiries(suite.db, rows, counsellors())
          const owned = (owner: Owner) => ids.filter((_, i) => rows[i].owner === owner)
          const change = CHANGES[name]

          // Bulk changes and the export are for owners and managers, whatever the ids.
          const bulk = await refusal(api.admin.inquiries.bulkUpdate.mutate({ ids, change: { status: 'closed' } }))
          expect([bulk.status, bulk.message]).toEqual([403, TEAM_MESSAGES.roleForbids])
          // Raw: the typed client streams only over a socket (httpBatchStreamLink); the refusal comes first anyway.
          const exported = await trpc(suite.app, 'admin.inquiries.export', 'query', { token: a.token, input: {} })
          expect([exported.status, exported.body.error?.message]).toEqual([403, TEAM_MESSAGES.roleForbids])

          const ofB = owned('B')
          if (ofB.length) {
            const id = ofB[pick % ofB.length]
            const before = await snapshot(id)
            for (const [call, status] of [
              [() => api.admin.inquiries.byId.query({ id }), 404],
              [() => api.admin.inquiries.related.query({ id }), 404],
              [() => change.call(id), change.gone],
            ] as const) {
              const refused = await refusal(call())
              expect([refused.status, refused.message]).toEqual([status, ADMIN_INQUIRY_MESSAGES.notFound])
            }
            expect(await snapshot(id)).toEqual(before)
          }

          const unassigned = owned(null)
          if (unassigned.length) {
            const id = unassigned[pick % unassigned.length]
            const toB = await refusal(api.admin.inquiries.assign.mutate({ id, ownerUid: b.uid }))
            expect([toB.status, toB.message]).toEqual([403, ADMIN_INQUIRY_MESSAGES.takeOnly])
            await change.call(id)
            const { row } = await snapshot(id)
            expect(row.owner_uid).toBe(change.takes ? a.uid : null)
            if (name === 'setStatus') expect(row.status).toBe('qualified')
          }

          const ofA = owned('A')
          if (ofA.length) {
            const id = ofA[pick % ofA.length]
            for (const ownerUid of [null, b.uid]) {
              const away = await refusal(api.admin.inquiries.assign.mutate({ id, ownerUid }))
              expect([away.status, away.message]).toEqual([403, ADMIN_INQUIRY_MESSAGES.takeOnly])
            }
            expect((await snapshot(id)).row.owner_uid).toBe(a.uid)
          }
        },
      )
      await fc.assert(property, { numRuns: RUNS })
    },
    TIMEOUT,
  )
})
