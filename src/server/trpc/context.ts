import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify'
import type { RateLimiter } from '../rate-limit'

export interface ContextDeps {
  formLimiter: RateLimiter
}

export function contextFactory(deps: ContextDeps) {
  return ({ req }: CreateFastifyContextOptions) => ({
    db: req.server.db,
    log: req.log,
    ip: req.ip,
    formLimiter: deps.formLimiter,
  })
}

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>
