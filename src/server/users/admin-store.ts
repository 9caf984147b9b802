import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { AdminActor, Identity } from '../auth/identity'
import type { AdminAuditSource } from '../../shared/schemas/admin'

export interface AdminSummary {
  uid: string
  email: string | null
  displayName: string | null
  photoURL: string | null
  /**
   * Another account (another uid) signed in with the same e-mail: two Google sign-ins that are not one
   * account, e.g. after a local emulator forgot its accounts. Shown, not merged: each has its own rights.
   */
  sharesEmail: boolean
  /**
   * The e-mail arrived verified in their last sign-in. Until it has, no alert, digest or reminder goes to it
   * (an account from before verification was recorded is verified again at its next sign-in).
   */
  emailVerified: boolean
}

export interface AdminAuditEntry {
  id: number
  action: 'grant' | 'revoke'
  targetUid: string
  targetEmail: string | null
  actorEmail: string | null
  source: AdminAuditSource
  /** ISO 8601: it travels as JSON. */
  at: string
}

export type GrantResult =
  | { ok: true; admin: Omit<AdminSummary, 'sharesEmail' | 'emailVerified'>; alreadyAdmin: boolean }
  | { ok: false; reason: 'not-signed-up' | 'not-verified' | 'ambiguous' }
export type RevokeResult = { ok: true } | { ok: false; reason: 'last-admin' | 'not-admin' }

function actorColumns(actor: AdminActor | { source: 'admin-emails' }) {
  return actor.source === 'back-office'
    ? { actor_uid: actor.identity.uid, actor_email: actor.identity.email, source: actor.source }
    : { actor_uid: null, actor_email: null, source: actor.source }
}

/** Every admin, oldest account first. */
export function listAdmins(db: Kysely<Database>): Promise<AdminSummary[]> {
  return db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name as displayName', 'photo_url as photoURL', 'email_verified as emailVerified'])
    .select(
      sql<boolean>`exists (select 1 from users other
          where lower(other.email) = lower(users.email) and other.uid <> users.uid and other.signed_in)`.as(
        'sharesEmail',
      ),
    )
    .where('is_admin', '=', true)
    .orderBy('created_at')
    .orderBy('uid')
    .execute()
}

/**
 * Makes the person who signed in with this e-mail, verified, an admin; recorded unless they already were.
 * An address no token has verified (one a legacy caller stored, or an unverified sign-in) finds no one, and
 * an address several accounts verified is refused rather than guessed at.
 */
export async function grantAdmin(db: Kysely<Database>, email: string, actor: AdminActor): Promise<GrantResult> {
  return db.transaction().execute(async (trx) => {
    const holders = await trx
      .selectFrom('users')
      .select(['uid', 'email', 'display_name as displayName', 'photo_url as photoURL', 'is_admin', 'email_verified'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .orderBy('uid')
      .forUpdate()
      .execute()
    const verified = holders.filter((h) => h.email_verified)
    if (verified.length > 1) return { ok: false, reason: 'ambiguous' } as const
    if (!verified.length) return { ok: false, reason: holders.length ? 'not-verified' : 'not-signed-up' } as const
    const { is_admin: alreadyAdmin, email_verified: _verified, ...admin } = verified[0]
    if (!alreadyAdmin) await setAdmin(trx, 'grant', admin, actorColumns(actor))
    return { ok: true, admin, alreadyAdmin } as const
  })
}

/** Takes admin rights away; never from the last admin, so the back office can't lock everyone out. */
export async function revokeAdmin(db: Kysely<Database>, uid: string, actor: AdminActor): Promise<RevokeResult> {
  return db.transaction().execute(async (trx) => {
    // Locking every admin row serialises concurrent revokes: two admins revoking each other can't both win.
    const admins = await trx
      .selectFrom('users')
      .select(['uid', 'email'])
      .where('is_admin', '=', true)
      .forUpdate()
      .execute()
    const target = admins.find((a) => a.uid === uid)
    if (!target) return { ok: false, reason: 'not-admin' } as const
    if (admins.length === 1) return { ok: false, reason: 'last-admin' } as const
    await setAdmin(trx, 'revoke', target, actorColumns(actor))
    return { ok: true } as const
  })
}

/** ADMIN_EMAILS: a verified e-mail on the list becomes admin as it signs in (recorded like any grant). */
export async function bootstrapAdmin(trx: Transaction<Database>, identity: Identity): Promise<void> {
  await setAdmin(trx, 'grant', { uid: identity.uid, email: identity.email }, actorColumns({ source: 'admin-emails' }))
}

async function setAdmin(
  trx: Transaction<Database>,
  action: 'grant' | 'revoke',
  target: { uid: string; email: string | null },
  actor: ReturnType<typeof actorColumns>,
) {
  await trx
    .updateTable('users')
    .set({ is_admin: action === 'grant', updated_at: new Date() })
    .where('uid', '=', target.uid)
    .execute()
  await trx
    .insertInto('admin_audit')
    .values({ action, target_uid: target.uid, target_email: target.email, ...actor })
    .execute()
}

/** The newest grants and revokes first. */
export function listAdminAudit(db: Kysely<Database>, limit: number): Promise<AdminAuditEntry[]> {
  return db
    .selectFrom('admin_audit')
    .select([
      'id',
      'action',
      'target_uid as targetUid',
      'target_email as targetEmail',
      'actor_email as actorEmail',
      'source',
      'created_at as at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })))
}
