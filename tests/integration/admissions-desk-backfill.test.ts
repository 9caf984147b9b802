import { afterAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../helpers/database'
import { insertInquiries } from '../helpers/admin-trpc'
import { backfillFirstContact } from '../../src/server/inquiries/first-contact-backfill'
import { firstContactDeadline } from '../../src/shared/office-hours'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

// Inquiries stored before the admissions desk have no deadline: the app fills it in after migrating.
describe('filling in the first contact of earlier inquiries', () => {
  it('gives each its deadline from arrival and, if it was worked, its first contact from its history', async () => {
    const db = tdb.handle.db
    const arrived = new Date('2026-01-09T13:00:00Z') // Friday 18:30 IST, after closing
    const [fresh, worked, opened, due] = await insertInquiries(db, [
      { created_at: arrived },
      { created_at: arrived, status: 'qualified', updated_at: new Date('2026-01-20T10:00:00Z') },
      { created_at: arrived, status: 'closed', opened_at: new Date('2026-01-12T06:00:00Z') },
      // Already has its deadline: left as it is.
      { created_at: arrived, first_contact_due_at: new Date('2030-01-01T00:00:00Z') },
    ])
    await db
      .insertInto('inquiry_events')
      .values([
        { inquiry_id: worked, action: 'note', to_value: 'Looks keen', created_at: new Date('2026-01-10T05:00:00Z') },
        {
          inquiry_id: worked,
          action: 'status',
          from_value: 'new',
          to_value: 'contacted',
          created_at: new Date('2026-01-12T05:00:00Z'),
        },
        {
          inquiry_id: worked,
          action: 'status',
          from_value: 'contacted',
          to_value: 'qualified',
          created_at: new Date('2026-01-14T05:00:00Z'),
        },
      ])
      .execute()

    expect(await backfillFirstContact(db, 24)).toBe(3)
    // Idempotent: a second run, or another instance's, finds nothing left.
    expect(await backfillFirstContact(db, 24)).toBe(0)

    const rows = await db
      .selectFrom('inquiries')
      .select(['id', 'first_contact_due_at', 'first_contacted_at'])
      .orderBy('id')
      .execute()
    const byId = new Map(rows.map((r) => [r.id, r]))
    const deadline = firstContactDeadline(arrived, 24)
    // Friday after closing: Saturday 6 h, Monday 9 h, Tuesday 9 h → Tuesday 18:00 IST.
    expect(deadline.toISOString()).toBe('2026-01-13T12:30:00.000Z')
    expect(byId.get(fresh)).toMatchObject({ first_contact_due_at: deadline, first_contacted_at: null })
    expect(byId.get(worked)).toMatchObject({
      first_contact_due_at: deadline,
      first_contacted_at: new Date('2026-01-12T05:00:00Z'),
    })
    expect(byId.get(opened)?.first_contacted_at).toEqual(new Date('2026-01-12T06:00:00Z'))
    expect(byId.get(due)?.first_contact_due_at).toEqual(new Date('2030-01-01T00:00:00Z'))
  })

  it('stops between batches when asked to', async () => {
    const db = tdb.handle.db
    await insertInquiries(db, [{}, {}])
    const stop = new AbortController()
    stop.abort()
    expect(await backfillFirstContact(db, 24, { signal: stop.signal })).toBe(0)
    expect(await backfillFirstContact(db, 24)).toBe(2)
  })
})
