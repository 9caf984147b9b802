import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import pg from 'pg'
import { Migrator, sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { testMember } from '../helpers/fixtures'
import type { NewInquiry } from '../../src/server/db/schema'
import { InquiryIntake } from '../../src/server/inquiries/inquiry-intake'
import { bulkUpdateInquiries, setInquiryStatus, assignInquiry } from '../../src/server/inquiries/inquiry-triage'
import { logInquiryContact } from '../../src/server/inquiries/inquiry-contact'
import { anonymiseInquiries } from '../../src/server/privacy/erasure'
import { runRetention } from '../../src/server/privacy/retention'
import { countFromRows, countInquiries } from '../../src/server/inquiries/admin-inquiry-list'
import { chartFromRows, chartOf, inquiryCharts } from '../../src/server/inquiries/inquiry-charts'
import { funnelFromRows, funnelReport } from '../../src/server/reports/funnel'
import { speedToContact, speedToContactFromRows } from '../../src/server/inquiries/speed-to-contact'
import { compactRollups } from '../../src/server/rollups/rollup-compactor'
import { backfillRollups, rollupsReady, ROLLUP_BACKFILL } from '../../src/server/rollups/rollup-backfill'
import { ALL_CUBES } from '../../src/server/rollups/cubes'
import { migrations } from '../../src/server/db/migrator'
import { cubesBefore } from '../helpers/earlier-cubes'
import { INQUIRY_KINDS, INQUIRY_STATUSES } from '../../src/shared/inquiry-options'
import {
  CHART_DIMENSIONS,
  inquiryChartsSchema,
  inquiryFiltersSchema,
  type InquiryFiltersInput,
} from '../../src/shared/schemas/admin-inquiries'
import { FUNNEL_GROUPS, funnelSchema } from '../../src/shared/schemas/reports'

// The rollups against a full recount (docs/decisions/0025): after random writes through the real code paths
// (the intake, status and owner changes single and bulk, contacts, erasure, retention, a revert's deletes,
// and direct updates as a backfill or an import makes them), with the deltas moved into the cubes at random
// moments, every count, chart and funnel the rollups answer equals the rows' own, for random filters of the
// table, for an owner and for a counsellor.

let tdb: TestDatabase
const HOUR = 3_600_000
const DAY = 24 * HOUR

const member = testMember
const OWNER = member('rollups-owner', 'owner')
const A = member('rollups-a', 'counsellor')
const B = member('rollups-b', 'counsellor')
const MEMBERS = [OWNER, A, B]

beforeAll(async () => {
  tdb = await createTestDatabase()
  await tdb.handle.db
    .insertInto('users')
    .values(MEMBERS.map((m) => ({ uid: m.uid, email: m.email, display_name: m.name, phone_number: '', role: m.role })))
    .execute()
})
afterAll(async () => {
  await tdb?.dispose()
})

const PEOPLE = [
  { full_name: 'Asha Patel', email: 'asha@example.in', phone: '+91 98250 12345' },
  { full_name: 'Rohan Mehta', email: 'rohan@example.in', phone: '+91 98240 67890' },
  { full_name: 'Priya Shah', email: 'priya@example.in', phone: '+91 79400 05678' },
  { full_name: 'Kiran Rao', email: 'kiran@example.in', phone: '' },
]
const PROGRAMS = ['fullstack', 'data', 'cloud']
const SOURCES = [null, 'google', '(direct)']
/** Arrivals over about 80 days before now: months, weeks and days all have ragged ends. */
const ARRIVAL = fc.integer({ min: 0, max: 80 * 24 }).map((h) => Date.now() - h * HOUR)

const arrival = fc.record({
  person: fc.nat(PEOPLE.length - 1),
  kind: fc.constantFrom(...INQUIRY_KINDS),
  program: fc.constantFrom(...PROGRAMS),
  source: fc.constantFrom(...SOURCES),
  campaign: fc.constantFrom(null, 'spring'),
  channel: fc.constantFrom('site' as const, 'webservice' as const, 'import' as const),
  at: ARRIVAL,
})

const operation = fc.oneof(
  {
    arbitrary: fc.array(arrival, { minLength: 1, maxLength: 4 }).map((rows) => ({ op: 'intake' as const, rows })),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('status' as const),
      pick: fc.nat(),
      status: fc.constantFrom(...INQUIRY_STATUSES),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('assign' as const),
      pick: fc.nat(),
      to: fc.constantFrom(null, OWNER.uid, A.uid, B.uid),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('bulk' as const),
      picks: fc.array(fc.nat(), { minLength: 1, maxLength: 5 }),
      change: fc.oneof(
        fc.record({ status: fc.constantFrom(...INQUIRY_STATUSES) }),
        fc.record({ ownerUid: fc.constantFrom(null, A.uid, B.uid) }),
      ),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ op: fc.constant('contact' as const), pick: fc.nat() }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('erase' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('retention' as const) }), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant('delete' as const), picks: fc.array(fc.nat(), { maxLength: 3 }) }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('move' as const),
      pick: fc.nat(),
      at: ARRIVAL,
      due: fc.constantFrom(-2, 2, null),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ op: 'compact' as const }), weight: 2 },
)

