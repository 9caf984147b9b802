import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { isConnectionError } from '../db/errors'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { ImportFileError } from './import-file'
import { LostClaim, type Claim, type RunnerPace } from './import-claim'
import { checkFile } from './import-dry-run'
import { importRows } from './import-batches'
import { queueImportSummary } from './import-summary'

/** Works on one claimed import until it is done, its claim lapses, or `signal` asks to stop. */
export async function runClaim(
  db: Kysely<Database>,
  claim: Claim,
  pace: RunnerPace,
  signal?: AbortSignal,
): Promise<void> {
  try {
    if (claim.state === 'checking') await checkFile(db, claim, pace, signal)
    else await importRows(db, claim, pace, signal)
    // Stopped between batches (the app is closing): the next instance need not wait for the claim to lapse.
    if (signal?.aborted) {
      await db
        .updateTable('imports')
        .set({ lease_until: null })
        .where('id', '=', claim.id)
        .where('lease_token', '=', claim.token)
        .where('state', 'in', ['checking', 'importing'])
        .execute()
    }
  } catch (err) {
    if (err instanceof LostClaim) return
    if (isConnectionError(err) || signal?.aborted) throw err
    // Anything else ends the import as failed, with a message for the member (the log has the error).
    await failClaim(db, claim, err instanceof ImportFileError ? err.message : IMPORT_MESSAGES.failed)
    if (!(err instanceof ImportFileError)) throw err
  }
}

/** Ends a claimed import as failed with `failure`, the member's message, and queues their summary e-mail. */
export async function failClaim(db: Kysely<Database>, claim: Claim, failure: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('imports')
      .set({ state: 'failed', failure, finished_at: sql<Date>`now()`, lease_until: null })
      .where('id', '=', claim.id)
      .where('lease_token', '=', claim.token)
      .executeTakeFirst()
    if (ended.numUpdatedRows > 0n) await queueImportSummary(trx, claim.id)
  })
}
