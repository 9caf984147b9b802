import { sql, type Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import { runLedgerBackfill } from '../inquiries/ledger-backfill'
import { compactRollups } from './rollup-compactor'

/** The ledger row of this backfill (table `backfills`), written by the migration that added the rollups. */
export const ROLLUP_BACKFILL = 'inquiry-rollups'

/**
 * Adds the inquiries stored before the rollups existed to them, 2,000 ids per short transaction, as the
 * trigger would have added each as it is now. Each batch first takes the advisory lock a statement touching
 * the batch's rows holds (shared) until its commit, so it reads no row whose uncommitted change the trigger
 * left to it; the trigger of a statement that waited for the batch then counts the change itself. The
 * compactor moves the deltas into the cubes as it does the writers' (readers count from the rows until the
 * end), and once more at the end.
 */
export async function backfillRollups(
  db: Kysely<Database>,
  options: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<number> {
  const filled = await runLedgerBackfill(
    db,
    ROLLUP_BACKFILL,
    async (trx, afterId, upTo) => {
      await sql`select pg_advisory_xact_lock(hashtext(${ROLLUP_BACKFILL}))`.execute(trx)
      // The trigger's own fold, over the rows in the batch as they are now.
      const result = await sql`select fold_inquiry_rollups_rows(${afterId}, ${upTo}) as n`.execute(trx)
      return Number((result.rows[0] as { n: number } | undefined)?.n ?? 0)
    },
    'inquiries from before the rollups added to them',
    options,
  )
  await compactRollups(db)
  return filled
}

const ready = new WeakMap<Kysely<Database>, true>()

/**
 * Whether the rollups hold every inquiry (their backfill has finished): until then readers count from the
 * rows. Once true it stays so, and is remembered.
 */
export async function rollupsReady(db: Kysely<Database>): Promise<boolean> {
  if (ready.has(db)) return true
  const row = await db
    .selectFrom('backfills')
    .select('finished_at')
    .where('name', '=', ROLLUP_BACKFILL)
    .executeTakeFirst()
  // No ledger row: a database migrated before the rollups' migration cannot be read here at all.
  const done = row !== undefined && row.finished_at !== null
  if (done) ready.set(db, true)
  return done
}