const filters: fc.Arbitrary<InquiryFiltersInput> = fc
  .record(
    {
      kind: fc.constantFrom(...INQUIRY_KINDS),
      status: fc.constantFrom(...INQUIRY_STATUSES),
      program: fc.constantFrom(...PROGRAMS),
      channel: fc.constantFrom('site' as const, 'webservice' as const, 'import' as const),
      owner: fc.constantFrom('me', 'none', A.uid, B.uid),
      source: fc.constantFrom('google', '(direct)'),
      dates: fc.tuple(fc.integer({ min: 0, max: 90 }), fc.integer({ min: 0, max: 90 })),
      from: fc.integer({ min: 0, max: 90 }),
      to: fc.integer({ min: 0, max: 90 }),
      repeat: fc.constant(true as const),
      firstContact: fc.constantFrom('late' as const, 'due' as const, 'done' as const),
    },
    { requiredKeys: [] },
  )
  .map(({ dates, from, to, ...rest }) => {
    const day = (ago: number) => new Date(Date.now() + 5.5 * HOUR - ago * DAY).toISOString().slice(0, 10)
    return {
      ...rest,
      ...(dates && { from: day(Math.max(...dates)), to: day(Math.min(...dates)) }),
      // One end alone, open on the other.
      ...(!dates && from !== undefined && { from: day(from) }),
      ...(!dates && from === undefined && to !== undefined && { to: day(to) }),
    }
  })

const db = () => tdb.handle.db
const ids = async () => (await db().selectFrom('inquiries').select('id').orderBy('id').execute()).map((r) => r.id)
const chosen = (all: number[], pick: number) => all[pick % all.length]

async function apply(intake: InquiryIntake, op: Op): Promise<void> {
  const all = await ids()
  switch (op.op) {
    case 'intake':
      await Promise.all(
        op.rows.map((r) => {
          const row: NewInquiry = {
            ...PEOPLE[r.person],
            kind: r.kind,
            program: r.program,
            utm_source: r.source,
            utm_campaign: r.campaign,
            channel: r.channel,
            created_at: new Date(r.at),
          }
          return intake.store(row, { alerts: false })
        }),
      )
      return
    case 'compact':
      await compactRollups(db())
      return
    case 'retention':
      await runRetention(db(), { months: 2 })
      return
  }
  if (all.length === 0) return
  const actor = OWNER
  switch (op.op) {
    case 'status':
      await setInquiryStatus(db(), chosen(all, op.pick), op.status, actor)
      return
    case 'assign':
      await assignInquiry(db(), chosen(all, op.pick), op.to, actor)
      return
    case 'bulk':
      await bulkUpdateInquiries(db(), { ids: op.picks.map((p) => chosen(all, p)), change: op.change }, actor)
      return
    case 'contact':
      await logInquiryContact(
        db(),
        { id: chosen(all, op.pick), channel: 'call', outcome: 'reached', note: undefined },
        actor,
      )
      return
    case 'erase': {
      const id = chosen(all, op.pick)
      await db()
        .transaction()
        .execute((trx) => anonymiseInquiries(trx, sql`i.id = ${id}`, { mentionsOf: null }))
      return
    }
    case 'delete': {
      const gone = op.picks.map((p) => chosen(all, p))
      if (gone.length) {
        await db().deleteFrom('inquiry_events').where('inquiry_id', 'in', gone).execute()
        await db().deleteFrom('mail_outbox').where('inquiry_id', 'in', gone).execute()
        await db().deleteFrom('live_events').where('inquiry_id', 'in', gone).execute()
        await db().deleteFrom('inquiries').where('id', 'in', gone).execute()
      }
      return
    }
    case 'move':
      await db()
        .updateTable('inquiries')
        .set({
          created_at: new Date(op.at),
          first_contact_due_at: op.due === null ? null : new Date(Date.now() + op.due * HOUR),
        })
        .where('id', '=', chosen(all, op.pick))
        .execute()
      return
  }
}
type Op = typeof operation extends fc.Arbitrary<infer T> ? T : never

