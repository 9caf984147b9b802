import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import { firstContactDeadline } from '../../shared/office-hours'

// Small enough that each batch's transaction is short (an inquiry waits for none of it: no lock is taken
// on the table, only on these rows), large enough that a million rows take a minute or two.
const BATCH = 2_000

/**
 * Gives inquiries stored before the admissions desk their first-contact deadline (counted from arrival, as
 * for a new one) and, for those already worked, their first contact: the first status change or logged
 * contact in their history, else when they were first opened or last changed. It runs after the migration,
 * outside its lock, a batch at a time in id order; rows another instance is filling are skipped (SKIP
 * LOCKED), and a filled row is never filled again, so any number of instances may run it at once.
 */
export async function backfillFirstContact(
  db: Kysely<Database>,
  hours: number,
  options: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<number> {
  let after = 0
  let filled = 0
  // Stopped between batches (a graceful stop): the next start goes on where this one left off.
  while (!options.signal?.aborted) {
    const batch = await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('inquiries')
        .select(['id', 'created_at'])
        .where('id', '>', after)
        .where('first_contact_due_at', 'is', null)
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked()
        .execute()
      if (!rows.length) return null
      const records = rows.map((r) => ({ id: r.id, due: firstContactDeadline(r.created_at, hours).toISOString() }))
      await sql`
        update inquiries as i set
          first_contact_due_at = v.due,
          first_contacted_at = case when i.status = 'new' then i.first_contacted_at else coalesce(
            i.first_contacted_at,
            (select min(e.created_at) from inquiry_events e
              where e.inquiry_id = i.id and e.action in ('status', 'contact')),
            i.opened_at,
            i.updated_at
          ) end
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id integer, due timestamptz)
        where i.id = v.id and i.first_contact_due_at is null`.execute(trx)
      return rows
    })
    if (!batch) break
    after = batch[batch.length - 1]!.id
    filled += batch.length
  }
  if (filled) options.log?.info({ inquiries: filled }, 'first-contact deadlines filled in for earlier inquiries')
  return filled
}
