import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Migrator, sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { testMember } from '../helpers/fixtures'
import { cubesBefore } from '../helpers/earlier-cubes'
import { migrations } from '../../src/server/db/migrator'
import { funnelFromRows, funnelReport } from '../../src/server/reports/funnel'
import { compactRollups } from '../../src/server/rollups/rollup-compactor'
import { FUNNEL_CUBES, FUNNEL_OWNER_CUBES } from '../../src/server/rollups/cubes'
import { FUNNEL_GROUPS, funnelSchema } from '../../src/shared/schemas/reports'
import { inquiryFiltersSchema } from '../../src/shared/schemas/admin-inquiries'
import { speedToContact, speedToContactFromRows } from '../../src/server/inquiries/speed-to-contact'

// The funnel's histogram cubes (migrations/2026-12-07-0001, by channel 2026-12-08-0001) and speed to
// contact's hours (2026-12-09-0001) against the rows: filled from the cubes they replace or sum (by channel
// from the rows), kept up by the compactor from then on, emptied with the table. The property test in
// rollups.test.ts holds them to the rows after random writes.

let tdb: TestDatabase
const db = () => tdb.handle.db
const HOUR = 3_600_000
const member = testMember
const OWNER = member('funnel-owner', 'owner')
const COUNSELLOR = member('funnel-counsellor', 'counsellor')

beforeAll(async () => {
  tdb = await createTestDatabase()
  await db()
    .insertInto('users')
    .values(
      [OWNER, COUNSELLOR].map((m) => ({
        uid: m.uid,
        email: m.email,
        display_name: m.name,
        phone_number: '',
        role: m.role,
      })),
    )
    .execute()
})
afterAll(async () => {
  await tdb?.dispose()
})

/** Leads of the last months, contacted after 0 to 50 hours (tenths apart) and some enrolled days later. */
async function store(from: number, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, j) => {
    const i = from + j
    // Over some 200 days: a whole quarter, months, weeks and ragged ends.
    const created = Date.now() - (i % 40) * 5 * 24 * HOUR - (i % 7) * 3 * HOUR
    const contacted = i % 5 === 0 ? null : new Date(created + ((i * 37) % 500) * 360_000)
    const enrolled = i % 3 === 0 && contacted ? new Date(contacted.getTime() + ((i * 13) % 80) * 8_640_000) : null
    return {
      full_name: `Lead ${i}`,
      email: `lead${i}@funnel-rollups.example`,
      phone: '',
      kind: 'information' as const,
      program: ['fullstack', 'data', 'cloud'][i % 3]!,
      utm_source: [null, 'google', 'meta'][i % 3],
      utm_campaign: [null, 'spring'][i % 2],
      owner_uid: [null, OWNER.uid, COUNSELLOR.uid][i % 3],
      channel: (['site', 'webservice', 'import'] as const)[Math.floor(i / 2) % 3]!,
      status: enrolled ? ('enrolled' as const) : contacted ? ('contacted' as const) : ('new' as const),
      created_at: new Date(created),
      first_contacted_at: contacted,
      reached_contacted_at: contacted,
      reached_enrolled_at: enrolled,
    }
  })
  await db().insertInto('inquiries').values(rows).execute()
}

const day = (ago: number) => new Date(Date.now() + 5.5 * HOUR - ago * 24 * HOUR).toISOString().slice(0, 10)

async function expectSameFunnels(): Promise<void> {
  for (const viewer of [OWNER, COUNSELLOR]) {
    for (const by of FUNNEL_GROUPS) {
      for (const [from, to] of [
        [day(210), day(0)],
        [day(100), day(40)],
        [day(20), day(2)],
      ]) {
        const input = funnelSchema.parse({ by, from, to })
        expect(await funnelReport(db(), input, viewer)).toEqual(await funnelFromRows(db(), input, viewer))
      }
    }
  }
}

/** Cells in every funnel cube. */
async function funnelCells(): Promise<number> {
  const cubes = [...Object.values(FUNNEL_CUBES).flatMap((f) => Object.values(f)), ...Object.values(FUNNEL_OWNER_CUBES)]
  const counts = await Promise.all(
    cubes.map(async (c) =>
      Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(c.table)}`.execute(db())).rows[0]!.n),
    ),
  )
  return counts.reduce((a, b) => a + b, 0)
}

/** Undoes the migrations from the one named on, moves the deltas as the compactor of then did. */
async function migrateBefore(name: 'funnel-histograms' | 'funnel-channel' | 'speed-hours'): Promise<Migrator> {
  const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrations } })
  const names = Object.keys(migrations).sort()
  const at = names.findIndex((n) => n.endsWith(name))
  expect((await migrator.migrateTo(names[at - 1]!)).error).toBeUndefined()
  await compactRollups(db(), { cubes: cubesBefore(name) })
  return migrator
}

describe('the funnel from its histogram cubes', () => {
  it('start from the joint cubes they replace, keep up with the deltas, and empty with the table', async () => {
    await store(0, 120)
    await expectSameFunnels()
    await compactRollups(db())
    await expectSameFunnels()
    // As a database from before them: their migration undone, moved as then, a few writes left as deltas.
    const migrator = await migrateBefore('funnel-histograms')
    await store(120, 30)
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
    expect(await funnelCells()).toBeGreaterThan(0)
    await expectSameFunnels()
    await compactRollups(db())
    await expectSameFunnels()
    await sql`truncate inquiries restart identity cascade`.execute(db())
    expect(await funnelCells()).toBe(0)
  })
})

/**
 * From an empty table: leads stored and moved, the migration named undone, more leads stored (and `meanwhile`
 * run) as deltas, migrated again; then its table holds cells, and `expectSame` holds before and after the
 * deltas move.
 */
async function acrossMigration(
  name: 'funnel-channel' | 'speed-hours',
  table: string,
  expectSame: () => Promise<void>,
  meanwhile: () => Promise<unknown> = async () => {},
): Promise<void> {
  await sql`truncate inquiries restart identity cascade`.execute(db())
  await store(0, 90)
  await compactRollups(db())
  const migrator = await migrateBefore(name)
  await store(90, 40)
  await meanwhile()
  expect((await migrator.migrateToLatest()).error).toBeUndefined()
  const cells = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db())
  expect(Number(cells.rows[0]!.n)).toBeGreaterThan(0)
  await expectSame()
  await compactRollups(db())
  await expectSame()
}

describe('the funnel by channel from its cubes', () => {
  it('are counted from the rows less the deltas not yet moved, then kept up by the compactor', async () => {
    // Some writes moved before, some left as deltas, some rows changed since.
    await acrossMigration('funnel-channel', 'inquiry_rollup_funnel_hours_channel', expectSameFunnels, () =>
      db()
        .updateTable('inquiries')
        .set({ channel: 'webservice', reached_qualified_at: new Date() })
        .where('id', '<=', 20)
        .execute(),
    )
  })
})

describe("speed to contact from its hours' cube", () => {
  it('starts from the speed cube it sums, keeps up with the deltas, and gives what the rows give', async () => {
    await acrossMigration('speed-hours', 'inquiry_rollup_speed_hours', async () => {
      for (const viewer of [OWNER, COUNSELLOR]) {
        for (const from of [day(210), day(60), day(9)]) {
          const input = inquiryFiltersSchema.parse({ from })
          expect(await speedToContact(db(), input, viewer)).toEqual(await speedToContactFromRows(db(), input, viewer))
        }
      }
    })
  })
})
