import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify'
import type { Identity } from '../auth/identity'

/** The bearer token of an `Authorization: Bearer <Firebase ID token>` header, if any. */
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w.-]{1,4096})$/.exec(header ?? '')
  return match ? match[1] : null
}

export function contextFactory() {
  return ({ req }: CreateFastifyContextOptions) => {
    let identity: Promise<Identity | null> | undefined
    const token = bearerToken(req.headers.authorization)
    return {
      db: req.server.db,
      intake: req.server.intake,
      config: req.server.config,
      log: req.log,
      mailSender: req.server.mailSender,
      ip: req.ip,
      /** Counts this request against its client network's form limit (only form procedures call it). */
      hitFormLimit: () => req.server.rateLimits.form.hit(req),
      /** The verified caller, or null; checked once per request, and only when a procedure asks. */
      identity: (): Promise<Identity | null> =>
        (identity ??= token ? req.server.tokenVerifier.verify(token) : Promise.resolve(null)),
    }
  }
}

export type Context = Awaited<ReturnType<ReturnType<typeof contextFactory>>>
