import { initTRPC, TRPCError } from '@trpc/server'
import { ZodError } from 'zod'
import type { Context } from './context'
import { databaseOutageOf, RefusedError } from '../db/errors'
import { CallerGoneError } from '../inquiries/intake-limits'
import { AuthUnavailableError } from '../auth/token-verifier'
import { isAdminIdentity } from '../users/user-store'
import { ACCESS_MESSAGES } from '../../shared/access-messages'

export const RATE_LIMITED_MESSAGE = 'Too many submissions from your network. Please wait a minute and try again.'
export const UNAVAILABLE_MESSAGE = 'We could not save your request just now. Please try again in a moment.'
export const AUTH_UNAVAILABLE_MESSAGE = 'We could not check your sign-in just now. Please try again in a moment.'
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again later.'

const t = initTRPC.context<Context>().create({
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

/** An admin, by the flag in `users`: FORBIDDEN (403) for anyone else who is signed in. */
export const adminProcedure = authedProcedure.use(async ({ ctx, next }) => {
  if (!(await isAdminIdentity(ctx.db, ctx.identity, ctx.config.adminEmails))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: ACCESS_MESSAGES.notAdmin.description })
  }
  return next()
})

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
