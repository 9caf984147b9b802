import type { FastifyReply, FastifyRequest } from 'fastify'
import { TRPCError } from '@trpc/server'
import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  isTrackedEnvelope,
  parseConnectionParamsFromString,
  sseHeaders,
} from '@trpc/server/unstable-core-do-not-import'
import { appRouter } from '../trpc/app-router'
import { contextOf, type Context } from '../trpc/context'

export const LIVE_EVENTS_PATH = 'admin.live.events'

/** A member's connection that stopped reading is let go beyond this much unsent; it reconnects and replays. */
const MAX_UNSENT_BYTES = 1024 * 1024

const config = appRouter._def._config
const PING_MS = config.sse?.ping?.intervalMs ?? 15_000
const CONNECTED = `event: connected\ndata: ${JSON.stringify(config.sse?.client ?? {})}\n`

/** The subscription's input as tRPC reads it: `input` as JSON, with the EventSource's Last-Event-ID in it. */
function inputOf(req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>): unknown {
  const raw = req.query.input
  let input: unknown = raw === undefined ? undefined : JSON.parse(raw)
  const header = req.headers['last-event-id']
  const lastEventId = (Array.isArray(header) ? header[0] : header) ?? req.query.lastEventId
  if (lastEventId) {
    input =
      typeof input === 'object' && input !== null && !Array.isArray(input)
        ? { ...input, lastEventId }
        : (input ?? { lastEventId })
  }
  return input
}

/**
 * admin.live.events over server-sent events, in tRPC's wire format (httpSubscriptionLink reads it), served
 * by a route of its own (docs/decisions/0023). tRPC's own transport passes each event through a chain of
 * web streams, a few writes apiece: at 200 open back offices and 50 new leads a second that took an
 * instance's whole CPU. Here the procedure is called as tRPC would (its middleware, its input, its
 * generator) and each event is one write, the writes of a tick sent together.
 */
export async function serveLiveEvents(
  req: FastifyRequest<{ Querystring: Record<string, string | undefined> }>,
  reply: FastifyReply,
): Promise<void> {
  const out = reply.raw
  const left = new AbortController()
  out.on('close', () => left.abort())
  reply.hijack()
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) out.setHeader(name, value)
  out.writeHead(200, sseHeaders)

  let corked = false
  let lastWrite = Date.now()
  const write = (frame: string) => {
    if (out.writableEnded || out.destroyed) return
    if (out.writableLength > MAX_UNSENT_BYTES) {
      out.destroy()
      return
    }
    if (!corked) {
      corked = true
      out.cork()
      process.nextTick(() => {
        corked = false
        out.uncork()
      })
    }
    lastWrite = Date.now()
    out.write(frame)
  }
  const ping = setInterval(() => {
    if (Date.now() - lastWrite >= PING_MS) write('event: ping\ndata: \n\n')
  }, PING_MS).unref()

  let ctx: Context | undefined
  let input: unknown
  let connected = false
  try {
    const params = req.query.connectionParams
    ctx = contextOf(req, params === undefined ? null : parseConnectionParamsFromString(params))
    input = inputOf(req)
    const caller = appRouter.createCaller(ctx, { signal: left.signal })
    const events = (await caller.admin.live.events(input as never)) as AsyncIterable<unknown>
    // A stream that starts without an id is given the hub's position as one, so the browser's own
    // reconnection (Last-Event-ID) asks for what it missed even when nothing came before the drop.
    const given = typeof input === 'object' && input !== null && (input as { lastEventId?: unknown }).lastEventId
    write(given ? `${CONNECTED}\n` : `${CONNECTED}id: ${ctx.live.position}\n\n`)
    connected = true
    for await (const value of events) {
      if (!isTrackedEnvelope(value)) continue
      write(`id: ${value[0]}\ndata: ${JSON.stringify(value[1])}\n\n`)
    }
    write('event: return\ndata: \n\n')
  } catch (cause) {
    const error =
      cause instanceof SyntaxError
        ? new TRPCError({ code: 'PARSE_ERROR', message: 'The input could not be read.', cause })
        : getTRPCErrorFromUnknown(cause)
    if (error.code === 'INTERNAL_SERVER_ERROR')
      req.log.error({ err: error, path: LIVE_EVENTS_PATH }, 'tRPC procedure failed')
    const shape = getErrorShape({ config, error, type: 'subscription', path: LIVE_EVENTS_PATH, input, ctx })
    write(`${connected ? '' : `${CONNECTED}\n`}event: serialized-error\ndata: ${JSON.stringify(shape)}\n\n`)
  } finally {
    clearInterval(ping)
    if (!out.writableEnded) out.end()
  }
}
