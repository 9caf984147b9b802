import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import { contactMarks } from '../../shared/office-hours'
import { runLedgerBackfill } from './ledger-backfill'

/** The ledger row of this backfill (table `backfills`), written by the migration that added the marks. */
export const CONTACT_MARKS_BACKFILL = 'contact-marks'

/**
 * Gives inquiries stored before the speed-to-contact marks theirs: 5 minutes and an hour of office time
 * after arrival, counted here (office time is not SQL's to count) and written back by id.
 */
export function backfillContactMarks(
  db: Kysely<Database>,
  options: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<number> {
  return runLedgerBackfill(
    db,
    CONTACT_MARKS_BACKFILL,
    async (trx, afterId, upTo) => {
      const rows = await trx
        .selectFrom('inquiries')
        .select(['id', 'created_at'])
        .where('id', '>', afterId)
        .where('id', '<=', upTo)
        .where('contact_5m_due_at', 'is', null)
        .execute()
      if (!rows.length) return 0
      const records = rows.map((r) => {
        const marks = contactMarks(r.created_at)
        return { id: r.id, m5: marks.within5m.toISOString(), h1: marks.within1h.toISOString() }
      })
      const result = await sql`
        update inquiries as i set contact_5m_due_at = v.m5, contact_1h_due_at = v.h1
        from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(id integer, m5 timestamptz, h1 timestamptz)
        where i.id = v.id and i.contact_5m_due_at is null`.execute(trx)
      return Number(result.numAffectedRows ?? 0)
    },
    'speed-to-contact marks filled in for earlier inquiries',
    options,
  )
}
