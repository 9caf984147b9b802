import { createHmac, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const SETTING = 'erasure-hash-key'
const generated = new WeakMap<Kysely<Database>, Promise<string>>()

/**
 * The key of the erasure records' hashes: ERASURE_HASH_KEY when set (production requires it), else one
 * generated on first use and kept in the database, so every instance and every restart hash alike.
 */
export function erasureHashKey(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured)
  let key = generated.get(db)
  if (!key) {
    key = keptKey(db)
    // A failed read is tried again by the next caller, not remembered.
    key.catch(() => generated.delete(db))
    generated.set(db, key)
  }
  return key
}

async function keptKey(db: Kysely<Database>): Promise<string> {
  // Two instances generating at once: the first insert wins and both read the winner.
  await db
    .insertInto('settings')
    .values({ name: SETTING, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('settings').select('value').where('name', '=', SETTING).executeTakeFirstOrThrow()
  return row.value
}

/**
 * A keyed hash of a person key ('email:…' or 'phone:…'): the same key always gives the same hash, so a
 * repeated request is recognised, while the hash alone cannot be reversed by trying likely addresses.
 */
export function hashPersonKey(key: string, secret: string): string {
  return createHmac('sha256', secret).update(key).digest('hex')
}
