import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'
import { bootstrapAdmin } from './admin-store'
import type { UserSync } from '../../shared/schemas/user'

/** The columns of a profile, as a sign-in token or a legacy caller gives them. */
function profileColumns(user: UserSync) {
  return {
    uid: user.uid,
    email: user.email,
    display_name: user.displayName,
    photo_url: user.photoURL,
    phone_number: user.phoneNumber,
  }
}

/**
 * Inserts or refreshes a user's profile by uid from a verified sign-in token; the admin flag is never touched
 * here. The e-mail is only as verified as the token says.
 */
async function syncProfile(
  db: Kysely<Database>,
  user: UserSync,
  emailVerified: boolean,
): Promise<{ uid: string; isAdmin: boolean }> {
  const values = { ...profileColumns(user), email_verified: emailVerified && !!user.email, signed_in: true }
  const { uid: _uid, ...changes } = values
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('uid').doUpdateSet({ ...changes, updated_at: new Date() }))
    .returning(['uid', 'is_admin'])
    .executeTakeFirstOrThrow()
  return { uid: row.uid, isAdmin: row.is_admin }
}

export type LegacyUpsertResult = { ok: true; uid: string; isAdmin: boolean } | { ok: false; reason: 'signed-in' }

/**
 * A legacy caller's POST /api/users: the profile as given, its e-mail unverified (an API key proves nothing
 * about an address). An account that has signed in on the site is its token's alone and is left unchanged.
 */
export async function upsertUser(db: Kysely<Database>, user: UserSync): Promise<LegacyUpsertResult> {
  const { uid: _uid, ...changes } = profileColumns(user)
  // One statement, so a sign-in that lands meanwhile is either seen here or overwrites this.
  const row = await db
    .insertInto('users')
    .values({ ...profileColumns(user), email_verified: false, signed_in: false })
    .onConflict((oc) =>
      oc
        .column('uid')
        .doUpdateSet({ ...changes, email_verified: false, updated_at: new Date() })
        .where('users.signed_in', '=', false),
    )
    .returning(['uid', 'is_admin'])
    .executeTakeFirst()
  return row ? { ok: true, uid: row.uid, isAdmin: row.is_admin } : { ok: false, reason: 'signed-in' }
}

/** ADMIN_EMAILS counts only for an e-mail the identity provider has verified. */
function listedAsAdmin(identity: Identity, adminEmails: readonly string[]): boolean {
  return identity.emailVerified && !!identity.email && adminEmails.includes(identity.email.toLowerCase())
}

/**
 * The site's sync on every sign-in: the profile comes from the verified token alone, and a verified
 * e-mail listed in ADMIN_EMAILS becomes admin the first time (recorded in the audit); a later revoke
 * in the back office, of this account or another with the same e-mail, is not undone by the list.
 */
export async function syncUser(
  db: Kysely<Database>,
  identity: Identity,
  adminEmails: readonly string[],
): Promise<{ isAdmin: boolean }> {
  return db.transaction().execute(async (trx) => {
    const { isAdmin } = await syncProfile(
      trx,
      {
        uid: identity.uid,
        email: identity.email,
        displayName: identity.name,
        photoURL: identity.picture,
        phoneNumber: identity.phoneNumber ?? '',
      },
      identity.emailVerified,
    )
    if (isAdmin || !listedAsAdmin(identity, adminEmails)) return { isAdmin }
    // Once anyone has granted or revoked this person's rights, that decision stands over the list.
    const decided = await trx
      .selectFrom('admin_audit')
      .select('id')
      .where('target_uid', '=', identity.uid)
      .limit(1)
      .executeTakeFirst()
    if (decided) return { isAdmin }
    // A revocation stands for the e-mail too: the same person signing in as a new account (another
    // provider, a reset emulator) stays revoked until someone grants again.
    const lastForEmail = await trx
      .selectFrom('admin_audit')
      .select('action')
      .where(sql<string>`lower(target_email)`, '=', (identity.email ?? '').toLowerCase())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (lastForEmail?.action === 'revoke') return { isAdmin }
    await bootstrapAdmin(trx, identity)
    return { isAdmin: true }
  })
}

export async function isAdmin(db: Kysely<Database>, uid: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('is_admin').where('uid', '=', uid).executeTakeFirst()
  return row?.is_admin ?? false
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
