import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import { emailKey, phoneKey, samePerson } from './person-keys'
import { runLedgerBackfill } from './ledger-backfill'

/** The ledger row of this backfill (table `backfills`), written by the migration that needs it. */
export const PEOPLE_BACKFILL = 'people-and-stages'

/**
 * Gives inquiries stored before the person rule and the funnel their repeat mark (another inquiry shares
 * the e-mail or mobile) and the stages they reached (from the status changes in their history, else from
 * the status they have now).
 */
export function backfillPeopleAndStages(
  db: Kysely<Database>,
  options: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<number> {
  return runLedgerBackfill(
    db,
    PEOPLE_BACKFILL,
    async (trx, afterId, upTo) => {
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
        where i.id > ${afterId} and i.id <= ${upTo}`.execute(trx)
      return Number(result.numAffectedRows ?? 0)
    },
    'repeat marks and funnel stages filled in for earlier inquiries',
    options,
  )
}
