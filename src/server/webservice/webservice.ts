import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify'
import type { z } from 'zod'
import { checkAdminQuerySchema, userSyncSchema, WEBSERVICE_USER_MESSAGES } from '../../shared/schemas/user'
import { createInquiry, type InquiryPayload } from '../inquiries/inquiry-store'
import { roleOf, upsertUser } from '../users/user-store'
import { databaseOutageOf } from '../db/errors'
import { apiKeyMatches, apiKeyOf } from './api-key'
import type { Consent } from '../../shared/schemas/privacy'
import {
  webserviceContactSchema,
  webserviceEnrollmentSchema,
  webserviceInformationSchema,
} from '../../shared/schemas/webservice'
import { openApiDocument } from './openapi'
import { callerSignal, idempotent } from './idempotency'
import { CallerGoneError } from '../inquiries/intake-limits'

class ValidationError extends Error {
  constructor(public readonly issues: { field: string; message: string }[]) {
    super(issues[0]?.message ?? 'Invalid request.')
  }
}

function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input)
  if (!result.success) {
    throw new ValidationError(result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })))
  }
  return result.data
}

const send = (reply: FastifyReply, status: number, error: string, message: string, extra: object = {}) =>
  reply.status(status).send({ error, message, ...extra })

const refusedKeyLimitReached = (reply: FastifyReply, retryAfterSeconds: number) =>
  send(
    reply.header('retry-after', retryAfterSeconds),
    429,
    'Too Many Requests',
    `Too many requests without a valid X-API-Key from this address. Retry in ${retryAfterSeconds} seconds.`,
  )

/** The legacy REST web service (docs/product.md §7), under /webservice. */
const webservice: FastifyPluginAsync = async (app) => {
  const { publicOrigin, publicOriginConfigured } = app.config
  app.get('/openapi.json', async () => openApiDocument(publicOriginConfigured ? publicOrigin : undefined))

  await app.register(
    async (api) => {
      api.addHook('onRequest', async (req, reply) => {
        // Refused keys are counted per client network. Past the limit the network is turned away whatever
        // key it sends: were a right key still let through, each answer would tell a guess right from wrong.
        const refusals = await app.rateLimits.refusedKey.peek(req)
        if (!refusals.allowed) return refusedKeyLimitReached(reply, refusals.retryAfterSeconds)
        if (!apiKeyMatches(apiKeyOf(req.headers), app.config.webserviceApiKeys)) {
          const counted = await app.rateLimits.refusedKey.hit(req)
          if (!counted.allowed) return refusedKeyLimitReached(reply, counted.retryAfterSeconds)
          return send(reply, 401, 'Unauthorized', 'A valid X-API-Key header is required.')
        }
        // Per key, counted after the key is checked: a wrong key never uses up a caller's allowance.
        const rate = await app.rateLimits.webservice.hit(req)
        reply.header('x-ratelimit-limit', rate.limit)
        reply.header('x-ratelimit-remaining', rate.remaining)
        if (!rate.allowed) {
          reply.header('retry-after', rate.retryAfterSeconds)
          return send(
            reply,
            429,
            'Too Many Requests',
            `Rate limit reached. Retry in ${rate.retryAfterSeconds} seconds.`,
          )
        }
      })

      api.setErrorHandler((err: FastifyError | Error, req, reply) => {
        if (err instanceof ValidationError) return send(reply, 400, 'Bad Request', err.message, { issues: err.issues })
        // Stores let a lost connection's error through as it is; this is the one place a route's outage is told.
        const outage = databaseOutageOf(err)
        if (outage) {
          req.log.error({ err: outage.cause }, 'database unavailable')
          reply.header('retry-after', 5)
          return send(
            reply,
            503,
            'Service Unavailable',
            'The service is temporarily unavailable. Nothing was stored; please retry.',
          )
        }
        if (err instanceof CallerGoneError) {
          // The caller is gone and nobody reads this answer; nothing was stored.
          req.log.info('caller left before its inquiry was stored; nothing was stored')
          return send(
            reply,
            503,
            'Service Unavailable',
            'The request ended before its inquiry was stored; nothing was stored.',
          )
        }
        const status =
          'statusCode' in err && err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500
        if (status === 500) {
          req.log.error({ err }, 'webservice request failed')
          return send(reply, 500, 'Internal Server Error', 'Something went wrong on our side.')
        }
        // Fastify's own 4xx: malformed JSON, empty body, body too large, unsupported content type.
        const known: Record<number, [string, string]> = {
          400: ['Bad Request', 'The request body is not valid JSON.'],
          413: ['Payload Too Large', 'The request body is too large.'],
          415: ['Unsupported Media Type', 'Send the body as application/json.'],
        }
        const [error, message] = known[status] ?? ['Bad Request', err.message]
        return send(reply, status, error, message)
      })

      api.post('/users', async (req, reply) => {
        const input = parse(userSyncSchema, req.body)
        return idempotent(app.db, req, reply, async () => {
          const user = await upsertUser(app.db, input)
          if (!user.ok) {
            return { status: 409, body: { error: 'Conflict', message: WEBSERVICE_USER_MESSAGES.signedIn } }
          }
          return { status: 200, body: { id: user.uid, isAdmin: user.isAdmin } }
        })
      })

      api.get('/auth/check-admin', async (req) => {
        const { uid } = parse(checkAdminQuerySchema, req.query)
        // Every role may open the back office; the role itself is for the signed-in caller (auth.checkAdmin).
        return { isAdmin: (await roleOf(app.db, uid)) !== null }
      })

      const inquiryRoute = (path: string, build: (body: unknown) => [InquiryPayload, Consent | undefined]) =>
        api.post(path, async (req, reply) => {
          const [payload, consent] = build(req.body)
          const signal = callerSignal(req, reply)
          return idempotent(app.db, req, reply, async () => {
            // Without `consent` the inquiry is stored as "consent not recorded", as the caller's system knows it.
            const id = await createInquiry(app.intake, payload, { channel: 'webservice', consent }, { signal })
            return { status: 201, body: { id, kind: payload.kind, status: 'new' } }
          })
        })
      inquiryRoute('/inquiries/information', (b) => {
        const { consent, ...data } = parse(webserviceInformationSchema, b)
        return [{ kind: 'information', data }, consent]
      })
      inquiryRoute('/inquiries/enrollment', (b) => {
        const { consent, ...data } = parse(webserviceEnrollmentSchema, b)
        return [{ kind: 'enrollment', data }, consent]
      })
      inquiryRoute('/inquiries', (b) => {
        const { consent, ...data } = parse(webserviceContactSchema, b)
        return [{ kind: 'contact', data }, consent]
      })

      api.all('/*', async (_req, reply) => send(reply, 404, 'Not Found', 'No such web-service path.'))
    },
    { prefix: '/api' },
  )
}

export default webservice
