import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import type { Context } from './context'
import { databaseOutageOf, ForbiddenError, RefusedError } from '../db/errors'
import { CallerGoneError } from '../inquiries/intake-limits'
import { AuthUnavailableError } from '../auth/token-verifier'
import { memberRole } from '../users/user-store'
import { ACCESS_MESSAGES } from '../../shared/access-messages'
import { can, type Permission } from '../../shared/permissions'
import { TEAM_MESSAGES } from '../../shared/schemas/admin'
import type { AccessAction } from '../../shared/schemas/access-log'
import type { Member } from '../auth/identity'
import { appendAccess, type AccessEntry } from '../access/access-log-store'

export const RATE_LIMITED_MESSAGE = 'Too many submissions from your network. Please wait a minute and try again.'
export const UNAVAILABLE_MESSAGE = 'We could not save your request just now. Please try again in a moment.'
export const AUTH_UNAVAILABLE_MESSAGE = 'We could not check your sign-in just now. Please try again in a moment.'
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.'

/**
 * What a back-office procedure declares: the permission it needs (src/shared/permissions.ts), and the
 * access-log action of its read of personal data, when it reads any.
 */
export interface ProcedureMeta {
  permission?: Permission
  logs?: AccessAction
}

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    // The live stream (server-sent events): a comment every 15 s keeps proxies from closing an idle stream,
    // and tells the browser to reconnect when none arrived for 40 s (a connection dropped without a word).
    sse: { ping: { enabled: true, intervalMs: 15_000 }, client: { reconnectAfterInactivityMs: 40_000 } },
    errorFormatter({ shape, error }) {
      // Field messages travel to the form, which shows each under its field.
      const fieldErrors =
        error.code === 'BAD_REQUEST' && error.cause instanceof ZodError
          ? Object.fromEntries(error.cause.issues.map((i) => [i.path.join('.'), i.message]))
          : null
      // An unexpected failure's own text (a SQL error, a file path) is for the log, where the tRPC plugin's onError
      // writes it, never for the caller: in every environment, so tests see what production answers.
      const message = error.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : shape.message
      return { ...shape, message, data: { ...shape.data, stack: undefined, fieldErrors } }
    },
  })

export const router = t.router
export const publicProcedure = t.procedure.use(async ({ next, ctx }) => {
  const result = await next()
  if (result.ok) return result
  const cause = result.error.cause
  if (cause instanceof RefusedError) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: cause.message, cause })
  }
  if (cause instanceof ForbiddenError) {
    throw new TRPCError({ code: 'FORBIDDEN', message: cause.message, cause })
  }
  if (cause instanceof CallerGoneError) {
    // Nobody reads this answer; it is no failure of ours to log as one.
    ctx.log.info('visitor left before their inquiry was stored; nothing was stored')
    throw new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: UNAVAILABLE_MESSAGE, cause })
  }
  // Before the database's: the identity provider's outage wraps a socket error too.
  if (cause instanceof AuthUnavailableError) {
    ctx.log.error({ err: cause.cause }, 'token verification unavailable')
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: AUTH_UNAVAILABLE_MESSAGE, cause })
  }
  // Stores let a lost connection's error through as it is; this is the one place a procedure's outage is told.
  const outage = databaseOutageOf(cause)
  if (outage) {
    ctx.log.error({ err: outage.cause }, 'database unavailable')
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE, cause: outage })
  }
  return result
})

/** A verified caller (Authorization: Bearer <Firebase ID token>); UNAUTHORIZED (401) otherwise. */
export const authedProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const identity = await ctx.identity()
  if (!identity) throw new TRPCError({ code: 'UNAUTHORIZED', message: ACCESS_MESSAGES.signInRequired.description })
  return next({ ctx: { identity } })
})

/**
 * A member of the team whose role holds the procedure's permission (its meta): FORBIDDEN (403) for anyone
 * else who is signed in. A procedure that declares no permission answers no one: it fails the matrix test
 * generated from the router, and at run time it refuses rather than guess.
 *
 * `ctx.logAccess` appends an access-log entry (docs/decisions/0022); a procedure whose meta names a `logs`
 * action and returns without having written one fails instead of answering unlogged.
 */
const memberProcedure = authedProcedure.use(async ({ ctx, meta, next, path }) => {
  const role = await memberRole(ctx.db, ctx.identity, ctx.config.adminEmails)
  if (!role) throw new TRPCError({ code: 'FORBIDDEN', message: ACCESS_MESSAGES.notAdmin.description })
  if (!meta?.permission) {
    ctx.log.error({ path }, 'a back-office procedure declares no permission; refused')
    throw new TRPCError({ code: 'FORBIDDEN', message: TEAM_MESSAGES.roleForbids })
  }
  if (!can(role, meta.permission)) throw new TRPCError({ code: 'FORBIDDEN', message: TEAM_MESSAGES.roleForbids })
  const member: Member = { ...ctx.identity, role }
  let logged = 0
  const logAccess = async (entry: AccessEntry) => {
    await appendAccess(ctx.db, member, entry)
    logged++
  }
  const result = await next({ ctx: { member, logAccess } })
  // A stream (the CSV export) writes its entry when it ends, after this returns.
  const streams = result.ok && typeof (result.data as AsyncIterable<unknown>)?.[Symbol.asyncIterator] === 'function'
  if (result.ok && meta.logs && !logged && !streams) {
    ctx.log.error({ path }, 'a read of personal data returned without its access-log entry; withheld')
    throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR' })
  }
  return result
})

/** A back-office procedure that needs `permission`; `logs` names the access-log action of its read. */
export function permitted(permission: Permission, logs?: AccessAction) {
  return memberProcedure.meta({ permission, logs })
}

/**
 * Procedures the public site's forms call: limited per client network, an IPv4 address or an IPv6 /64
 * (FORM_RATE_LIMIT_PER_MINUTE), counted across every instance when REDIS_URL is set.
 */
export const formProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!(await ctx.hitFormLimit()).allowed) {
    throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: RATE_LIMITED_MESSAGE })
  }
  return next()
})
