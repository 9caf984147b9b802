import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { createTestDatabase } from '../helpers/database'
import { insertInquiries } from '../helpers/admin-trpc'
import { backfillPeopleAndStages, PEOPLE_BACKFILL } from '../../src/server/inquiries/people-backfill'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

// Inquiries stored before the person rule and the funnel have neither their repeat mark nor their stages:
// the app fills them in after migrating, as far as the highest id of the migration's time.
describe('filling in repeat marks and funnel stages of earlier inquiries', () => {
  it('marks repeats and stamps the stages from the history, else from the status, then stops for good', async () => {
    const db = tdb.handle.db
    const changed = new Date('2026-01-20T10:00:00Z')
    const [closedAfterContact, enrolled, lone, sameMail, samePhone, later] = await insertInquiries(db, [
      { email: 'Kiran@Example.in', phone: '+91 98111 00001', status: 'closed' },
      { email: 'other@example.in', phone: '098111 00002', status: 'enrolled', updated_at: changed },
      { email: 'lone@example.in', phone: '+91 98111 00003', status: 'qualified', updated_at: changed },
      { email: 'kiran@example.IN', phone: '+91 98111 09999' },
      { email: 'someone@example.in', phone: '9811100002' },
      // Arrived after the migration: not the backfill's to fill.
      { email: 'lone@example.in', phone: '+91 98111 00003' },
    ])
    await db
      .insertInto('inquiry_events')
      .values([
        {
          inquiry_id: closedAfterContact,
          action: 'status',
          from_value: 'new',
          to_value: 'contacted',
          created_at: new Date('2026-01-12T05:00:00Z'),
        },
        {
          inquiry_id: closedAfterContact,
          action: 'status',
          from_value: 'contacted',
          to_value: 'closed',
          created_at: new Date('2026-01-13T05:00:00Z'),
        },
      ])
      .execute()
    const ledgers = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from backfills`.execute(db)).rows[0].n
    const ledgersBefore = await ledgers()
    // As the migration leaves it on a table that held these, less the one that arrived later.
    await db
      .updateTable('backfills')
      .set({ after_id: 0, until_id: later - 1, finished_at: null })
      .where('name', '=', PEOPLE_BACKFILL)
      .execute()

    // Two instances at once: one works, the other finds the ledger taken and leaves it.
    const [a, b] = await Promise.all([backfillPeopleAndStages(db), backfillPeopleAndStages(db)])
    expect(a + b).toBe(5)
    expect(await backfillPeopleAndStages(db)).toBe(0)

    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'is_repeat', 'reached_contacted_at', 'reached_qualified_at', 'reached_enrolled_at'])
      .orderBy('id')
      .execute()
    const of = (id: number) => rows.find((r) => r.id === id)!
    expect(of(closedAfterContact)).toMatchObject({
      is_repeat: true,
      reached_contacted_at: new Date('2026-01-12T05:00:00Z'),
      reached_qualified_at: null,
      reached_enrolled_at: null,
    })
    // No history: the status it has now stands for all it reached, from its last change.
    expect(of(enrolled)).toMatchObject({
      is_repeat: true,
      reached_contacted_at: changed,
      reached_qualified_at: changed,
      reached_enrolled_at: changed,
    })
    // Its repeat arrived after the migration: a repeat all the same.
    expect(of(lone)).toMatchObject({ is_repeat: true, reached_contacted_at: changed, reached_enrolled_at: null })
    expect(of(sameMail).is_repeat).toBe(true)
    expect(of(samePhone).is_repeat).toBe(true)
    // Left to the intake, which marks a new inquiry as it stores it (this one was inserted around it).
    expect(of(later)).toMatchObject({ is_repeat: false, reached_contacted_at: null })
    const ledger = await db
      .selectFrom('backfills')
      .selectAll()
      .where('name', '=', PEOPLE_BACKFILL)
      .executeTakeFirstOrThrow()
    expect(ledger.after_id).toBe(later - 1)
    expect(ledger.finished_at).not.toBeNull()
    // Its ledger row is the migration's: running it adds none.
    expect(await ledgers()).toBe(ledgersBefore)
  })
})
