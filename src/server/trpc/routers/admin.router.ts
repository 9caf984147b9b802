import { router } from '../init'
import { adminUsersRouter } from './admin-users.router'

/** The back office: every procedure below is an adminProcedure. */
export const adminRouter = router({
  users: adminUsersRouter,
})
