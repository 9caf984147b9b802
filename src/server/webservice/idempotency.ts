import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { idempotencyKeySchema } from '../../shared/schemas/idempotency-key'
import { apiKeyOf } from './api-key'
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey } from './idempotency-store'

/** What a POST answers: kept whole for the retries of a request that had an Idempotency-Key. */
export interface Answer {
  status: number
  body: unknown
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

/** JSON with every object's keys in order: the same body however the caller's library orders its fields. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const refuse = (reply: FastifyReply, status: number, error: string, message: string) =>
  reply.status(status).send({ error, message })

/**
 * Runs `work` once per Idempotency-Key (per API key, remembered a day, across instances): a retry of the
 * same request gets the first answer again with `Idempotent-Replayed: true`; the key with another request
 * is refused (422), and while the first still runs a retry is asked to come back (409). Without the header
 * `work` just runs. A failed `work` (an outage, a refused row) keeps nothing, so its retry runs anew.
 */
export async function idempotent(
  db: Kysely<Database>,
  req: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<Answer>,
): Promise<FastifyReply> {
  const header = req.headers['idempotency-key']
  if (header === undefined) {
    const answer = await work()
    return reply.status(answer.status).send(answer.body)
  }
  const parsed = idempotencyKeySchema.safeParse(header)
  if (!parsed.success) return refuse(reply, 400, 'Bad Request', parsed.error.issues[0].message)
  const key = parsed.data
  // The key's hash, never the key: a caller's keys are scoped to it without storing its secret.
  const scope = sha256(apiKeyOf(req.headers) ?? '')
  const requestHash = sha256(`${req.method} ${req.routeOptions.url ?? req.url}\n${canonicalJson(req.body)}`)

  const claim = await claimIdempotencyKey(db, scope, key, requestHash)
  switch (claim.kind) {
    case 'replay':
      return reply.status(claim.status).header('idempotent-replayed', 'true').send(claim.response)
    case 'other-request':
      return refuse(
        reply,
        422,
        'Unprocessable Content',
        'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      )
    case 'in-progress':
      reply.header('retry-after', 1)
      return refuse(
        reply,
        409,
        'Conflict',
        'A request with this Idempotency-Key is still being processed. Retry in a moment.',
      )
    case 'claimed':
      break
  }

  let answer: Answer
  try {
    answer = await work()
  } catch (err) {
    await releaseIdempotencyKey(db, scope, key).catch((releaseErr: unknown) =>
      req.log.warn({ err: releaseErr }, 'could not release an idempotency key; its retries get 409 for a while'),
    )
    throw err
  }
  // The work is done and stored: its caller gets the answer even if keeping it for the retries fails.
  await completeIdempotencyKey(db, scope, key, answer.status, answer.body).catch((err: unknown) =>
    req.log.error({ err }, 'could not keep the answer of an idempotency key'),
  )
  return reply.status(answer.status).send(answer.body)
}

/**
 * Aborts when the caller's connection closes before the reply is sent: an inquiry still waiting for the
 * database is then dropped rather than stored for nobody.
 */
export function callerSignal(req: FastifyRequest, reply: FastifyReply): AbortSignal {
  const left = new AbortController()
  if (req.raw.socket?.destroyed) left.abort()
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) left.abort()
    })
  return left.signal
}