/** An empty table, then thirty information requests through the intake (which it answers). */
async function thirtyInquiries(): Promise<InquiryIntake> {
  await sql`truncate inquiries restart identity cascade`.execute(db())
  const intake = new InquiryIntake(db())
  for (let i = 0; i < 30; i++) {
    await intake.store(
      { ...PEOPLE[i % PEOPLE.length], kind: 'information', program: PROGRAMS[i % 3], channel: 'site' },
      { alerts: false },
    )
  }
  return intake
}

/** Every answer the rollups give equals the rows' own, for these filters and each member. */
async function expectSameAnswers(f: InquiryFiltersInput): Promise<void> {
  const parsed = inquiryFiltersSchema.parse(f)
  const { status: _status, ...others } = parsed
  for (const viewer of [OWNER, A]) {
    const counts = await countInquiries(db(), parsed, viewer)
    const rows = await countFromRows(db(), others, viewer)
    expect(counts.byStatus).toEqual(Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, rows.get(s) ?? 0])))
    for (const by of CHART_DIMENSIONS) {
      const input = inquiryChartsSchema.parse({ ...f, by })
      expect(await inquiryCharts(db(), input, viewer)).toEqual(chartOf(by, await chartFromRows(db(), input, viewer)))
    }
    // Speed to contact over the table's filters, and over all time (its default is the last weeks alone).
    for (const speed of [parsed, { ...parsed, from: parsed.from ?? day(100) }]) {
      expect(await speedToContact(db(), speed, viewer)).toEqual(await speedToContactFromRows(db(), speed, viewer))
    }
  }
}

/** The funnel from the cubes equals the rows' own, line by line with its medians, for each member. */
async function expectSameFunnels(from: string, to: string): Promise<void> {
  for (const viewer of [OWNER, A]) {
    for (const by of FUNNEL_GROUPS) {
      const input = funnelSchema.parse({ by, from, to })
      expect(await funnelReport(db(), input, viewer)).toEqual(await funnelFromRows(db(), input, viewer))
    }
  }
}

const day = (ago: number) => new Date(Date.now() + 5.5 * HOUR - ago * DAY).toISOString().slice(0, 10)

