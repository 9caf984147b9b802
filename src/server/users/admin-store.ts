import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { AdminActor, Identity } from '../auth/identity'
import type { AdminAuditSource } from '../../shared/schemas/admin'
import type { Role } from '../../shared/permissions'

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
  role: Role
}

export interface AdminAuditEntry {
  id: number
  action: 'grant' | 'revoke' | 'role' | 'invite'
  /** The role given (null: removed from the team), and the one before; null on grants and revokes before roles. */
  role: Role | null
  previousRole: Role | null
  targetUid: string
  targetEmail: string | null
  actorEmail: string | null
  source: AdminAuditSource
  /** ISO 8601: it travels as JSON. */
  at: string
}

export type GrantResult =
  | { ok: true; admin: Omit<AdminSummary, 'sharesEmail' | 'emailVerified' | 'role'>; alreadyAdmin: boolean }
  | { ok: false; reason: 'not-signed-up' | 'not-verified' | 'ambiguous' }
export type RevokeResult = { ok: true } | { ok: false; reason: 'last-admin' | 'not-admin' }

export function actorColumns(actor: AdminActor | { source: 'admin-emails' }) {
  return actor.source === 'back-office'
    ? { actor_uid: actor.identity.uid, actor_email: actor.identity.email, source: actor.source }
    : { actor_uid: null, actor_email: null, source: actor.source }
}

/** Every member of the team with their role, oldest account first. */
export function listAdmins(db: Kysely<Database>): Promise<AdminSummary[]> {
  return db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name as displayName', 'photo_url as photoURL', 'email_verified as emailVerified'])
    .select(sql<Role>`role`.as('role'))
    .select(
      sql<boolean>`exists (select 1 from users other
          where lower(other.email) = lower(users.email) and other.uid <> users.uid and other.signed_in)`.as(
        'sharesEmail',
      ),
    )
    .where('role', 'is not', null)
    .orderBy('created_at')
    .orderBy('uid')
    .execute()
}

/**
 * Makes the person who signed in with this e-mail, verified, an owner; recorded unless they already were one.
 * An address no token has verified (one a legacy caller stored, or an unverified sign-in) finds no one, and
 * an address several accounts verified is refused rather than guessed at.
 */
export async function grantAdmin(db: Kysely<Database>, email: string, actor: AdminActor): Promise<GrantResult> {
  return db.transaction().execute(async (trx) => {
    const holders = await trx
      .selectFrom('users')
      .select(['uid', 'email', 'display_name as displayName', 'photo_url as photoURL', 'role', 'email_verified'])
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .orderBy('uid')
      .forUpdate()
      .execute()
    const verified = holders.filter((h) => h.email_verified)
    if (verified.length > 1) return { ok: false, reason: 'ambiguous' } as const
    if (!verified.length) return { ok: false, reason: holders.length ? 'not-verified' : 'not-signed-up' } as const
    const { role, email_verified: _verified, ...admin } = verified[0]
    const alreadyAdmin = role === 'owner'
    if (!alreadyAdmin) await setRoleOf(trx, 'grant', { ...admin, role }, 'owner', actorColumns(actor))
    return { ok: true, admin, alreadyAdmin } as const
  })
}

/** The team's rows, locked: every change of a role takes these locks first, so two can't race past the last owner. */
export function lockTeam(trx: Transaction<Database>) {
  return trx
    .selectFrom('users')
    .select(['uid', 'email', 'role'])
    .where('role', 'is not', null)
    .orderBy('uid')
    .forUpdate()
    .execute() as Promise<{ uid: string; email: string | null; role: Role }[]>
}

/** Whether taking `uid`'s owner role away would leave the team without one. */
export function isLastOwner(team: { uid: string; role: Role }[], uid: string): boolean {
  const owners = team.filter((m) => m.role === 'owner')
  return owners.length === 1 && owners[0].uid === uid
}

/** Removes a member from the team; never the last owner, so the back office can't lock everyone out. */
export async function revokeAdmin(db: Kysely<Database>, uid: string, actor: AdminActor): Promise<RevokeResult> {
  return db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx)
    const target = team.find((a) => a.uid === uid)
    if (!target) return { ok: false, reason: 'not-admin' } as const
    if (isLastOwner(team, uid)) return { ok: false, reason: 'last-admin' } as const
    await setRoleOf(trx, 'revoke', target, null, actorColumns(actor))
    return { ok: true } as const
  })
}

/** ADMIN_EMAILS: a verified e-mail on the list becomes an owner as it signs in (recorded like any grant). */
export async function bootstrapAdmin(trx: Transaction<Database>, identity: Identity): Promise<void> {
  await setRoleOf(
    trx,
    'grant',
    { uid: identity.uid, email: identity.email, role: null },
    'owner',
    actorColumns({ source: 'admin-emails' }),
  )
}

/** Writes a member's new role (null: off the team) and its audit entry, in the caller's transaction. */
export async function setRoleOf(
  trx: Transaction<Database>,
  action: 'grant' | 'revoke' | 'role',
  target: { uid: string; email: string | null; role: Role | null },
  role: Role | null,
  actor: { actor_uid: string | null; actor_email: string | null; source: AdminAuditSource },
) {
  await trx.updateTable('users').set({ role, updated_at: new Date() }).where('uid', '=', target.uid).execute()
  await trx
    .insertInto('admin_audit')
    .values({
      action,
      target_uid: target.uid,
      target_email: target.email,
      role,
      previous_role: target.role,
      ...actor,
    })
    .execute()
}

/** The newest grants and revokes first. */
export function listAdminAudit(db: Kysely<Database>, limit: number): Promise<AdminAuditEntry[]> {
  return db
    .selectFrom('admin_audit')
    .select([
      'id',
      'action',
      'role',
      'previous_role as previousRole',
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
