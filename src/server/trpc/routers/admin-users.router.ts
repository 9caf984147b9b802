import { TRPCError } from '@trpc/server'
import { adminProcedure, router } from '../init'
import { grantAdmin, listAdminAudit, listAdmins, revokeAdmin } from '../../users/admin-store'
import {
  ADMIN_MESSAGES,
  adminAuditQuerySchema,
  grantAdminSchema,
  revokeAdminSchema,
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
  list: adminProcedure.query(({ ctx }) => listAdmins(ctx.db)),

  grant: adminProcedure.input(grantAdminSchema).mutation(async ({ ctx, input }) => {
    const result = await grantAdmin(ctx.db, input.email, { source: 'back-office', identity: ctx.identity })
    if (!result.ok) throw grantRefusal(result.reason)
    return { admin: result.admin, alreadyAdmin: result.alreadyAdmin }
  }),

  revoke: adminProcedure.input(revokeAdminSchema).mutation(async ({ ctx, input }) => {
    const result = await revokeAdmin(ctx.db, input.uid, { source: 'back-office', identity: ctx.identity })
    if (result.ok) return { ok: true as const }
    throw result.reason === 'last-admin'
      ? new TRPCError({ code: 'CONFLICT', message: ADMIN_MESSAGES.lastAdmin })
      : new TRPCError({ code: 'NOT_FOUND', message: ADMIN_MESSAGES.notAdmin })
  }),

  /** The caller's own back-office settings (the table's hidden columns). */
  preferences: adminProcedure.query(({ ctx }) => getPreferences(ctx.db, ctx.identity.uid)),

  savePreferences: adminProcedure
    .input(adminPreferencesSchema)
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.identity.uid, input)),

  audit: adminProcedure.input(adminAuditQuerySchema).query(({ ctx, input }) => listAdminAudit(ctx.db, input.limit)),
})
