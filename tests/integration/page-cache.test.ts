import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { PageCache } from '../../src/server/pages/page-cache'
import type * as EntryServer from '../../src/client/entry-server'

const BR = { 'accept-encoding': 'br, gzip' }

// A render that fails, on demand: the stand-in for any bug in a page. Pages render from their address
// alone, so no request can make the real renderer fail; everything else here renders for real.
const failures = vi.hoisted(() => ({ path: '' }))
vi.mock('../../src/client/entry-server', async (importOriginal) => {
  const real = await importOriginal<typeof EntryServer>()
  return {
    renderPage: (...args: Parameters<typeof real.renderPage>) =>
      new URL(args[0].url).pathname === failures.path
        ? Promise.reject(new TypeError('render exploded at src/client/secret.ts:1'))
        : real.renderPage(...args),
  }
})

describe('rendered pages, answered from memory', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(() => app.close())

  it('answers the same bytes and ETag on every request for a page', async () => {
    for (const url of ['/', '/courses', '/courses/1', '/courses?category=web']) {
      const a = await app.inject({ url, headers: BR })
      const b = await app.inject({ url, headers: BR })
      expect(a.statusCode, url).toBe(200)
      expect(a.headers.etag, url).toMatch(/^"[^"]+"$/)
      expect(b.headers.etag, url).toBe(a.headers.etag)
      expect(b.rawPayload.equals(a.rawPayload), url).toBe(true)
      const plain = [await app.inject(url), await app.inject(url)]
      expect(plain[1]!.body, url).toBe(plain[0]!.body)
    }
  })

  it('answers 304 with no body when the browser already has the page', async () => {
    const first = await app.inject({ url: '/courses/1', headers: BR })
    const again = await app.inject({
      url: '/courses/1',
      headers: { ...BR, 'if-none-match': first.headers.etag as string },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers.etag).toBe(first.headers.etag)
    // A proxy may weaken the tag; a stale one gets the page.
    const weak = await app.inject({ url: '/courses/1', headers: { ...BR, 'if-none-match': `W/${first.headers.etag}` } })
    expect(weak.statusCode).toBe(304)
    const stale = await app.inject({ url: '/courses/1', headers: { ...BR, 'if-none-match': '"stale"' } })
    expect(stale.statusCode).toBe(200)
  })

  it('serves brotli and gzip of the same page, each with its own ETag, varying on Accept-Encoding', async () => {
    const plain = await app.inject('/')
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(gz.headers['content-encoding']).toBe('gzip')
    for (const res of [plain, br, gz]) expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body)
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5)
    // The browser that got gzip does not get a 304 for brotli bytes it never had.
    const switched = await app.inject({ url: '/', headers: { ...BR, 'if-none-match': gz.headers.etag as string } })
    expect(switched.statusCode).toBe(200)
  })

  it('allows exactly the inline scripts of each page by their hashes, with no nonce and no unsafe-inline', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/courses/1', 200],
      ['/login', 200],
      ['/no-such-page', 404],
    ] as const) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(status)
      const csp = res.headers['content-security-policy'] as string
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!
      expect(scriptSrc, url).not.toContain('unsafe-inline')
      expect(csp, url).not.toContain('nonce-')
      expect(res.body, url).not.toContain('nonce=')
      const inline = res.body
        .split('<script')
        .slice(1)
        .map((part) => ({
          tag: part.slice(0, part.indexOf('>')),
          text: part.slice(part.indexOf('>') + 1).split('</script>')[0]!,
        }))
        .filter(({ tag }) => !/\ssrc=/.test(tag))
      // JSON-LD and the public settings are data the browser never runs: the policy need not name them.
      const isData = (tag: string) => /\stype="application\/(ld\+)?json"/.test(tag)
      const run = inline.filter(({ tag }) => !isData(tag))
      // The entry's loader at least.
      expect(run.length, url).toBeGreaterThanOrEqual(1)
      for (const { text } of run) {
        const hash = createHash('sha256').update(text).digest('base64')
        expect(scriptSrc, `${url}: ${text.slice(0, 60)}`).toContain(`'sha256-${hash}'`)
      }
      const listed = scriptSrc.match(/'sha256-[^']+'/g) ?? []
      expect(listed.length, url).toBe(new Set(run.map(({ text }) => text)).size)
    }
  })

  it('answers a campaign link from the page it lands on', async () => {
    const page = await app.inject({ url: '/courses/1', headers: BR })
    const campaign = await app.inject({
      url: '/courses/1?utm_source=google&utm_medium=cpc&utm_campaign=diwali&gclid=abc123',
      headers: BR,
    })
    expect(campaign.statusCode).toBe(200)
    expect(campaign.headers.etag).toBe(page.headers.etag)
    // Parameters a route reads make a page of their own.
    const category = await app.inject({ url: '/courses?category=web', headers: BR })
    expect(category.headers.etag).not.toBe((await app.inject({ url: '/courses', headers: BR })).headers.etag)
  })

  it('still answers unknown paths with the 404 page, compressed, after a flood of them', async () => {
    for (let i = 0; i < 100; i++) expect((await app.inject(`/flood-${i}`)).statusCode).toBe(404)
    const res = await app.inject({ url: '/another-unknown', headers: BR })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers.etag).toBeUndefined()
    expect((await app.inject({ url: '/', headers: BR })).statusCode).toBe(200)
  })
})

