import { createHmac } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { keptSecret } from '../db/kept-secret'

/**
 * The key of the erasure records' hashes: ERASURE_HASH_KEY when set (production requires it), else one
 * generated on first use and kept in the database, so every instance and every restart hash alike.
 */
export function erasureHashKey(db: Kysely<Database>, configured: string | undefined): Promise<string> {
  return configured ? Promise.resolve(configured) : keptSecret(db, 'erasure-hash-key')
}

/**
 * A keyed hash of a person key ('email:…' or 'phone:…'): the same key always gives the same hash, so a
 * repeated request is recognised, while the hash alone cannot be reversed by trying likely addresses.
 */
export function hashPersonKey(key: string, secret: string): string {
  return createHmac('sha256', secret).update(key).digest('hex')
}