describe('rollups', () => {
  it('the migration made a cube table for every cube the readers know, with their columns', async () => {
    for (const cube of ALL_CUBES) {
      const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns
        where table_name = ${cube.table} order by ordinal_position`.execute(db())
      expect(rows.map((r) => r.column_name)).toEqual(['grain', 'period', ...cube.dimensions, ...cube.measures])
    }
  })

  it('after random writes through the real code paths, every fast answer equals a recount from the rows', async () => {
    const intake = new InquiryIntake(db())
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 1, maxLength: 25 }),
        fc.array(filters, { minLength: 3, maxLength: 6 }),
        async (ops, checks) => {
          await sql`truncate inquiries restart identity cascade`.execute(db())
          await sql`truncate inquiry_rollup_deltas`.execute(db())
          for (const cube of ALL_CUBES) await sql`truncate ${sql.table(cube.table)}`.execute(db())
          for (const op of ops) await apply(intake, op)
          expect(await rollupsReady(db())).toBe(true)
          // Ranges that start inside a week and a month, and span whole ones, besides the random filters.
          for (const f of [{}, { from: day(75) }, { from: day(45), to: day(2) }, ...checks]) await expectSameAnswers(f)
          await expectSameFunnels(day(90), day(0))
          await expectSameFunnels(day(40), day(3))
        },
      ),
      { numRuns: 12 },
    )
  }, 600_000)

  it('the narrow cubes start from what the wide ones held, and keep up with the deltas from then on', async () => {
    await sql`truncate inquiries restart identity cascade`.execute(db())
    const intake = new InquiryIntake(db())
    const store = (i: number) =>
      intake.store(
        {
          ...PEOPLE[i % PEOPLE.length],
          kind: INQUIRY_KINDS[i % INQUIRY_KINDS.length],
          program: PROGRAMS[i % 3],
          utm_source: SOURCES[i % 3],
          channel: 'site',
        },
        { alerts: false },
      )
    for (let i = 0; i < 12; i++) await store(i)
    await assignInquiry(db(), (await ids())[0], A.uid, OWNER)
    await compactRollups(db())
    // As a database from before the narrow cubes: their migration undone, a few writes left as deltas.
    const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } })
    const names = Object.keys(migrations).sort()
    const narrow = names.findIndex((n) => n.endsWith('narrow-rollups'))
    expect((await migrator.migrateTo(names[narrow - 1])).error).toBeUndefined()
    // Undoing the funnel's histograms on the way counted every inquiry again as deltas: moved as then.
    await compactRollups(db(), { cubes: cubesBefore('narrow-rollups') })
    for (let i = 12; i < 16; i++) await store(i)
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    await expectSameAnswers({})
    await compactRollups(db())
    await expectSameAnswers({})
    await expectSameAnswers({ program: 'data' })
    // Emptying the table empties them too.
    await sql`truncate inquiries restart identity cascade`.execute(db())
    const left = await sql<{ n: number }>`select (select count(*) from inquiry_rollup_program_owner)
      + (select count(*) from inquiry_rollup_source_owner) as n`.execute(db())
    expect(Number(left.rows[0].n)).toBe(0)
  })

  it('the deltas give back their pages once an older snapshot that kept them is gone', async () => {
    await thirtyInquiries()
    await compactRollups(db())
    const size = async () =>
      Number((await sql<{ b: string }>`select pg_relation_size('inquiry_rollup_deltas') as b`.execute(db())).rows[0].b)
    // An export's long read: a snapshot older than the deltas about to be written and moved.
    const reader = new pg.Client({ connectionString: tdb.url })
    await reader.connect()
    try {
      await reader.query('begin isolation level repeatable read')
      await reader.query('select count(*) from inquiries')
      for (let i = 0; i < 200; i++) {
        await sql`update inquiries set status = case status when 'new' then 'contacted' else 'new' end`.execute(db())
      }
      expect(await compactRollups(db())).toBeGreaterThan(0)
      expect(await size()).toBeGreaterThan(64 * 1024)
    } finally {
      await reader.query('rollback')
      await reader.end()
    }
    // Nothing left to move, but the pages go.
    expect(await compactRollups(db())).toBe(0)
    expect(await size()).toBe(0)
    await expectSameAnswers({})
  })

  it('moves more deltas than one batch holds, batch by batch, and answers the same', async () => {
    const intake = await thirtyInquiries()
    await compactRollups(db())
    const all = await ids()
    for (const id of all.slice(0, 12)) await setInquiryStatus(db(), id, 'contacted', OWNER)
    await intake.store({ ...PEOPLE[1], kind: 'contact', program: 'data', channel: 'import' }, { alerts: false })
    const waiting = Number(
      (await sql<{ n: string }>`select count(*) as n from inquiry_rollup_deltas`.execute(db())).rows[0]!.n,
    )
    expect(waiting).toBeGreaterThan(7)
    expect(await compactRollups(db(), { batch: 7 })).toBe(waiting)
    expect((await sql`select 1 from inquiry_rollup_deltas`.execute(db())).rows).toEqual([])
    await expectSameAnswers({})
    await expectSameAnswers({ status: 'contacted' })
  })

  it('a backfill counts every inquiry stored before the rollups once, while writes go on', async () => {
    const intake = await thirtyInquiries()
    // As just after the migration on a table that held these: nothing counted yet, a backfill to run.
    await sql`truncate inquiry_rollup_deltas`.execute(db())
    for (const cube of ALL_CUBES) await sql`truncate ${sql.table(cube.table)}`.execute(db())
    const top = Math.max(...(await ids()))
    await db()
      .updateTable('backfills')
      .set({ after_id: 0, until_id: top, finished_at: null })
      .where('name', '=', ROLLUP_BACKFILL)
      .execute()
    const all = await ids()
    // Changes to rows before, during (interleaved) and after the backfill, and new arrivals.
    await setInquiryStatus(db(), all[3], 'contacted', OWNER)
    await Promise.all([
      backfillRollups(db()),
      ...all.slice(10, 20).map((id) => setInquiryStatus(db(), id, 'qualified', OWNER)),
      intake.store({ ...PEOPLE[0], kind: 'contact', program: 'data', channel: 'import' }, { alerts: false }),
    ])
    await setInquiryStatus(db(), all[25], 'enrolled', OWNER)
    expect(await rollupsReady(db())).toBe(true)
    await expectSameAnswers({})
    await compactRollups(db())
    await expectSameAnswers({})
    await expectSameAnswers({ status: 'qualified' })
  }, 120_000)
})
