import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { testApp } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const BR = { 'accept-encoding': 'br, gzip' }

/**
 * What helmet's defaults set, with our opener policy and without the four headers no supported browser reads
 * (X-XSS-Protection, X-Download-Options, X-Permitted-Cross-Domain-Policies, and X-Frame-Options, which the
 * policy's frame-ancestors overrides): every page-scope answer carries all of them, and no others.
 */
const SECURITY = {
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
}
const HSTS = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }

// Google sign-in's hosts for a real (not demo-) Firebase project, then the inline scripts' hashes.
const policy = (hashes: string) =>
  [
    "default-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob: https:",
    "object-src 'none'",
    `script-src 'self' https://apis.google.com${hashes}`,
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self' https://identitytoolkit.googleapis.com https://securetoken.googleapis.com",
    "frame-src 'self' https://headers-test.firebaseapp.com",
  ].join(';')

/** The answer's headers as a browser reads them; the date and the connection's own are not the page's. */
function headersOf(res: LightMyRequestResponse): Record<string, string> {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers
  // Each page's hashes differ: the policy is compared with them written as one placeholder.
  const csp = String(rest['content-security-policy'])
  return {
    ...Object.fromEntries(Object.entries(rest).map(([name, value]) => [name, String(value)])),
    'content-security-policy': csp.replace(/( 'sha256-[A-Za-z0-9+/=]{44}')+/, ' HASHES'),
  }
}

const firebase = {
  FIREBASE_PROJECT_ID: 'headers-test',
  FIREBASE_API_KEY: 'public-web-key',
  FIREBASE_AUTH_DOMAIN: 'headers-test.firebaseapp.com',
}

describe('the security headers of pages, in production', () => {
  let tdb: TestDatabase
  let app: FastifyInstance
  beforeAll(async () => {
    tdb = await createTestDatabase()
    app = await testApp(
      {
        NODE_ENV: 'production',
        // Required in production; the test's own database handle is used instead.
        DATABASE_URL: 'postgres://unused.invalid/unused',
        WEBSERVICE_API_KEY: 'headers-test-key-0123456789abcdefghij',
        ERASURE_HASH_KEY: 'headers-test-erasure-key-0123456789abcdef',
        ...firebase,
      },
      tdb.handle,
    )
  })
  afterAll(async () => {
    await app.close()
    await tdb.dispose()
  })

  /** What every HTML page answers with, whatever its body. */
  const pageHeaders = () => ({
    ...SECURITY,
    ...HSTS,
    'content-security-policy': policy(' HASHES'),
    'content-type': 'text/html; charset=UTF-8',
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
  })

  it('answers a page from memory with the whole set, each header once', async () => {
    await app.inject({ url: '/courses/1', headers: BR })
    const res = await app.inject({ url: '/courses/1', headers: BR })
    expect(res.statusCode).toBe(200)
    expect(headersOf(res)).toEqual({
      ...pageHeaders(),
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]{27}-br"$/),
      'content-encoding': 'br',
      'content-length': String(res.rawPayload.length),
    })
  })

  it('answers 304 with the same headers but the body’s own', async () => {
    const page = await app.inject({ url: '/courses/1', headers: BR })
    const res = await app.inject({ url: '/courses/1', headers: { ...BR, 'if-none-match': String(page.headers.etag) } })
    expect(res.statusCode).toBe(304)
    expect(headersOf(res)).toEqual({
      ...pageHeaders(),
      etag: page.headers.etag,
    })
    expect(res.headers['content-security-policy']).toBe(page.headers['content-security-policy'])
  })

  it('answers the uncompressed page to a client that accepts no encoding, with its own ETag', async () => {
    const res = await app.inject('/courses/1')
    expect(headersOf(res)).toEqual({
      ...pageHeaders(),
      etag: expect.stringMatching(/^"[A-Za-z0-9_-]{27}"$/),
      'content-length': String(res.rawPayload.length),
    })
  })

  it('answers the 404 page with the whole set, compressed per request and never stored', async () => {
    const res = await app.inject({ url: '/no-such-page', headers: BR })
    expect(res.statusCode).toBe(404)
    expect(headersOf(res)).toEqual({
      ...pageHeaders(),
      'content-encoding': 'br',
      'transfer-encoding': 'chunked',
    })
    const head = await app.inject({ method: 'HEAD', url: '/no-such-page', headers: BR })
    expect(head.statusCode).toBe(404)
    expect(head.rawPayload.length).toBe(0)
    for (const [name, value] of Object.entries(SECURITY)) expect(head.headers[name], name).toBe(value)
    expect(head.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })

  it('gives the sitemap the set with the policy that allows no inline script', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: BR })
    expect(res.statusCode).toBe(200)
    expect(headersOf(res)).toEqual({
      ...SECURITY,
      ...HSTS,
      'content-security-policy': policy(''),
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
      vary: 'accept-encoding',
      'content-encoding': 'br',
      'transfer-encoding': 'chunked',
    })
  })
})

describe('the security headers of pages, outside production', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp(firebase)
  })
  afterAll(() => app.close())

  it('leave out HSTS, which would pin a development host to HTTPS, and nothing else', async () => {
    const res = await app.inject({ url: '/courses/1', headers: BR })
    expect(res.statusCode).toBe(200)
    expect(res.headers['strict-transport-security']).toBeUndefined()
    for (const [name, value] of Object.entries(SECURITY)) expect(res.headers[name], name).toBe(value)
  })
})
