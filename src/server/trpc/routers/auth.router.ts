import { publicProcedure, router } from '../init'
import { isAdminIdentity } from '../../users/user-store'

export const authRouter = router({
  /** Whether the caller is an admin; anyone without a valid token is not. */
  checkAdmin: publicProcedure.query(async ({ ctx }) => {
    const identity = await ctx.identity()
    return { isAdmin: identity ? await isAdminIdentity(ctx.db, identity, ctx.config.adminEmails) : false }
  }),
})
