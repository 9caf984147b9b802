import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'
import { bootstrapAdmin, setRoleOf } from './admin-store'
import type { UserSync } from '../../shared/schemas/user'
import type { Role } from '../../shared/permissions'

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
): Promise<{ uid: string; role: Role | null }> {
  const values = { ...profileColumns(user), email_verified: emailVerified && !!user.email, signed_in: true }
  const { uid: _uid, ...changes } = values
  const row = await db
    .insertInto('users')
    .values(values)
    .onConflict((oc) => oc.column('uid').doUpdateSet({ ...changes, updated_at: new Date() }))
    .returning(['uid', 'role'])
    .executeTakeFirstOrThrow()
  return { uid: row.uid, role: row.role }
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

/** A role an owner gave this verified e-mail before anyone signed in with it, taken now (once). */
async function takeInvite(trx: Transaction<Database>, identity: Identity): Promise<Role | null> {
  if (!identity.emailVerified || !identity.email) return null
  const invite = await trx
    .deleteFrom('team_invites')
    .where('email', '=', identity.email.toLowerCase())
    .returning(['role', 'invited_by_uid'])
    .executeTakeFirst()
  if (!invite) return null
  // The audit names who gave the role: the owner who made the invite.
  const inviter = invite.invited_by_uid
    ? await trx.selectFrom('users').select('email').where('uid', '=', invite.invited_by_uid).executeTakeFirst()
    : undefined
  await setRoleOf(trx, 'role', { uid: identity.uid, email: identity.email, role: null }, invite.role, {
    actor_uid: invite.invited_by_uid,
    actor_email: inviter?.email ?? null,
    source: 'back-office',
  })
  return invite.role
}

/**
 * The site's sync on every sign-in: the profile comes from the verified token alone; a role waiting for
 * the verified e-mail is taken, and an e-mail listed in ADMIN_EMAILS becomes owner the first time
 * (recorded in the audit); a later revoke in the back office, of this account or another with the same
 * e-mail, is not undone by the list.
 */
export async function syncUser(
  db: Kysely<Database>,
  identity: Identity,
  adminEmails: readonly string[],
): Promise<{ isAdmin: boolean; role: Role | null }> {
  return db.transaction().execute(async (trx) => {
    const synced = await syncProfile(
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
    const kept = { isAdmin: synced.role !== null, role: synced.role }
    if (synced.role) return kept
    const invited = await takeInvite(trx, identity)
    if (invited) return { isAdmin: true, role: invited }
    if (!listedAsAdmin(identity, adminEmails)) return kept
    // Once anyone has granted or revoked this person's rights, that decision stands over the list.
    const decided = await trx
      .selectFrom('admin_audit')
      .select('id')
      .where('target_uid', '=', identity.uid)
      .limit(1)
      .executeTakeFirst()
    if (decided) return kept
    // A revocation stands for the e-mail too: the same person signing in as a new account (another
    // provider, a reset emulator) stays revoked until someone grants again.
    const lastForEmail = await trx
      .selectFrom('admin_audit')
      .select('action')
      .where(sql<string>`lower(target_email)`, '=', (identity.email ?? '').toLowerCase())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (lastForEmail?.action === 'revoke') return kept
    await bootstrapAdmin(trx, identity)
    return { isAdmin: true, role: 'owner' }
  })
}

export async function roleOf(db: Kysely<Database>, uid: string): Promise<Role | null> {
  const row = await db.selectFrom('users').select('role').where('uid', '=', uid).executeTakeFirst()
  return row?.role ?? null
}

/**
 * A verified caller's role now (null: not on the team). An ADMIN_EMAILS address, or an e-mail a role waits
 * for, that has not synced yet is synced first, so the first request after sign-in already sees the role.
 */
export async function memberRole(
  db: Kysely<Database>,
  identity: Identity,
  adminEmails: readonly string[],
): Promise<Role | null> {
  const role = await roleOf(db, identity.uid)
  if (role || !identity.emailVerified || !identity.email) return role
  const invited = await db
    .selectFrom('team_invites')
    .select('email')
    .where('email', '=', identity.email.toLowerCase())
    .executeTakeFirst()
  if (!invited && !listedAsAdmin(identity, adminEmails)) return null
  return (await syncUser(db, identity, adminEmails)).role
}
