import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'

/**
 * How long an import's file (its chunks) and checked rows are kept when nothing will read them again.
 * A file is up to 100 MB: one left behind by every abandoned import would fill the database.
 */
export const IMPORT_FILE_KEEP = {
  /** A checked file nobody started: cancelled after this, as the member would. */
  unstartedDays: 7,
  /**
   * A failed import, and an upload cut off by a crash (its row reads failed from its first byte): longer
   * than an upload may take (15 minutes), so a file still arriving is never taken.
   */
  failedHours: 1,
}

/**
 * Lets go of the files and checked rows no import will read again: those of imports done, cancelled or
 * reverted (a crash between their end and this left them), failed over an hour ago, or checked and not
 * started within a week (then cancelled, saying why). Their counts, errors and revert records stay.
 * Answers how many imports were expired and how many let go of a file.
 */
export async function sweepImportFiles(db: Kysely<Database>): Promise<{ expired: number; released: number }> {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .updateTable('imports')
      .set({
        state: 'cancelled',
        failure: IMPORT_MESSAGES.expired,
        finished_at: sql<Date>`now()`,
        lease_until: null,
        lease_token: sql<number>`lease_token + 1`,
      })
      .where('state', '=', 'ready')
      .where('created_at', '<', sql<Date>`now() - make_interval(days => ${IMPORT_FILE_KEEP.unstartedDays})`)
      .executeTakeFirst()
    const finished = sql`(select id from imports where state in ('done', 'cancelled', 'reverted')
      or (state = 'failed' and created_at < now() - make_interval(hours => ${IMPORT_FILE_KEEP.failedHours})))`
    const chunks = await sql`delete from import_chunks where import_id in ${finished}
      returning import_id`.execute(trx)
    await sql`delete from import_rows where import_id in ${finished}`.execute(trx)
    return {
      expired: Number(expired.numUpdatedRows),
      released: new Set(chunks.rows.map((r) => (r as { import_id: number }).import_id)).size,
    }
  })
}
