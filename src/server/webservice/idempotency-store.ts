import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

/** How long a key is remembered: a retry comes within minutes; a day covers a caller's overnight batch. */
const REMEMBERED = sql`interval '24 hours'`

/**
 * A claim whose request never finished (its instance stopped mid-request) is given up after this long. A
 * request still running then would store a second row; none waits that long, even queued behind a
 * database that times out every statement.
 */
const ABANDONED = sql`interval '15 minutes'`

export type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; response: unknown }
  | { kind: 'in-progress' }
  | { kind: 'other-request' }

/**
 * Claims `key` for this request, or tells what it already holds. The claim is one insert, so of two
 * concurrent requests with the same key exactly one gets it.
 */
export async function claimIdempotencyKey(
  db: Kysely<Database>,
  scope: string,
  key: string,
  requestHash: string,
): Promise<Claim> {
  // A key released by a failed request between our insert and our read is claimed again, a few times at most.
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: requestHash })
      .onConflict((oc) =>
        oc
          .columns(['scope', 'key'])
          .doUpdateSet({ request_hash: requestHash, status: null, response: null, created_at: sql`now()` })
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', sql<Date>`now() - ${REMEMBERED}`),
              eb.and([
                eb('idempotency_keys.status', 'is', null),
                eb('idempotency_keys.created_at', '<', sql<Date>`now() - ${ABANDONED}`),
              ]),
            ]),
          ),
      )
      .returning('scope')
      .executeTakeFirst()
    if (claimed) return { kind: 'claimed' }
    const held = await db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'status', 'response'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst()
    if (!held) continue
    if (held.request_hash !== requestHash) return { kind: 'other-request' }
    if (held.status === null) return { kind: 'in-progress' }
    return { kind: 'replay', status: held.status, response: held.response }
  }
  return { kind: 'in-progress' }
}

/** Keeps the answer of the request that claimed `key`, for its retries. */
export async function completeIdempotencyKey(
  db: Kysely<Database>,
  scope: string,
  key: string,
  status: number,
  response: unknown,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status, response: JSON.stringify(response) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute()
}

/** Gives up the claim of a request that failed, so that its retry runs anew. */
export async function releaseIdempotencyKey(db: Kysely<Database>, scope: string, key: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('status', 'is', null)
    .execute()
}

/** Deletes the keys older than a day (the daily job); answers how many. */
export async function pruneIdempotencyKeys(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<Date>`now() - ${REMEMBERED}`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
