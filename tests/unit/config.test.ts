import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../../src/server/config'

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (err) {
    if (err instanceof ConfigError) return err.issues
    throw err
  }
  return []
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({})
    expect(c.port).toBe(3000)
    expect(c.host).toBe('0.0.0.0')
    expect(c.publicOrigin).toBe('http://localhost:3000')
    expect(c.dataDir).toBe('./data')
    expect(c.databaseUrl).toBeUndefined()
    expect(c.webserviceApiKeyGenerated).toBe(true)
    expect(c.webserviceApiKeys[0]).toMatch(/^[\w-]{32}$/)
  })

  it('derives the public origin from PORT and strips a trailing slash from PUBLIC_ORIGIN', () => {
    expect(loadConfig({ PORT: '8080' }).publicOrigin).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in/' }).publicOrigin).toBe('https://www.example.in')
    expect(loadConfig({ PORT: '8080' }).publicOriginConfigured).toBe(false)
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in/' }).publicOriginConfigured).toBe(true)
  })

  it('splits comma-separated keys and e-mails', () => {
    const c = loadConfig({ WEBSERVICE_API_KEY: 'old-key, new-key', ADMIN_EMAILS: 'a@x.in,B@X.in' })
    expect(c.webserviceApiKeys).toEqual(['old-key', 'new-key'])
    expect(c.webserviceApiKeyGenerated).toBe(false)
    expect(c.adminEmails).toEqual(['a@x.in', 'b@x.in'])
  })

  it('reads FIRST_CONTACT_HOURS as office hours: 24 by default, fractions allowed, and names a bad value', () => {
    expect(loadConfig({}).firstContactHours).toBe(24)
    expect(loadConfig({ FIRST_CONTACT_HOURS: '8' }).firstContactHours).toBe(8)
    expect(loadConfig({ FIRST_CONTACT_HOURS: '1.5' }).firstContactHours).toBe(1.5)
    expect(issuesOf({ FIRST_CONTACT_HOURS: 'a day' })).toEqual([
      'FIRST_CONTACT_HOURS: must be a number of office hours, e.g. 24',
    ])
    expect(issuesOf({ FIRST_CONTACT_HOURS: '0' })).toEqual([
      'FIRST_CONTACT_HOURS: must be a number of office hours above 0, e.g. 24',
    ])
    expect(issuesOf({ FIRST_CONTACT_HOURS: '501' })).toEqual(['FIRST_CONTACT_HOURS: must be at most 500 office hours'])
  })

  it('reads INTAKE_STATEMENTS_IN_FLIGHT: one by default, at most half the pool, and names a bad value', () => {
    expect(loadConfig({}).intakeStatementsInFlight).toBe(1)
    expect(loadConfig({ INTAKE_STATEMENTS_IN_FLIGHT: '4' }).intakeStatementsInFlight).toBe(4)
    expect(issuesOf({ INTAKE_STATEMENTS_IN_FLIGHT: 'two' })).toEqual([
      'INTAKE_STATEMENTS_IN_FLIGHT: must be a whole number of statements, e.g. 1',
    ])
    expect(issuesOf({ INTAKE_STATEMENTS_IN_FLIGHT: '0' })).toEqual(['INTAKE_STATEMENTS_IN_FLIGHT: must be at least 1'])
    expect(issuesOf({ INTAKE_STATEMENTS_IN_FLIGHT: '9' })).toEqual([
      'INTAKE_STATEMENTS_IN_FLIGHT: must be at most 8 (half the connection pool)',
    ])
  })

  it('names the variable at fault', () => {
    expect(issuesOf({ PORT: 'eighty' })[0]).toMatch(/^PORT: /)
    expect(issuesOf({ PUBLIC_ORIGIN: 'not a url' })[0]).toMatch(/^PUBLIC_ORIGIN: /)
    expect(issuesOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL: /)
    expect(issuesOf({ FORM_RATE_LIMIT_PER_MINUTE: '0' })[0]).toMatch(/^FORM_RATE_LIMIT_PER_MINUTE: /)
  })

  // A production start with every variable production needs: each test below takes one away or spoils it.
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://skillforge@db.internal:5432/skillforge',
    PUBLIC_ORIGIN: 'https://www.example.in',
    WEBSERVICE_API_KEY: 'k'.repeat(32),
    FIREBASE_PROJECT_ID: 'skillforge-prod',
    FIREBASE_API_KEY: 'web-key',
    FIREBASE_AUTH_DOMAIN: 'auth.example.in',
    ERASURE_HASH_KEY: 'e'.repeat(32),
  }

  it('requires a database, the public origin, an API key, a Firebase project and an erasure hash key in production', () => {
    expect(issuesOf(production)).toEqual([])
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual([
      'DATABASE_URL: required when NODE_ENV=production (the embedded database is for development only)',
      'PUBLIC_ORIGIN: required when NODE_ENV=production (the address visitors use, e.g. https://www.example.in)',
      'WEBSERVICE_API_KEY: required when NODE_ENV=production',
      'FIREBASE_PROJECT_ID: required when NODE_ENV=production (Google sign-in)',
      'ERASURE_HASH_KEY: required when NODE_ENV=production (e.g. `openssl rand -hex 32`)',
    ])
  })

  it('refuses the embedded database in production, even in memory', () => {
    const { DATABASE_URL: _, ...embedded } = production
    expect(issuesOf({ ...embedded, DATA_DIR: 'memory://' })).toEqual([
      'DATABASE_URL: required when NODE_ENV=production (the embedded database is for development only)',
    ])
  })

  it('refuses in production each REST key shorter than 32 characters, without printing it', () => {
    const short = 'bench-key-0123456789'
    const issues = issuesOf({ ...production, WEBSERVICE_API_KEY: `${'a'.repeat(40)}, ${short}` })
    expect(issues).toEqual([
      'WEBSERVICE_API_KEY: key 2 of 2 has 20 characters; at least 32 are required when NODE_ENV=production (e.g. `openssl rand -hex 32`)',
    ])
    expect(issues.join()).not.toContain(short)
    expect(issuesOf({ ...production, WEBSERVICE_API_KEY: 'k'.repeat(31) })).toEqual([
      'WEBSERVICE_API_KEY: the key has 31 characters; at least 32 are required when NODE_ENV=production (e.g. `openssl rand -hex 32`)',
    ])
    // Development and tests keep short keys.
    expect(issuesOf({ WEBSERVICE_API_KEY: 'dev' })).toEqual([])
  })

  it('needs the web key and auth domain of a real Firebase project, and defaults them for a demo- one', () => {
    expect(issuesOf({ FIREBASE_PROJECT_ID: 'skillforge-prod' })).toEqual([
      'FIREBASE_API_KEY: required with a Firebase project (FIREBASE_PROJECT_ID)',
      'FIREBASE_AUTH_DOMAIN: required with a Firebase project (FIREBASE_PROJECT_ID)',
    ])
    expect(
      loadConfig({ FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).firebase,
    ).toEqual({
      projectId: 'demo-x',
      apiKey: 'demo-api-key',
      authDomain: 'demo-x.firebaseapp.com',
      emulatorHost: '127.0.0.1:9099',
      emulatorUrl: 'http://localhost:9099',
    })
    // The browser reaches the emulator on the same site as the page, or its helper frame loses its storage.
    const local = { FIREBASE_PROJECT_ID: 'demo-x', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }
    expect(loadConfig({ ...local, PUBLIC_ORIGIN: 'http://127.0.0.1:4173' }).firebase?.emulatorUrl).toBe(
      'http://127.0.0.1:9099',
    )
    expect(loadConfig({ ...local, PUBLIC_ORIGIN: 'https://dev.example.in' }).firebase?.emulatorUrl).toBe(
      'http://127.0.0.1:9099',
    )
    const off = loadConfig({})
    expect(off.firebase).toBeNull()
    expect(off.authUnavailableReason).toMatch(/FIREBASE_PROJECT_ID is not set/)
    expect(loadConfig({ AUTH_UNAVAILABLE_REASON: 'The emulator did not start.' }).authUnavailableReason).toBe(
      'The emulator did not start.',
    )
  })

  it('refuses the auth emulator without a project id', () => {
    expect(issuesOf({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })[0]).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST: /)
  })

  it('refuses the auth emulator for a real Firebase project', () => {
    expect(
      issuesOf({ FIREBASE_PROJECT_ID: 'skillforge-prod', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })[0],
    ).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST: /)
    expect(issuesOf({ FIREBASE_PROJECT_ID: 'demo-skillforge', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual(
      [],
    )
  })

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000)
  })
  it('reads REDIS_URL as a redis:// or rediss:// URL, without repeating it in the message', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined()
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379')
    expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.internal:6380/2' }).redisUrl).toBe(
      'rediss://:secret@cache.internal:6380/2',
    )
    const issues = issuesOf({ REDIS_URL: 'http://:hunter2@cache.internal:6379' })
    expect(issues).toEqual(['REDIS_URL: must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379'])
    expect(issuesOf({ REDIS_URL: '127.0.0.1:6379' })[0]).toMatch(/^REDIS_URL: /)
  })

  it('trusts no proxy unless TRUST_PROXY names a hop count or the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,fd00::/8, ::1, loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'fd00::/8',
      '::1',
      'loopback',
    ])
  })

  it('names what is wrong with TRUST_PROXY', () => {
    expect(issuesOf({ TRUST_PROXY: '11' })).toEqual(['TRUST_PROXY: a hop count must be at most 10'])
    for (const bad of ['true', '10.0.0.0/33', 'fd00::/129', '10.0.0.1/8/1', '300.1.1.1', 'proxy.internal', ' , ']) {
      expect(issuesOf({ TRUST_PROXY: bad })[0]).toMatch(
        /^TRUST_PROXY: must be a hop count \(e\.g\. 1\) or a comma-separated list of proxy addresses or CIDRs/,
      )
    }
    expect(issuesOf({ TRUST_PROXY: '10.0.0.1, nope' })[0]).toMatch(/not an address: nope$/)
  })

  it('reads the mail settings: SMTP_URL, MAIL_FROM, ALERT_EMAILS and LEAD_CONFIRMATION', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.example.in' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'SkillForge IT Academy <no-reply@www.example.in>',
      alertEmails: [],
      leadConfirmation: false,
    })
    expect(
      loadConfig({
        SMTP_URL: 'smtps://alerts:s3cret@smtp.example.in:465',
        MAIL_FROM: 'Admissions <admissions@example.in>',
        ALERT_EMAILS: 'Team@Example.in, sales@example.in',
        LEAD_CONFIRMATION: 'on',
      }).mail,
    ).toEqual({
      smtpUrl: 'smtps://alerts:s3cret@smtp.example.in:465',
      from: 'Admissions <admissions@example.in>',
      alertEmails: ['team@example.in', 'sales@example.in'],
      leadConfirmation: true,
    })
  })

  it('names each bad mail setting without repeating the mail server password', () => {
    const issues = issuesOf({
      SMTP_URL: 'http://alerts:s3cret@smtp.example.in',
      MAIL_FROM: 'not an address',
      ALERT_EMAILS: 'team@example.in, nobody',
      LEAD_CONFIRMATION: 'yes',
    })
    expect(issues).toEqual([
      'SMTP_URL: must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.in:465',
      'MAIL_FROM: must be an address, e.g. alerts@example.in or "SkillForge <alerts@example.in>"',
      'ALERT_EMAILS.1: must be comma-separated e-mail addresses',
      'LEAD_CONFIRMATION: must be on or off',
    ])
    expect(issues.join('\n')).not.toContain('s3cret')
  })
})
