/**
 * The database could not be reached or could not take the work (connection lost or refused, server shutting
 * down, out of resources): nothing the caller did, and worth retrying, so callers answer 503 with Retry-After.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause })
    this.name = 'DatabaseUnavailableError'
  }
}

/**
 * A rule of the product refused the request (a stale page link, an owner who is not an admin): the
 * caller's mistake, answered 400 with this error's message (trpc/init.ts), even when it is found inside
 * a transaction. The message is written for the caller.
 */
export class RefusedError extends Error {}

/** The caller's role does not allow this change (403), told in this error's message, written for the caller. */
export class ForbiddenError extends Error {}

// SQLSTATE classes 08 (connection exception), 53 (insufficient resources) and 57P (operator intervention:
// shutdown, crash recovery). Class 57's 57014 (a cancelled statement) is not among them: it is a query's fault.
// 57014 is a statement cancelled by its timeout: the database is too slow to answer, not the request wrong.
const UNAVAILABLE_SQLSTATE = /^(08|53|57P|57014$)/

// Socket errors of the connection to the database (Node's codes, not SQLSTATEs).
const SOCKET_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
])

// pg, pg-pool, Kysely and PGlite report a lost, refused, timed-out or closed connection with these messages
// and no code.
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^timeout expired$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^driver has already been destroyed$/,
  /^PGlite is clos(ed|ing)$/,
]

/** True when `err` says the database is away or cannot take work now, not that this query was wrong. */
export function isConnectionError(err: unknown): boolean {
  if (!(err instanceof Error)) return false
  const code = 'code' in err && typeof err.code === 'string' ? err.code : undefined
  if (code !== undefined && (SOCKET_ERRORS.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true
  if (CONNECTION_MESSAGES.some((m) => m.test(err.message))) return true
  // Node reports a refused dual-stack connect as an AggregateError of one error per address.
  if (err instanceof AggregateError) return err.errors.some(isConnectionError)
  return false
}

// A cause chain longer than this is a loop (an error that is its own cause) or nothing a driver makes.
const MAX_CAUSE_DEPTH = 16

/**
 * The outage behind a request's failure, as a DatabaseUnavailableError whose cause is the connection's own
 * error, or undefined when it is no outage. It finds a DatabaseUnavailableError, or a connection-class
 * error (isConnectionError), as `err` or anywhere in its cause chain, so a store need not catch and wrap
 * its own queries: the request's error handlers (trpc/init.ts, the web service's) answer it 503. A
 * RefusedError ends the search: it is the caller's mistake whatever it wraps. Errors of other services
 * (an AuthUnavailableError around a socket error to the identity provider) must be told apart first.
 */
export function databaseOutageOf(err: unknown): DatabaseUnavailableError | undefined {
  let e = err
  for (let depth = 0; e instanceof Error && depth < MAX_CAUSE_DEPTH; depth++) {
    if (e instanceof RefusedError) return undefined
    if (e instanceof DatabaseUnavailableError) return e
    if (isConnectionError(e)) return new DatabaseUnavailableError(e)
    e = e.cause
  }
  return undefined
}
