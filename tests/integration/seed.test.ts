import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { seedInquiries, type SeedSummary } from '../../src/server/seed/seed-inquiries'
import { emailKey, phoneKey, samePerson } from '../../src/server/inquiries/person-keys'

// The seed as `npm run db:seed` and bench:admin run it: rows, their repeat marks and funnel stages, in a
// database of its own (batches of 1,000, so returning people reach back across batches).
let tdb: TestDatabase
let first: SeedSummary
const phases: string[] = []

beforeAll(async () => {
  tdb = await createTestDatabase()
  first = await seedInquiries(tdb.handle.db, {
    count: 5_000,
    reset: true,
    batchSize: 1_000,
    onPhase: (phase) => phases.push(phase),
  })
}, 120_000)
afterAll(() => tdb.dispose())

/** Rows whose repeat mark is not what the definition says: another row shares the e-mail or mobile key. */
async function wronglyMarked(): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from inquiries i
    where i.is_repeat <> exists (
      select 1 from inquiries o
      where o.id <> i.id and ${samePerson({ email: emailKey('i'), phone: phoneKey('i') }, 'o')})
  `.execute(tdb.handle.db)
  return rows[0]!.n
}

describe('the seed', () => {
  it('marks exactly the inquiries that share an e-mail or mobile, and says so as a phase', async () => {
    expect(await wronglyMarked()).toBe(0)
    expect(phases).toContain('marking repeats')
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from inquiries where is_repeat`.execute(
      tdb.handle.db,
    )
    expect(first.repeats).toBe(rows[0]!.n)
  })

  it('has about one inquiry in eight from someone who wrote before', async () => {
    const { rows } = await sql<{ returns: number; repeats: number; total: number }>`
      select count(*) filter (where exists (
               select 1 from inquiries o
               where o.id < i.id and ${samePerson({ email: emailKey('i'), phone: phoneKey('i') }, 'o')}))::int as returns,
             count(*) filter (where i.is_repeat)::int as repeats,
             count(*)::int as total
      from inquiries i
    `.execute(tdb.handle.db)
    const { returns, repeats, total } = rows[0]!
    expect(total).toBe(5_000)
    expect(returns / total).toBeGreaterThanOrEqual(0.08)
    expect(returns / total).toBeLessThanOrEqual(0.16)
    // A return marks itself and the person's earlier inquiries: at least the returns, at most twice them.
    expect(repeats).toBeGreaterThanOrEqual(returns)
    expect(repeats).toBeLessThanOrEqual(2 * returns)
  })

  it('stores funnel stages in order, between arrival and now, as far as each status goes', async () => {
    const { rows } = await sql<{ status: string; stages: number; n: number; misordered: number }>`
      select status,
             (reached_contacted_at is not null)::int + (reached_qualified_at is not null)::int
               + (reached_enrolled_at is not null)::int as stages,
             count(*)::int as n,
             count(*) filter (where
               (reached_qualified_at is not null and reached_contacted_at is null)
               or (reached_enrolled_at is not null and reached_qualified_at is null)
               or reached_contacted_at < created_at
               or reached_qualified_at < reached_contacted_at
               or reached_enrolled_at < reached_qualified_at
               or greatest(reached_contacted_at, reached_qualified_at, reached_enrolled_at) > now()
               or greatest(reached_contacted_at, reached_qualified_at, reached_enrolled_at) > updated_at)::int as misordered
      from inquiries group by 1, 2 order by 1, 2
    `.execute(tdb.handle.db)
    expect(rows.every((r) => r.misordered === 0)).toBe(true)
    const stagesOf = (status: string) => rows.filter((r) => r.status === status).map((r) => r.stages)
    expect(stagesOf('new')).toEqual([0])
    expect(stagesOf('spam')).toEqual([0])
    expect(stagesOf('contacted')).toEqual([1])
    expect(stagesOf('qualified')).toEqual([2])
    expect(stagesOf('enrolled')).toEqual([3])
    // About half of the closed leads were contacted first, some of those qualified; none enrolled.
    expect(stagesOf('closed')).toEqual([0, 1, 2])
    const closed = rows.filter((r) => r.status === 'closed')
    const contacted = closed.filter((r) => r.stages > 0).reduce((n, r) => n + r.n, 0)
    const all = closed.reduce((n, r) => n + r.n, 0)
    expect(contacted / all).toBeGreaterThan(0.35)
    expect(contacted / all).toBeLessThan(0.65)
  })

  it("stores each inquiry's speed-to-contact marks, after its arrival and in order", async () => {
    const { rows } = await sql<{ unmarked: number; misordered: number }>`
      select count(*) filter (where contact_5m_due_at is null or contact_1h_due_at is null)::int as unmarked,
             count(*) filter (where not (created_at < contact_5m_due_at and contact_5m_due_at < contact_1h_due_at
               and contact_1h_due_at < first_contact_due_at))::int as misordered
      from inquiries
    `.execute(tdb.handle.db)
    expect(rows[0]).toEqual({ unmarked: 0, misordered: 0 })
  })

  it('marks over the whole table when it appends, earlier rows included', async () => {
    // A row stored without the batcher's marking, sharing an unmarked seeded row's mobile (typed another
    // way): appending more seeded rows marks both.
    const db = tdb.handle.db
    const lone = await db
      .selectFrom('inquiries')
      .select(['id', 'phone'])
      .where('is_repeat', '=', false)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow()
    const digits = lone.phone.replace(/\D/g, '').slice(-10)
    const twin = await db
      .insertInto('inquiries')
      .values({
        kind: 'information',
        full_name: 'Walk In',
        email: 'walk.in@example.in',
        phone: `+91-${digits.slice(0, 5)}-${digits.slice(5)}`,
        program: 'fullstack',
        channel: 'site',
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const again = await seedInquiries(db, { count: 500, batchSize: 200, seed: 7 })
    expect(again.total).toBe(5_501)
    expect(await wronglyMarked()).toBe(0)
    const marked = await db.selectFrom('inquiries').select('is_repeat').where('id', 'in', [lone.id, twin.id]).execute()
    expect(marked).toEqual([{ is_repeat: true }, { is_repeat: true }])
  })
})
