import type { FastifyRequest } from 'fastify'
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify'
import type { Identity } from '../auth/identity'

/** The bearer token of an `Authorization: Bearer <Firebase ID token>` header, if any. */
function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([\w.-]{1,4096})$/.exec(header ?? '')
  return match ? match[1] : null
}

export function contextFactory() {
  return ({ req, info }: CreateFastifyContextOptions) => contextOf(req, info.connectionParams)
}

/**
 * A request's context: for tRPC's adapter, and for the live stream's own route (src/server/live/live-sse.ts),
 * which calls its procedure with the same context.
 */
export function contextOf(
  req: FastifyRequest,
  connectionParams: CreateFastifyContextOptions['info']['connectionParams'],
) {
  let identity: Promise<Identity | null> | undefined
  const token = bearerToken(req.headers.authorization)
  return {
    db: req.server.db,
    intake: req.server.intake,
    config: req.server.config,
    log: req.log,
    mailSender: req.server.mailSender,
    live: req.server.live,
    /** What a subscription's link sent beside the URL (the live stream's ticket); never an ID token. */
    connectionParams,
    ip: req.ip,
    /** A spreadsheet upload's raw multipart body (admin.imports.upload alone; src/server/plugins/trpc.ts). */
    importUpload: req.importUpload ? { raw: req.importUpload, headers: req.headers } : null,
    /** Spreadsheet imports' worker, told when there is work (an upload, a check, a start). */
    imports: req.server.imports,
    /** Counts this request against its client network's form limit (only form procedures call it). */
    hitFormLimit: () => req.server.rateLimits.form.hit(req),
    /** The verified caller, or null; checked once per request, and only when a procedure asks. */
    identity: (): Promise<Identity | null> =>
      (identity ??= token ? req.server.tokenVerifier.verify(token) : Promise.resolve(null)),
  }
}

export type Context = ReturnType<typeof contextOf>
