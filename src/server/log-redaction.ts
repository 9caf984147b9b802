import type { FastifyError, FastifyRequest, FastifyServerOptions } from 'fastify'

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
 *   what SMTP replies, URLs and free-text reasons leak;
 * - known form fields are censored by path, should a body ever be logged whole.
 */

const REDACTED = '[redacted]'

// The top-level domain must be letters, so package paths in stack frames (`@trpc+server@11.19.0`) and
// `user@127.0.0.1` connection strings stay readable. The address is found from its `@`, never by trying the
// pattern at every character: from each start in a long run of name characters without an `@` it would read
// the rest of the run, so a 15,000-character path cost 160 ms of blocked event loop. Reading back from each
// `@` and the domain forward from it reads each character a bounded number of times.
const EMAIL_LOCAL_CHAR = /^[\p{L}\p{N}._%+'-]$/u
const EMAIL_DOMAIN = /[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/uy

// Seven or more digits, as people type a phone number (+, spaces, dashes, brackets between them), standing
// alone: digits inside a word, a hex id or a dotted or dashed name (`ip-10-0-1-123`) are left. ISO dates
// and UUIDs are matched first and kept as they are, or their dash-joined digits would read as a phone.
// It cannot backtrack far: a start is tried only after a character that is not part of a word or name,
// and the separators between two digits are never digits, so each run is read a few times at most.
const DIGIT_RUN =
  /(\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?|[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12})|(?<![\p{L}\p{N}_.-])\+?\(?\d(?:[ ()-]{0,3}\d){6,}(?![\p{L}\p{N}_])/giu

/**
 * Longer strings are cut before they are scrubbed: a digit run's match keeps a backtracking entry per digit,
 * which grows slower than linearly past some tens of kilobytes and overflows V8's regexp stack at about 16 MB.
 * A request line is under 16 KiB (Node's header limit), so no path is cut.
 */
const MAX_SCRUBBED = 64 * 1024

/** The code point (one or two UTF-16 units) that ends just before `end`. */
function codePointBefore(text: string, end: number): string {
  const low = text.charCodeAt(end - 1)
  const high = text.charCodeAt(end - 2)
  const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff
  return text.slice(pair ? end - 2 : end - 1, end)
}

/** `text` without e-mail addresses: the same matches as one global pattern would find, in linear time. */
function withoutEmails(text: string): string {
  let at = text.indexOf('@')
  if (at < 0) return text
  let out = ''
  // Everything before `done` is in `out` already; a match never reaches back past the last one's end.
  let done = 0
  while (at >= 0) {
    let start = at
    while (start > done) {
      const char = codePointBefore(text, start)
      if (!EMAIL_LOCAL_CHAR.test(char)) break
      start -= char.length
    }
    EMAIL_DOMAIN.lastIndex = at + 1
    if (start < at && EMAIL_DOMAIN.test(text)) {
      out += text.slice(done, start) + REDACTED
      done = EMAIL_DOMAIN.lastIndex
      at = text.indexOf('@', done)
    } else {
      at = text.indexOf('@', at + 1)
    }
  }
  return out + text.slice(done)
}

// What an address or a phone number cut in two could leave at the end of a cut string: up to an address's
// longest (254 characters) of the characters either is written with.
const CUT_TAIL = /[\p{L}\p{N}._%+'@ ()-]{1,254}$/u

/**
 * `text` cut to MAX_SCRUBBED, without what might be the start of an address or number at the cut (it would
 * no longer be recognised as one), and a note of how much was cut.
 */
function bounded(text: string): string {
  if (text.length <= MAX_SCRUBBED) return text
  // Read from 300 characters before the cut only: the tail's pattern is tried at each of them.
  const near = text.slice(MAX_SCRUBBED - 300, MAX_SCRUBBED)
  const end = MAX_SCRUBBED - (CUT_TAIL.exec(near)?.[0].length ?? 0)
  // Grouped, or a count of seven digits would itself read as a phone number.
  return `${text.slice(0, end)}… [${(text.length - end).toLocaleString('en-US')} characters cut]`
}

/** Whether `text` has seven digits: DIGIT_RUN replaces nothing in a text with fewer (`\d` is ASCII only). */
function mayHoldDigitRun(text: string): boolean {
  let digits = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 48 && code <= 57 && ++digits === 7) return true
  }
  return false
}

/**
 * `text` without e-mail addresses and phone-like digit runs. Most of what is logged (messages, paths, hosts,
 * addresses) has fewer than seven digits, and every request's line scrubs five such strings: counting to
 * seven spares them the pattern (`npm run bench:log-scrub`, decision 0033).
 */
export function scrubText(text: string): string {
  const withoutAddresses = withoutEmails(bounded(text))
  if (!mayHoldDigitRun(withoutAddresses)) return withoutAddresses
  return withoutAddresses.replace(DIGIT_RUN, (run, kept: string | undefined) => kept ?? REDACTED)
}

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
 * `value` with every string scrubbed and every error redacted, copied, never changed in place. Only plain
 * objects and arrays are walked: instances (a request, a reply) are left to their serializers.
 */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Error) return redactError(value)
  if (depth > 8) return REDACTED
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1))
  if (!isPlain(value)) return value
  const copy: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(value)) copy[k] = scrubValue(v, depth + 1)
  return copy
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
