import { router } from './init'
import { inquiriesRouter } from './routers/inquiries.router'
import { usersRouter } from './routers/users.router'
import { authRouter } from './routers/auth.router'
import { adminRouter } from './routers/admin.router'

export const appRouter = router({
  inquiries: inquiriesRouter,
  users: usersRouter,
  auth: authRouter,
  admin: adminRouter,
})

export type AppRouter = typeof appRouter
