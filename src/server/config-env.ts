import { isIP } from 'node:net'
import { z } from 'zod'
import { DEFAULT_FIRST_CONTACT_HOURS } from '../shared/office-hours'
import { DEFAULT_RETENTION_MONTHS } from '../shared/retention'
import { ACCESS_LOG_MIN_MONTHS } from '../shared/schemas/access-log'
import { DEFAULT_INTAKE_QUEUE_MAX, DEFAULT_INTAKE_STATEMENTS_IN_FLIGHT } from './inquiries/intake-limits'
import { withoutTrailingSlashes } from '../shared/paths'

/** The environment the server reads, each variable validated (config.ts turns it into the app's config). */
const port = z.coerce.number().int().min(0).max(65535)
const perMinute = z.coerce.number().int().min(1).max(1_000_000)
/** A whole number of `what`, refused with the same message whether it is not a number or not whole. */
const wholeNumber = (what: string, example: number) => {
  const message = `must be a whole number of ${what}, e.g. ${example}`
  return z.coerce.number({ message }).int({ message })
}
const commaList = z.string().transform((s) =>
  s
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean),
)

/** The names proxy-addr (Fastify's trustProxy) knows for the private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/** An address, a CIDR (10.0.0.0/8, fd00::/8) or one of the named ranges. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true
  const [address, prefix, ...rest] = entry.split('/')
  const family = isIP(address)
  if (!family || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

const MAX_PROXY_HOPS = 10

/**
 * Which peers may tell us the client's address in X-Forwarded-For: a number of proxy hops in front of us,
 * or the proxies' addresses. Unset, nobody may: the connection's own address is the client's.
 */
const trustProxy = z.string().transform((value, ctx): number | string[] => {
  if (/^\d+$/.test(value)) {
    const hops = Number(value)
    if (hops <= MAX_PROXY_HOPS) return hops
    ctx.addIssue({ code: 'custom', message: `a hop count must be at most ${MAX_PROXY_HOPS}` })
    return z.NEVER
  }
  const entries = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
  const bad = entries.filter((e) => !isProxyAddress(e))
  if (!entries.length || bad.length) {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or CIDRs (e.g. 10.0.0.0/8, ::1)' +
        (bad.length ? `; not an address: ${bad.slice(0, 3).join(', ').slice(0, 200)}` : ''),
    })
    return z.NEVER
  }
  return entries
})

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_ORIGIN: z
    .url({ message: 'must be an absolute URL such as https://www.example.in' })
    .transform(withoutTrailingSlashes)
    .optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  WEBSERVICE_API_KEY: commaList.optional(),
  FIREBASE_PROJECT_ID: z.string().min(1).optional(),
  FIREBASE_API_KEY: z.string().min(1).optional(),
  FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[^:/\s]+:\d+$/, 'must be host:port')
    .optional(),
  ADMIN_EMAILS: commaList.transform((list) => list.map((e) => e.toLowerCase())).optional(),
  // Set by `npm start` when the local sign-in emulator could not start: /login shows it.
  AUTH_UNAVAILABLE_REASON: z.string().min(1).max(500).optional(),
  WEBSERVICE_RATE_LIMIT_PER_MINUTE: perMinute.default(600),
  FORM_RATE_LIMIT_PER_MINUTE: perMinute.default(10),
  WEBSERVICE_REFUSED_KEY_LIMIT_PER_MINUTE: perMinute.default(10),
  // The message never repeats the URL: it may carry a password.
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379' })
    .optional(),
  TRUST_PROXY: trustProxy.optional(),
  // The message never repeats the URL: it carries the mail server's password.
  SMTP_URL: z
    .url({
      protocol: /^smtps?$/,
      message: 'must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.in:465',
    })
    .optional(),
  MAIL_FROM: z
    .string()
    .max(320)
    .regex(/^[^\r\n<>]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/, {
      message: 'must be an address, e.g. alerts@example.in or "SkillForge <alerts@example.in>"',
    })
    .optional(),
  ALERT_EMAILS: commaList
    .transform((list) => list.map((e) => e.toLowerCase()))
    .pipe(z.array(z.email({ message: 'must be comma-separated e-mail addresses' })).max(50))
    .optional(),
  LEAD_CONFIRMATION: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  // Office hours (docs/product.md §9), so at most a few weeks: a larger figure is a typo, not a promise.
  FIRST_CONTACT_HOURS: z.coerce
    .number({ message: 'must be a number of office hours, e.g. 24' })
    .positive({ message: 'must be a number of office hours above 0, e.g. 24' })
    .max(500, { message: 'must be at most 500 office hours' })
    .default(DEFAULT_FIRST_CONTACT_HOURS),
  // Months an inquiry stays Closed, Spam or Enrolled before its personal data is anonymised (docs/decisions/0012).
  RETENTION_MONTHS: wholeNumber('months', 24)
    .min(1, { message: 'must be at least 1 month' })
    .max(120, { message: 'must be at most 120 months' })
    .default(DEFAULT_RETENTION_MONTHS),
  // Months the access log keeps who read what; DPDP Rule 6 asks for a year at least (docs/decisions/0022).
  ACCESS_LOG_MONTHS: wholeNumber('months', 12)
    .min(ACCESS_LOG_MIN_MONTHS, { message: `must be at least ${ACCESS_LOG_MIN_MONTHS} months` })
    .max(120, { message: 'must be at most 120 months' })
    .default(ACCESS_LOG_MIN_MONTHS),
  // The key of the erasure records' hashes; unset: one is generated and kept in the database.
  ERASURE_HASH_KEY: z
    .string()
    .min(32, { message: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
    .max(512)
    .optional(),
  // Callers waiting to be stored; past it the intake answers 503 at once (see intake-limits.ts).
  INTAKE_QUEUE_MAX: wholeNumber('waiting inquiries', 10000)
    .min(1, { message: 'must be at least 1' })
    .max(1_000_000, { message: 'must be at most 1000000' })
    .default(DEFAULT_INTAKE_QUEUE_MAX),
  // Intake statements at once, each on a connection of the pool (16) that the back office then lacks.
  INTAKE_STATEMENTS_IN_FLIGHT: wholeNumber('statements', 1)
    .min(1, { message: 'must be at least 1' })
    .max(8, { message: 'must be at most 8 (half the connection pool)' })
    .default(DEFAULT_INTAKE_STATEMENTS_IN_FLIGHT),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
})

export type Env = z.input<typeof envSchema>
