import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { AdminPreferences } from '../../shared/schemas/admin-inquiries'

/** An admin's own back-office settings; empty until they change one. */
export async function getPreferences(db: Kysely<Database>, uid: string): Promise<AdminPreferences> {
  const row = await db.selectFrom('users').select('preferences').where('uid', '=', uid).executeTakeFirst()
  return row?.preferences ?? {}
}

/** Merges the given settings over the stored ones, so each screen saves only what it owns. */
export async function savePreferences(
  db: Kysely<Database>,
  uid: string,
  changes: AdminPreferences,
): Promise<AdminPreferences> {
  const row = await db
    .updateTable('users')
    .set({ preferences: sql<AdminPreferences>`preferences || ${JSON.stringify(changes)}::jsonb` })
    .where('uid', '=', uid)
    .returning('preferences')
    .executeTakeFirst()
  return row?.preferences ?? {}
}
