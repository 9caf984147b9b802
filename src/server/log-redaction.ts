import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify'
import { REDACTED, scrubText } from './log-scrub'

// pino's options as Fastify takes them (Fastify does not re-export pino's own type).
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>

/**
 * Logs carry no personal data (India's DPDP Act): nothing a visitor typed, and nothing a database, mail
 * server or validator echoes back of it, whatever the log level. Three layers, each for what the others
 * cannot see:
 * - errors keep only an allowlist of fields (type, code, message, stack frames, schema names), so pg's
 *   `detail` ("Key (email)=(…) already exists"), `where`, `hint`, queries and parameters, and the input a
 *   validator was given, never reach a line; values PostgreSQL quotes in its messages are cut out;
 * - every string logged (messages included) loses e-mail addresses and phone-like digit runs, which is
 *   what SMTP replies, URLs and free-text reasons leak (log-scrub.ts);
 * - known form fields are censored by path, should a body ever be logged whole.
 */

// PostgreSQL quotes names and values alike; a quoted string right after one of these words is a name
// (`column "email"`, `constraint "inquiries_pkey"`), anything else quoted may be a value someone typed
// (`invalid input syntax for type integer: "…"`, `value "…" is out of range`, `at or near "…"`).
const PG_QUOTED =
  /(\b(?:column|relation|constraint|table|index|schema|type|function|database|role|sequence|view|operator|trigger|extension|encoding) )?"(?:[^"]|"")*"/g

const NOT_JSON = '" is not valid JSON'

const isPgError = (e: Record<string, unknown>) =>
  typeof e.severity === 'string' && typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)

function messageWithoutValues(err: Error & Record<string, unknown>): string {
  const message = String(err.message ?? '')
  if (isPgError(err))
    return message.replace(PG_QUOTED, (quoted, name: string | undefined) => (name ? quoted : `"${REDACTED}"`))
  // JSON.parse quotes the start of the text it could not read: a request body. Found by position, as the
  // pattern /".*" is not valid JSON/s would find it but without reading the rest of the text from each quote.
  if (err instanceof SyntaxError) {
    const open = message.indexOf('"')
    const close = message.lastIndexOf(NOT_JSON)
    if (open >= 0 && close > open) return `${message.slice(0, open)}"${REDACTED}${message.slice(close)}`
  }
  return message
}

// What an error may keep besides its type, message and stack: codes and the names of schema objects.
// Everything else (pg's detail, where, hint, query, parameters; a validator's input and data; a Redis
// command's arguments) is dropped, not scrubbed: it is where the values live.
const KEPT_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'routine',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'position',
  'errno',
  'syscall',
  'address',
  'port',
  'validationContext',
  'responseCode',
  'command',
  'response',
] as const

const MAX_CAUSES = 5

export interface LoggedError {
  type: string
  message: string
  stack: string
  [field: string]: unknown
}

/** The `err` serializer: an error as pino's standard serializer shapes it, less what could be personal. */
export function redactError(value: unknown, depth = 0): LoggedError {
  if (!(value instanceof Error)) return scrubValue(value) as LoggedError
  const err = value as Error & Record<string, unknown>
  const cause = depth < MAX_CAUSES && err.cause !== undefined ? redactError(err.cause, depth + 1) : undefined
  let message = messageWithoutValues(err)
  // A wrapper that repeats its cause's message (tRPC's INTERNAL_SERVER_ERROR does) repeats its values too.
  const rawCause = err.cause instanceof Error ? err.cause.message : undefined
  if (cause && rawCause && message.includes(rawCause)) message = message.split(rawCause).join(cause.message)
  message = scrubText(message)
  const frames = String(err.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
  const logged: LoggedError = {
    type: err.constructor?.name || err.name,
    message,
    stack: scrubText([`${err.name}: ${message}`, ...frames].join('\n')),
  }
  for (const field of KEPT_FIELDS) {
    // Values only: ioredis's `command` is an object whose arguments are keys with addresses in them.
    const kept = err[field]
    if (typeof kept === 'string' || typeof kept === 'number' || typeof kept === 'boolean')
      logged[field] = scrubValue(kept)
  }
  if (Array.isArray(err.issues)) logged.issues = err.issues.map(issueShape)
  if (Array.isArray(err.validation)) logged.validation = err.validation.map(issueShape)
  if (cause) logged.cause = cause
  if (Array.isArray(err.errors) && depth < MAX_CAUSES) logged.errors = err.errors.map((e) => redactError(e, depth + 1))
  return logged
}

/** A zod issue or an ajv error without the input it judged: where, which rule, what it says. */
function issueShape(issue: unknown) {
  if (!issue || typeof issue !== 'object') return undefined
  const { code, keyword, path, instancePath, message } = issue as Record<string, unknown>
  return scrubValue({ code, keyword, path, instancePath, message })
}

const isPlain = (v: object) => {
  const proto: unknown = Object.getPrototypeOf(v)
  return proto === Object.prototype || proto === null
}

/**
 * `value` with every string scrubbed and every error redacted, never changed in place: an object or array
 * that held something to scrub is copied, one that did not is returned as it is. Almost every line holds
 * nothing to scrub, and a copy of each of its objects was a tenth of what a request's line cost. Only plain
 * objects and arrays are walked: instances (a request, a reply) are left to their serializers.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  // Asked before `instanceof`, which walks a Fastify request's prototypes, one for each plugin scope.
  if (!Array.isArray(value) && !isPlain(value)) return value instanceof Error ? redactError(value) : value
  if (depth > 8) return REDACTED
  return scrubEntries(value, depth)
}

/** `container` (an array or plain object) with its entries scrubbed into a copy, or itself if none changed. */
function scrubEntries<T extends object>(container: T, depth: number): T {
  const entries = container as Record<string, unknown>
  const keys = Object.keys(entries)
  let copy: Record<string, unknown> | undefined
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const scrubbed = scrubValue(entries[key], depth + 1)
    if (!copy && scrubbed !== entries[key]) {
      // Made only now: an array keeps its length, holes and all, as `map` would.
      copy = (Array.isArray(container) ? new Array<unknown>(container.length) : {}) as Record<string, unknown>
      for (let j = 0; j < i; j++) copy[keys[j]!] = entries[keys[j]!]
    }
    if (copy) copy[key] = scrubbed
  }
  return (copy as T | undefined) ?? container
}

