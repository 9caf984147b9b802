import { TRPCError } from '@trpc/server'
import { permitted, router } from '../init'
import { grantAdmin, listAdminAudit, listAdmins, revokeAdmin } from '../../users/admin-store'
import { listInvites, setRole } from '../../users/team-store'
import {
  ADMIN_MESSAGES,
  TEAM_MESSAGES,
  adminAuditQuerySchema,
  grantAdminSchema,
  revokeAdminSchema,
  setRoleSchema,
} from '../../../shared/schemas/admin'
import { adminPreferencesSchema } from '../../../shared/schemas/admin-inquiries'
import { getPreferences, savePreferences } from '../../users/preferences-store'

/** Why a grant by e-mail found no one to grant: nobody, nobody verified, or more than one account. */
function grantRefusal(reason: 'not-signed-up' | 'not-verified' | 'ambiguous'): TRPCError {
  if (reason === 'ambiguous') return new TRPCError({ code: 'CONFLICT', message: ADMIN_MESSAGES.ambiguous })
  const message = reason === 'not-verified' ? ADMIN_MESSAGES.notVerified : ADMIN_MESSAGES.notSignedUp
  return new TRPCError({ code: 'NOT_FOUND', message })
}

export const adminUsersRouter = router({
  /** The team with their roles: who leads can be assigned to, and the team page's list. */
  list: permitted('inquiries.read').query(({ ctx }) => listAdmins(ctx.db)),

  /** Roles waiting for an e-mail's first verified sign-in. */
  invites: permitted('team.manage').query(({ ctx }) => listInvites(ctx.db)),

  /**
   * A member's role by e-mail, or `role: null` to remove them; an e-mail nobody has signed in with yet
   * keeps the role until its first verified sign-in. The last owner can't be demoted or removed (400).
   */
  setRole: permitted('team.manage')
    .input(setRoleSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await setRole(ctx.db, input.email, input.role, { source: 'back-office', identity: ctx.identity })
      if (result.ok) return { outcome: result.outcome, uid: result.uid }
      if (result.reason === 'last-owner') throw new TRPCError({ code: 'BAD_REQUEST', message: TEAM_MESSAGES.lastOwner })
      if (result.reason === 'ambiguous') throw new TRPCError({ code: 'CONFLICT', message: ADMIN_MESSAGES.ambiguous })
      throw new TRPCError({ code: 'NOT_FOUND', message: TEAM_MESSAGES.notMember })
    }),

  /** Makes the person with this verified e-mail an owner. */
  grant: permitted('team.manage')
    .input(grantAdminSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await grantAdmin(ctx.db, input.email, { source: 'back-office', identity: ctx.identity })
      if (!result.ok) throw grantRefusal(result.reason)
      return { admin: result.admin, alreadyAdmin: result.alreadyAdmin }
    }),

  /** Takes a member off the team; never the last owner. */
  revoke: permitted('team.manage')
    .input(revokeAdminSchema)
    .mutation(async ({ ctx, input }) => {
      const result = await revokeAdmin(ctx.db, input.uid, { source: 'back-office', identity: ctx.identity })
      if (result.ok) return { ok: true as const }
      throw result.reason === 'last-admin'
        ? new TRPCError({ code: 'CONFLICT', message: ADMIN_MESSAGES.lastAdmin })
        : new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.notAdmin })
    }),

  /** The caller's own back-office settings (the table's hidden columns). */
  preferences: permitted('backOffice.open').query(({ ctx }) => getPreferences(ctx.db, ctx.identity.uid)),

  savePreferences: permitted('backOffice.open')
    .input(adminPreferencesSchema)
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.identity.uid, input)),

  audit: permitted('team.manage')
    .input(adminAuditQuerySchema)
    .query(({ ctx, input }) => listAdminAudit(ctx.db, input.limit)),
})
