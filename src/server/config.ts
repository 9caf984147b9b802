import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { z } from 'zod'
import { SITE } from '../shared/site'
import { DEFAULT_FIRST_CONTACT_HOURS } from '../shared/office-hours'
import { DEFAULT_RETENTION_MONTHS } from '../shared/retention'
import { emulatorUrlForPage } from '../shared/local-sign-in'
import { DEFAULT_INTAKE_QUEUE_MAX } from './inquiries/intake-limits'

const port = z.coerce.number().int().min(0).max(65535)
const perMinute = z.coerce.number().int().min(1).max(1_000_000)
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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_ORIGIN: z
    .url({ message: 'must be an absolute URL such as https://www.example.in' })
    .transform((u) => u.replace(/\/+$/, ''))
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
  RETENTION_MONTHS: z.coerce
    .number({ message: 'must be a whole number of months, e.g. 24' })
    .int({ message: 'must be a whole number of months, e.g. 24' })
    .min(1, { message: 'must be at least 1 month' })
    .max(120, { message: 'must be at most 120 months' })
    .default(DEFAULT_RETENTION_MONTHS),
  // The key of the erasure records' hashes; unset: one is generated and kept in the database.
  ERASURE_HASH_KEY: z
    .string()
    .min(32, { message: 'must be at least 32 characters (e.g. `openssl rand -hex 32`)' })
    .max(512)
    .optional(),
  // Callers waiting to be stored; past it the intake answers 503 at once (see intake-limits.ts).
  INTAKE_QUEUE_MAX: z.coerce
    .number({ message: 'must be a whole number of waiting inquiries, e.g. 10000' })
    .int({ message: 'must be a whole number of waiting inquiries, e.g. 10000' })
    .min(1, { message: 'must be at least 1' })
    .max(1_000_000, { message: 'must be at most 1000000' })
    .default(DEFAULT_INTAKE_QUEUE_MAX),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DIST_DIR: z.string().min(1).default('./dist'),
})

export type Env = z.input<typeof envSchema>

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  port: number
  host: string
  publicOrigin: string
  /** False when PUBLIC_ORIGIN is unset: publicOrigin is then a localhost guess, not to be told to other machines. */
  publicOriginConfigured: boolean
  databaseUrl?: string
  dataDir: string
  /** Keys accepted on the REST web service; several allow rotation. */
  webserviceApiKeys: string[]
  /** True when the key was generated at start because none was configured. */
  webserviceApiKeyGenerated: boolean
  /** Google sign-in; null when not configured (development and tests only). */
  firebase: FirebaseConfig | null
  /** Why sign-in is unavailable, when `firebase` is null. */
  authUnavailableReason: string
  /** Verified e-mails that become admins as they sign in, lower-cased. */
  adminEmails: string[]
  webserviceRateLimitPerMinute: number
  formRateLimitPerMinute: number
  /** REST requests with a missing or wrong API key a client network may make a minute. */
  webserviceRefusedKeyLimitPerMinute: number
  /** Where rate-limit counters live, shared by every instance; unset: in this process's memory. */
  redisUrl?: string
  /** Fastify's trustProxy: hops or proxy addresses whose X-Forwarded-For is believed; false: none. */
  trustProxy: false | number | string[]
  logLevel: string
  distDir: string
  mail: MailConfig
  /** Office hours within which a new inquiry must be first contacted (docs/product.md §9). */
  firstContactHours: number
  /** Inquiries that may wait to be stored; beyond them callers are refused with 503 (INTAKE_QUEUE_MAX). */
  intakeQueueMax: number
  privacy: PrivacyConfig
}

export interface PrivacyConfig {
  /** Months an inquiry stays Closed, Spam or Enrolled before retention anonymises it. */
  retentionMonths: number
  /** The erasure records' hash key; unset: the one generated and kept in the database. */
  erasureHashKey?: string
}

export interface MailConfig {
  /** The mail server; unset: e-mails are composed and kept in the outbox, not sent. */
  smtpUrl?: string
  /** The sender of every e-mail. */
  from: string
  /** Fixed recipients of new-lead alerts; empty: every admin, by their own preference. */
  alertEmails: string[]
  /** Whether the lead gets an e-mail confirming that their request arrived. */
  leadConfirmation: boolean
}

export interface FirebaseConfig {
  projectId: string
  apiKey: string
  authDomain: string
  /** host:port of the Auth emulator; only ever with a demo- project. */
  emulatorHost?: string
  /**
   * Where a page at PUBLIC_ORIGIN reaches the emulator (see `emulatorUrlForBrowser`); a page opened under
   * another loopback name uses that name instead (shared/local-sign-in.ts).
   */
  emulatorUrl?: string
}

/**
 * The emulator's helper iframe keeps state in storage, which browsers refuse to a frame of another site:
 * a site at localhost must reach an emulator on 127.0.0.1 as localhost too (and the other way).
 */
function emulatorUrlForBrowser(emulatorHost: string, publicOrigin: string): string {
  const configured = `http://${emulatorHost}`
  return emulatorUrlForPage(configured, new URL(publicOrigin).hostname) ?? configured
}

const NOT_CONFIGURED =
  'Sign-in is not configured on this server: FIREBASE_PROJECT_ID is not set. Run `npm start` for local sign-in, or see the README.'

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

