import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { guardDatabase } from '../db/errors'
import type { Identity } from '../auth/identity'
import { bootstrapAdmin } from './admin-store'
import type { UserSync } from '../../shared/schemas/user'

/** Inserts or refreshes a user's profile by uid; the admin flag is never touched here. */
async function upsertProfile(db: Kysely<Database>, user: UserSync): Promise<{ uid: string; isAdmin: boolean }> {
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
}

/** A legacy caller's POST /api/users: the profile as given. */
export function upsertUser(db: Kysely<Database>, user: UserSync): Promise<{ uid: string; isAdmin: boolean }> {
  return guardDatabase(() => upsertProfile(db, user))
}

/** ADMIN_EMAILS counts only for an e-mail the identity provider has verified. */
function listedAsAdmin(identity: Identity, adminEmails: readonly string[]): boolean {
  return identity.emailVerified && !!identity.email && adminEmails.includes(identity.email.toLowerCase())
}

/**
 * The site's sync on every sign-in: the profile comes from the verified token alone, and a verified
 * e-mail listed in ADMIN_EMAILS becomes admin the first time (recorded in the audit); a later revoke
 * in the back office is not undone by the list.
 */
export function syncUser(
  db: Kysely<Database>,
  identity: Identity,
  adminEmails: readonly string[],
): Promise<{ isAdmin: boolean }> {
  return guardDatabase(() =>
    db.transaction().execute(async (trx) => {
      const { isAdmin } = await upsertProfile(trx, {
        uid: identity.uid,
        email: identity.email,
        displayName: identity.name,
        photoURL: identity.picture,
        phoneNumber: identity.phoneNumber ?? '',
      })
      if (isAdmin || !listedAsAdmin(identity, adminEmails)) return { isAdmin }
      // Once anyone has granted or revoked this person's rights, that decision stands over the list.
      const decided = await trx
        .selectFrom('admin_audit')
        .select('id')
        .where('target_uid', '=', identity.uid)
        .limit(1)
        .executeTakeFirst()
      if (decided) return { isAdmin }
      await bootstrapAdmin(trx, identity)
      return { isAdmin: true }
    }),
  )
}

export function isAdmin(db: Kysely<Database>, uid: string): Promise<boolean> {
  return guardDatabase(async () => {
    const row = await db.selectFrom('users').select('is_admin').where('uid', '=', uid).executeTakeFirst()
    return row?.is_admin ?? false
  })
}

/** Whether a verified caller is an admin now; an ADMIN_EMAILS address that never synced is synced first. */
export async function isAdminIdentity(
  db: Kysely<Database>,
  identity: Identity,
  adminEmails: readonly string[],
): Promise<boolean> {
  if (await isAdmin(db, identity.uid)) return true
  return listedAsAdmin(identity, adminEmails) && (await syncUser(db, identity, adminEmails)).isAdmin
}
