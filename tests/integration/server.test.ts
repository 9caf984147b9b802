import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { publicPaths } from '../../src/server/pages/public-paths'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => app.close())

describe('server foundation', () => {
  it('answers /healthz while running', async () => {
    const res = await app.inject('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok' })
  })

  it('sends security headers whose script policy lists the page’s inline scripts by hash, the same each time', async () => {
    const a = await app.inject('/')
    const b = await app.inject('/')
    const csp = a.headers['content-security-policy'] as string
    expect(csp).toMatch(/script-src 'self'[^;]* 'sha256-[A-Za-z0-9+/=]+'/)
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!
    expect(scriptSrc).not.toMatch(/nonce-|'unsafe-inline'/)
    // A cached page keeps one policy: it is the same bytes for every visitor.
    expect(b.headers['content-security-policy']).toEqual(csp)
    expect(a.headers['x-content-type-options']).toBe('nosniff')
  })

  it('compresses pages for browsers that accept brotli or gzip', async () => {
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(br.headers['content-encoding']).toBe('br')
    const gz = await app.inject({ url: '/courses', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gz.rawPayload.length).toBeLessThan((await app.inject('/courses')).rawPayload.length / 3)
  })

  it('keeps the page policy off JSON and images, which get their own plain headers', async () => {
    for (const url of ['/webservice/openapi.json', '/images/courses/full-stack?width=160&quality=85']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-security-policy']).toBeUndefined()
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    expect((await app.inject('/webservice/openapi.json')).headers['cache-control']).toBe('no-store')
  })

  it('lists every public page in the sitemap with the public origin', async () => {
    const res = await app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toEqual(publicPaths().map((p) => `https://skillforge.test${p}`))
    expect(locs).toContain('https://skillforge.test/courses/7')
    expect(locs).toContain('https://skillforge.test/internships/4')
  })

  it('names the sitemap in robots.txt and keeps crawlers off /admin', async () => {
    const res = await app.inject('/robots.txt')
    expect(res.body).toContain('Sitemap: https://skillforge.test/sitemap.xml')
    expect(res.body).toMatch(/^Disallow: \/admin$/m)
  })
})
