import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { AdminActor } from '../auth/identity'
import type { Role } from '../../shared/permissions'
import { actorColumns, isLastOwner, lockTeam, setRoleOf } from './admin-store'

export interface TeamInvite {
  email: string
  role: Role
  /** ISO 8601. */
  since: string
}

export type SetRoleResult =
  | { ok: true; outcome: 'changed' | 'unchanged' | 'removed' | 'invited' | 'withdrawn'; uid: string | null }
  | { ok: false; reason: 'last-owner' | 'not-member' | 'ambiguous' }

/**
 * Gives the member with this verified e-mail a role, or takes them off the team with `role: null`. An
 * e-mail nobody has signed in with verified keeps the role waiting (an invite) until its first verified
 * sign-in. The last owner keeps the role: the team can't lock itself out of its own settings.
 */
export async function setRole(
  db: Kysely<Database>,
  email: string,
  role: Role | null,
  actor: AdminActor,
): Promise<SetRoleResult> {
  const address = email.toLowerCase()
  return db.transaction().execute(async (trx) => {
    const team = await lockTeam(trx)
    const holders = await trx
      .selectFrom('users')
      .select(['uid', 'email', 'role'])
      .where(sql<string>`lower(email)`, '=', address)
      .where('email_verified', '=', true)
      .orderBy('uid')
      .forUpdate()
      .execute()
    if (holders.length > 1) return { ok: false, reason: 'ambiguous' } as const
    const columns = actorColumns(actor)
    if (!holders.length) {
      if (role === null) {
        const withdrawn = await trx.deleteFrom('team_invites').where('email', '=', address).executeTakeFirst()
        return withdrawn.numDeletedRows > 0n
          ? ({ ok: true, outcome: 'withdrawn', uid: null } as const)
          : ({ ok: false, reason: 'not-member' } as const)
      }
      await trx
        .insertInto('team_invites')
        .values({ email: address, role, invited_by_uid: columns.actor_uid })
        .onConflict((oc) => oc.column('email').doUpdateSet({ role, invited_by_uid: columns.actor_uid }))
        .execute()
      await trx
        .insertInto('admin_audit')
        .values({ action: 'invite', target_uid: '', target_email: address, role, previous_role: null, ...columns })
        .execute()
      return { ok: true, outcome: 'invited', uid: null } as const
    }
    const target = holders[0]
    if (target.role === role) return { ok: true, outcome: 'unchanged', uid: target.uid } as const
    if (role === null && target.role === null) return { ok: false, reason: 'not-member' } as const
    if (target.role === 'owner' && isLastOwner(team, target.uid)) return { ok: false, reason: 'last-owner' } as const
    await setRoleOf(trx, 'role', target, role, columns)
    return { ok: true, outcome: role ? 'changed' : 'removed', uid: target.uid } as const
  })
}

/** Roles waiting for an e-mail's first verified sign-in, newest first. */
export async function listInvites(db: Kysely<Database>): Promise<TeamInvite[]> {
  const rows = await db
    .selectFrom('team_invites')
    .select(['email', 'role', 'created_at'])
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map((r) => ({ email: r.email, role: r.role, since: new Date(r.created_at).toISOString() }))
}
