import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database'
import { insertInquiries } from '../helpers/admin-trpc'
import { backfillContactMarks, CONTACT_MARKS_BACKFILL } from '../../src/server/inquiries/contact-marks-backfill'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

const ist = (wall: string) => new Date(`${wall}+05:30`)

// Inquiries stored before speed to contact counted minutes have no 5-minute or 1-hour marks: the app fills
// them in after migrating, as far as the highest id of the migration's time.
describe('filling in the speed-to-contact marks of earlier inquiries', () => {
  it('marks each from its arrival in office time, then stops for good', async () => {
    const db = tdb.handle.db
    const [weekday, saturday, sunday, marked, later] = await insertInquiries(db, [
      { created_at: ist('2026-03-03T10:00') },
      { created_at: ist('2026-03-07T15:58'), first_contacted_at: ist('2026-03-09T09:03') },
      { created_at: ist('2026-03-08T12:00') },
      // Already marked (stored by an intake that knew the marks): left as it is.
      {
        created_at: ist('2026-03-03T10:00'),
        contact_5m_due_at: ist('2030-01-01T00:00'),
        contact_1h_due_at: ist('2030-01-01T00:00'),
      },
      // Arrived after the migration: the intake's to mark, not the backfill's.
      { created_at: ist('2026-03-03T10:00') },
    ])
    // As the migration leaves it on a table that held these, less the one that arrived later.
    await db
      .updateTable('backfills')
      .set({ after_id: 0, until_id: later - 1, finished_at: null })
      .where('name', '=', CONTACT_MARKS_BACKFILL)
      .execute()

    // A run stopped before its first batch leaves the ledger where it was; the next start goes on.
    const stop = new AbortController()
    stop.abort()
    expect(await backfillContactMarks(db, { signal: stop.signal })).toBe(0)
    // Two instances at once: one works, the other finds the ledger taken and leaves it.
    const [a, b] = await Promise.all([backfillContactMarks(db), backfillContactMarks(db)])
    expect(a + b).toBe(3)
    expect(await backfillContactMarks(db)).toBe(0)

    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'contact_5m_due_at', 'contact_1h_due_at'])
      .orderBy('id')
      .execute()
    const of = (id: number) => rows.find((r) => r.id === id)
    expect(of(weekday)).toMatchObject({
      contact_5m_due_at: ist('2026-03-03T10:05'),
      contact_1h_due_at: ist('2026-03-03T11:00'),
    })
    // Saturday closes at 16:00: 2 minutes there, the rest on Monday.
    expect(of(saturday)).toMatchObject({
      contact_5m_due_at: ist('2026-03-09T09:03'),
      contact_1h_due_at: ist('2026-03-09T09:58'),
    })
    expect(of(sunday)).toMatchObject({
      contact_5m_due_at: ist('2026-03-09T09:05'),
      contact_1h_due_at: ist('2026-03-09T10:00'),
    })
    expect(of(marked)).toMatchObject({ contact_5m_due_at: ist('2030-01-01T00:00') })
    expect(of(later)).toMatchObject({ contact_5m_due_at: null, contact_1h_due_at: null })
    const ledger = await db
      .selectFrom('backfills')
      .selectAll()
      .where('name', '=', CONTACT_MARKS_BACKFILL)
      .executeTakeFirstOrThrow()
    expect(ledger.after_id).toBe(later - 1)
    expect(ledger.finished_at).not.toBeNull()
  })
})
