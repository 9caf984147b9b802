import { router } from './init'
import { inquiriesRouter } from './routers/inquiries.router'

export const appRouter = router({
  inquiries: inquiriesRouter,
})

export type AppRouter = typeof appRouter