describe('a page whose render fails', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(() => app.close())

  it('answers the generic 500 page without the error text, and renders the page again next time', async () => {
    failures.path = '/about'
    const res = await app.inject({ url: '/about', headers: BR })
    expect(res.statusCode).toBe(500)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toContain('Something went wrong')
    expect(res.body).not.toMatch(/exploded|TypeError|secret\.ts/)
    failures.path = ''
    const again = await app.inject({ url: '/about', headers: BR })
    expect(again.statusCode).toBe(200)
    expect(again.headers.etag).toBeDefined()
  })
})

describe('the page cache', () => {
  type Page = { status: number; key: string }
  const render = (status: number) => async (key: string) => ({ status, key })

  it('keeps no page that may not be stored, however many distinct ones are asked for', async () => {
    const cache = new PageCache<Page>(new Set(['/']), 8, (p) => p.status === 200)
    for (let i = 0; i < 500; i++) await cache.get(`/unknown-${i}`, () => render(404)(`/unknown-${i}`))
    expect(cache.size).toBe(0)
  })

  it('keeps at most its bound of other pages, and the named pages whatever else is asked for', async () => {
    const cache = new PageCache<Page>(new Set(['/', '/courses']), 8, (p) => p.status === 200)
    let renders = 0
    const counted = (key: string) => () => {
      renders++
      return render(200)(key)
    }
    await cache.get('/', counted('/'))
    await cache.get('/courses', counted('/courses'))
    for (let i = 0; i < 500; i++) await cache.get(`/courses?category=${i}`, counted(`/courses?category=${i}`))
    expect(cache.size).toBe(2 + 8)
    renders = 0
    await cache.get('/', counted('/'))
    await cache.get('/courses', counted('/courses'))
    await cache.get('/courses?category=499', counted('/courses?category=499'))
    expect(renders).toBe(0)
    await cache.get('/courses?category=0', counted('/courses?category=0'))
    expect(renders).toBe(1)
  })

  it('hands over a rendered page without waiting, and nothing for a page still rendering or not kept', async () => {
    const cache = new PageCache<Page>(new Set(['/']), 2, (p) => p.status === 200)
    let finish: (page: Page) => void = () => {}
    const rendering = cache.get('/', () => new Promise<Page>((resolve) => (finish = resolve)))
    expect(cache.peek('/')).toBeUndefined()
    finish({ status: 200, key: '/' })
    await rendering
    expect(cache.peek('/')).toEqual({ status: 200, key: '/' })

    await cache.get('/missing', () => render(404)('/missing'))
    expect(cache.peek('/missing')).toBeUndefined()

    // Looking a page up counts as using it: on a shelf of two, the one looked at stays when a third comes.
    for (const key of ['/courses?category=a', '/courses?category=b']) await cache.get(key, () => render(200)(key))
    expect(cache.peek('/courses?category=a')?.key).toBe('/courses?category=a')
    await cache.get('/courses?category=c', () => render(200)('/courses?category=c'))
    expect(cache.peek('/courses?category=b')).toBeUndefined()
    expect(cache.peek('/courses?category=a')?.key).toBe('/courses?category=a')
    expect(cache.peek('/courses?category=c')?.key).toBe('/courses?category=c')
  })

  it('renders a page once for requests that arrive together, and again after a failed render', async () => {
    const cache = new PageCache<Page>(new Set(['/']), 8, (p) => p.status === 200)
    let renders = 0
    const slow = async () => {
      renders++
      await new Promise((r) => setImmediate(r))
      return { status: 200, key: '/' }
    }
    const pages = await Promise.all([cache.get('/', slow), cache.get('/', slow), cache.get('/', slow)])
    expect(renders).toBe(1)
    expect(new Set(pages).size).toBe(1)

    const failing = () => Promise.reject(new Error('render failed'))
    await expect(cache.get('/about', failing)).rejects.toThrow('render failed')
    expect(cache.size).toBe(1)
  })
})
