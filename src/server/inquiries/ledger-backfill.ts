import { sql, type Kysely, type Transaction } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'

// Short transactions that lock only the rows they fill.
const BATCH = 2_000

/**
 * Runs the backfill whose ledger row (table `backfills`, written by the migration that needs it) is `name`:
 * `fill` fills the inquiries with ids in (afterId, upTo] and answers how many it changed. New inquiries get
 * what it fills as they arrive, so the work ends at the highest id of the migration's time. Each batch and
 * the ledger's progress commit together, and the ledger row is locked while a batch runs: any number of
 * instances may start it, one works at a time, and a run stopped between batches (a graceful stop) goes on
 * where it left off. Logs `done` with the count when it filled any.
 */
export async function runLedgerBackfill(
  db: Kysely<Database>,
  name: string,
  fill: (trx: Transaction<Database>, afterId: number, upTo: number) => Promise<number>,
  done: string,
  options: { log?: FastifyBaseLogger; signal?: AbortSignal } = {},
): Promise<number> {
  let filled = 0
  while (!options.signal?.aborted) {
    const finished = await db.transaction().execute(async (trx) => {
      const ledger = await trx
        .selectFrom('backfills')
        .select(['after_id', 'until_id'])
        .where('name', '=', name)
        .where('finished_at', 'is', null)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst()
      // Finished, or another instance holds it (and will finish it).
      if (!ledger) return true
      const upTo = Math.min(ledger.after_id + BATCH, ledger.until_id)
      filled += await fill(trx, ledger.after_id, upTo)
      await trx
        .updateTable('backfills')
        .set({ after_id: upTo, finished_at: upTo >= ledger.until_id ? sql<Date>`now()` : null })
        .where('name', '=', name)
        .execute()
      return upTo >= ledger.until_id
    })
    if (finished) break
  }
  if (filled) options.log?.info({ inquiries: filled }, done)
  return filled
}