/** Long enough that guessing a key is hopeless even without the rate limit (a 24-byte random key in base64url). */
const MIN_PRODUCTION_KEY_LENGTH = 32

/** What a development default would get wrong on a live site, so production refuses to start without it. */
function productionProblems(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = []
  if (!e.DATABASE_URL) {
    // The embedded database lives on one machine's disk, open to one process: no backups, no second instance.
    problems.push('DATABASE_URL: required when NODE_ENV=production (the embedded database is for development only)')
  }
  if (!e.PUBLIC_ORIGIN) {
    // Links in sitemaps, canonical URLs and sign-in redirects would otherwise point at localhost.
    problems.push(
      'PUBLIC_ORIGIN: required when NODE_ENV=production (the address visitors use, e.g. https://www.example.in)',
    )
  }
  const keys = e.WEBSERVICE_API_KEY ?? []
  if (!keys.length) problems.push('WEBSERVICE_API_KEY: required when NODE_ENV=production')
  keys.forEach((key, i) => {
    if (key.length < MIN_PRODUCTION_KEY_LENGTH) {
      // The position, never the key: this message is printed and logged.
      const which = keys.length > 1 ? `key ${i + 1} of ${keys.length}` : 'the key'
      problems.push(
        `WEBSERVICE_API_KEY: ${which} has ${key.length} characters; at least ${MIN_PRODUCTION_KEY_LENGTH} are required when NODE_ENV=production (e.g. \`openssl rand -hex 32\`)`,
      )
    }
  })
  if (!e.FIREBASE_PROJECT_ID) {
    // A production site whose sign-in cannot work must not start as if all were well.
    problems.push('FIREBASE_PROJECT_ID: required when NODE_ENV=production (Google sign-in)')
  }
  if (!e.ERASURE_HASH_KEY) {
    // A key kept only in the database would go wherever a copy of it goes; records must not be reversible there.
    problems.push('ERASURE_HASH_KEY: required when NODE_ENV=production (e.g. `openssl rand -hex 32`)')
  }
  return problems
}

/** Reads and validates the environment; every message names the variable at fault. */
export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  // Empty strings mean "unset": a blank line in an .env file must not count as a value.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = envSchema.safeParse(cleaned)
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`))
  }
  const e = parsed.data
  const problems: string[] = []
  if (e.NODE_ENV === 'production') problems.push(...productionProblems(e))
  const projectId = e.FIREBASE_PROJECT_ID
  const demo = projectId?.startsWith('demo-') ?? false
  if (e.FIREBASE_AUTH_EMULATOR_HOST && !demo) {
    // Emulator tokens are unsigned: accepting them for a real project would let anyone sign in as anyone.
    problems.push('FIREBASE_AUTH_EMULATOR_HOST: only allowed with a demo- project id (FIREBASE_PROJECT_ID)')
  }
  if (projectId && !demo) {
    if (!e.FIREBASE_API_KEY) problems.push('FIREBASE_API_KEY: required with a Firebase project (FIREBASE_PROJECT_ID)')
    if (!e.FIREBASE_AUTH_DOMAIN)
      problems.push('FIREBASE_AUTH_DOMAIN: required with a Firebase project (FIREBASE_PROJECT_ID)')
  }
  if (problems.length) throw new ConfigError(problems)

  const generatedKey = !e.WEBSERVICE_API_KEY?.length
  const publicOrigin = e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicOrigin,
    publicOriginConfigured: e.PUBLIC_ORIGIN !== undefined,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    webserviceApiKeys: generatedKey ? [randomBytes(24).toString('base64url')] : e.WEBSERVICE_API_KEY!,
    webserviceApiKeyGenerated: generatedKey,
    firebase: projectId
      ? {
          projectId,
          // A demo- project lives only in the emulator, which takes any key and domain.
          apiKey: e.FIREBASE_API_KEY ?? 'demo-api-key',
          authDomain: e.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
          emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
          emulatorUrl: e.FIREBASE_AUTH_EMULATOR_HOST
            ? emulatorUrlForBrowser(e.FIREBASE_AUTH_EMULATOR_HOST, publicOrigin)
            : undefined,
        }
      : null,
    authUnavailableReason: e.AUTH_UNAVAILABLE_REASON ?? NOT_CONFIGURED,
    adminEmails: e.ADMIN_EMAILS ?? [],
    webserviceRateLimitPerMinute: e.WEBSERVICE_RATE_LIMIT_PER_MINUTE,
    formRateLimitPerMinute: e.FORM_RATE_LIMIT_PER_MINUTE,
    webserviceRefusedKeyLimitPerMinute: e.WEBSERVICE_REFUSED_KEY_LIMIT_PER_MINUTE,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    distDir: e.DIST_DIR,
    firstContactHours: e.FIRST_CONTACT_HOURS,
    intakeQueueMax: e.INTAKE_QUEUE_MAX,
    privacy: { retentionMonths: e.RETENTION_MONTHS, erasureHashKey: e.ERASURE_HASH_KEY },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${SITE.name} <no-reply@${new URL(publicOrigin).hostname}>`,
      alertEmails: e.ALERT_EMAILS ?? [],
      leadConfirmation: e.LEAD_CONFIRMATION === 'on',
    },
  }
}
