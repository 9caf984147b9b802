import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/**
 * Requests are logged by path only: query strings carry user ids (`check-admin?uid=`), tRPC inputs and
 * campaign links with e-mail addresses, none of which belong in logs.
 */
export function requestForLog(req: FastifyRequest) {
  return {
    method: req.method,
    url: req.url.split('?', 1)[0],
    host: req.host,
    remoteAddress: req.ip,
  }
}

/**
 * One line per request, when it completes, carrying the request as well as the answer. Fastify writes
 * two (one as it arrives, one as it completes), which doubles the logging of every page answered from
 * memory, and the first says nothing the second does not. Fastify's other lines (errors, 404s, broken
 * streams) stay as they are.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(req)) return
    const line = { req, res: reply, responseTime: reply.elapsedTime }
    if (error) reply.log.error({ ...line, err: error }, 'request errored')
    else reply.log.info(line, 'request completed')
  }
}
