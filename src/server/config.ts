import { randomBytes } from 'node:crypto'
import type { z } from 'zod'
import { SITE } from '../shared/site'
import { emulatorUrlForPage } from '../shared/local-sign-in'
import { envSchema, type Env } from './config-env'

export type { Env }

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
  /** Intake statements running at once (INTAKE_STATEMENTS_IN_FLIGHT). */
  intakeStatementsInFlight: number
  privacy: PrivacyConfig
}

export interface PrivacyConfig {
  /** Months an inquiry stays Closed, Spam or Enrolled before retention anonymises it. */
  retentionMonths: number
  /** Months the access log keeps its entries (ACCESS_LOG_MONTHS, at least 12). */
  accessLogMonths: number
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
    intakeStatementsInFlight: e.INTAKE_STATEMENTS_IN_FLIGHT,
    privacy: {
      retentionMonths: e.RETENTION_MONTHS,
      accessLogMonths: e.ACCESS_LOG_MONTHS,
      erasureHashKey: e.ERASURE_HASH_KEY,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `${SITE.name} <no-reply@${new URL(publicOrigin).hostname}>`,
      alertEmails: e.ALERT_EMAILS ?? [],
      leadConfirmation: e.LEAD_CONFIRMATION === 'on',
    },
  }
}
