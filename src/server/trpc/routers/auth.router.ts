import { publicProcedure, router } from '../init'
import { memberRole } from '../../users/user-store'
import { permissionsOf } from '../../../shared/permissions'

export const authRouter = router({
  /**
   * Whether the caller may open the back office (any role), which role they hold and what it permits;
   * anyone without a valid token holds none.
   */
  checkAdmin: publicProcedure.query(async ({ ctx }) => {
    const identity = await ctx.identity()
    const role = identity ? await memberRole(ctx.db, identity, ctx.config.adminEmails) : null
    return { isAdmin: role !== null, role, permissions: permissionsOf(role) }
  }),
})
