import { authedProcedure, router } from '../init'
import { syncUser } from '../../users/user-store'

export const usersRouter = router({
  /** On every sign-in: the caller's profile, from the verified token alone; answers whether they are admin. */
  sync: authedProcedure.mutation(async ({ ctx }) => {
    const { isAdmin } = await syncUser(ctx.db, ctx.identity, ctx.config.adminEmails)
    return { isAdmin }
  }),
})
