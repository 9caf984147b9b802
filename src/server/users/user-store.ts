import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { guardDatabase } from '../db/errors'
import type { UserSync } from '../../shared/schemas/user'

/** Inserts or refreshes a user by uid; the admin flag is never touched here. */
export function upsertUser(db: Kysely<Database>, user: UserSync): Promise<{ uid: string; isAdmin: boolean }> {
  return guardDatabase(async () => {
    const values = {
      uid: user.uid,
      email: user.email,
      display_name: user.displayName,
      photo_url: user.photoURL,
      phone_number: user.phoneNumber,
    }
    const row = await db
      .insertInto('users')
      .values(values)
      .onConflict((oc) =>
        oc.column('uid').doUpdateSet({
          email: values.email,
          display_name: values.display_name,
          photo_url: values.photo_url,
          phone_number: values.phone_number,
          updated_at: new Date(),
        }),
      )
      .returning(['uid', 'is_admin'])
      .executeTakeFirstOrThrow()
    return { uid: row.uid, isAdmin: row.is_admin }
  })
}

export function isAdmin(db: Kysely<Database>, uid: string): Promise<boolean> {
  return guardDatabase(async () => {
    const row = await db.selectFrom('users').select('is_admin').where('uid', '=', uid).executeTakeFirst()
    return row?.is_admin ?? false
  })
}