// Fields that are a person's contact details or own words. Those that only ever hold such data are
// censored at the top of a line too: a held e-mail's line once carried its recipients and its subject, which
// names the lead. `name`, `message` and `recipients` also name a limit, say what failed or count, so only
// inside a body.
const PERSONAL_ANYWHERE = [
  'fullName',
  'full_name',
  'displayName',
  'email',
  'phone',
  'phoneNumber',
  'subject',
  'to',
  'cc',
  'bcc',
  'replyTo',
]
const PERSONAL_IN_BODIES = [...PERSONAL_ANYWHERE, 'name', 'message', 'note', 'recipients']
// No `req.body`: whatever is logged as `req` goes through the `req` serializer, which writes four named
// fields and never a body, so such paths could never match. They cost every request's line a copy and a
// walk of its `req` (pino redacts by a line's top-level key), about half of what keeping personal data out
// of that line costs (decision 0027).
const BODY_PATHS = ['body', 'request.body', 'input', 'rawInput', 'data', 'payload', 'inquiry']

/**
 * The logger options that keep personal data out, to spread into Fastify's logger options. `requestForLog`
 * is the app's own `req` serializer; its output is scrubbed too, since pino serializes after formatting.
 */
export function redactedLogOptions(requestForLog: (req: FastifyRequest) => Record<string, unknown>) {
  return {
    redact: {
      paths: [
        ...PERSONAL_ANYWHERE,
        ...BODY_PATHS.flatMap((body) => PERSONAL_IN_BODIES.map((field) => `${body}.${field}`)),
      ],
      censor: REDACTED,
    },
    serializers: {
      req: (req: FastifyRequest) => scrubValue(requestForLog(req)) as Record<string, unknown>,
      err: (err: FastifyError) => redactError(err),
    },
    formatters: {
      log: (object: Record<string, unknown>) => scrubValue(object) as Record<string, unknown>,
    },
    hooks: { logMethod: scrubLogArguments },
  } satisfies LoggerOptions
}

type LogMethodHook = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>

/** The error a log call is about, given alone or as `{ err }`. */
function errorOf(first: unknown): Error | undefined {
  if (first instanceof Error) return first
  if (first && typeof first === 'object' && 'err' in first && first.err instanceof Error) return first.err
  return undefined
}

/**
 * The message and its interpolated values, which pino writes beside the object rather than through the
 * formatter. A message taken from an error (Fastify logs `err.message`; pino does when none is given) is
 * the error's redacted one, values PostgreSQL quoted included.
 */
const scrubLogArguments: LogMethodHook = function (args, method) {
  const [first, ...rest] = args as unknown[]
  const scrubbed = [typeof first === 'string' ? scrubText(first) : first, ...rest.map((v) => scrubValue(v))]
  const error = errorOf(first)
  if (error) {
    const safe = redactError(error).message
    const given = rest[0]
    // pino takes the error's message only when neither the call nor the object gives one.
    const objectMessage = !(first instanceof Error) && 'msg' in (first as object)
    if (given === undefined && !objectMessage) scrubbed[1] = safe
    else if (typeof given === 'string' && error.message && given.includes(error.message)) {
      scrubbed[1] = scrubText(given.split(error.message).join(safe))
    }
  }
  return method.apply(this, scrubbed as Parameters<typeof method>)
}
