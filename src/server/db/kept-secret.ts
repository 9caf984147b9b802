import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from './schema'

const kept = new WeakMap<Kysely<Database>, Map<string, Promise<string>>>()

/**
 * A secret generated on first use and kept in the `settings` table under `name`, so that every instance and
 * every restart use the same one. Read once per database and name; a failed read is tried again by the
 * next caller, not remembered.
 */
export function keptSecret(db: Kysely<Database>, name: string): Promise<string> {
  let secrets = kept.get(db)
  if (!secrets) kept.set(db, (secrets = new Map()))
  let secret = secrets.get(name)
  if (!secret) {
    secret = readOrCreate(db, name)
    secret.catch(() => secrets.delete(name))
    secrets.set(name, secret)
  }
  return secret
}

async function readOrCreate(db: Kysely<Database>, name: string): Promise<string> {
  // Two instances generating at once: the first insert wins and both read the winner.
  await db
    .insertInto('settings')
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await db.selectFrom('settings').select('value').where('name', '=', name).executeTakeFirstOrThrow()
  return row.value
}
