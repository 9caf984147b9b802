import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema'

/**
 * Queues the importer's one summary e-mail (docs/decisions/0028), in the transaction that ends the import, so
 * an import that ended has its summary and one rolled back has none. Called once the import's state is
 * written; it is the one place that says which endings are worth an e-mail: a finished import, a cancelled one
 * that stored something, and a failed one that had started (a file whose check failed was never imported, and
 * its page says so). A second call for the same import adds nothing (a unique index).
 */
export async function queueImportSummary(trx: Transaction<Database>, id: number): Promise<void> {
  await trx
    .insertInto('mail_outbox')
    .columns(['purpose', 'import_id'])
    .expression((eb) =>
      eb
        .selectFrom('imports')
        .select([sql<'import-summary'>`'import-summary'`.as('purpose'), 'id'])
        .where('id', '=', id)
        .where((w) =>
          w.or([
            w('state', '=', 'done'),
            w.and([w('state', '=', 'cancelled'), w(w('created', '+', w.ref('updated')), '>', 0)]),
            w.and([w('state', '=', 'failed'), w('started_at', 'is not', null)]),
          ]),
        ),
    )
    .onConflict((oc) => oc.column('import_id').where('import_id', 'is not', null).doNothing())
    .execute()
}
