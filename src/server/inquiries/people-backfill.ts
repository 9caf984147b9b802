import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import { emailKey, phoneKey, samePerson } from './person-keys'

/** The ledger row of this backfill (table `backfills`), written by the migration that needs it. */
export const PEOPLE_BACKFILL = 'people-and-stages'

// As the first-contact backfill: short transactions that lock only the rows they fill.
const BATCH = 2_000

/**
 * Gives inquiries stored before the person rule and the funnel their repeat mark (another inquiry shares
 * the e-mail or mobile) and the stages they reached (from the status changes in their history, else from
 * the status they have now). New inquiries get both as they arrive and change, so the work ends at the
 * highest id of the migration's time. Each batch and the ledger's progress commit together, and the ledger
 * row is locked while a batch runs: any number of instances may start it, one works at a time, and a
 * stopped run goes on where it left off.
 */
export async function backfillPeopleAndStages(
  db: Kysely<Database>,
  options: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<number> {
  let filled = 0
  while (!options.signal?.aborted) {
    const done = await db.transaction().execute(async (trx) => {
      const ledger = await trx
        .selectFrom('backfills')
        .select(['after_id', 'until_id'])
        .where('name', '=', PEOPLE_BACKFILL)
        .where('finished_at', 'is', null)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()
      // Finished, or another instance holds it (and will finish it).
      if (!ledger) return true
      const upTo = Math.min(ledger.after_id + BATCH, ledger.until_id)
      const reached = (statuses: string[]) => sql<Date | null>`coalesce(
        (select min(e.created_at) from inquiry_events e
          where e.inquiry_id = i.id and e.action = 'status' and e.to_value = any(${statuses}::text[])),
        case when i.status = any(${statuses}::text[]) then coalesce(i.first_contacted_at, i.updated_at) end
      )`
      const result = await sql`
        update inquiries as i set
          is_repeat = i.is_repeat or exists (
            select 1 from inquiries o where ${samePerson({ email: emailKey('i'), phone: phoneKey('i') }, 'o')} and o.id <> i.id
          ),
          reached_contacted_at = coalesce(i.reached_contacted_at, ${reached(['contacted', 'qualified', 'enrolled'])}),
          reached_qualified_at = coalesce(i.reached_qualified_at, ${reached(['qualified', 'enrolled'])}),
          reached_enrolled_at = coalesce(i.reached_enrolled_at, ${reached(['enrolled'])})
        where i.id > ${ledger.after_id} and i.id <= ${upTo}`.execute(trx)
      filled += Number(result.numAffectedRows ?? 0)
      await trx
        .updateTable('backfills')
        .set({ after_id: upTo, finished_at: upTo >= ledger.until_id ? sql<Date>`now()` : null })
        .where('name', '=', PEOPLE_BACKFILL)
        .execute()
      return upTo >= ledger.until_id
    })
    if (done) break
  }
  if (filled) options.log?.info({ inquiries: filled }, 'repeat marks and funnel stages filled in for earlier inquiries')
  return filled
}
