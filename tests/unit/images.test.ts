import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { ARTWORK, getArtwork } from '../../src/server/images/artwork/registry'
import {
  ImageNotFoundError,
  clearImageCache,
  imageCacheSize,
  prerenderImageVariants,
  renderImage,
} from '../../src/server/images/render'
import imagesPlugin from '../../src/server/plugins/images'
import { IMAGE_WIDTHS, PLACEHOLDER, imageSrcSet, imageUrl, snapWidth } from '../../src/shared/images'
import { LazyImage } from '../../src/client/components/lazy-image'

const KEYS = [
  'courses/full-stack',
  'courses/data-science',
  'courses/flutter',
  'courses/cloud-devops',
  'courses/cybersecurity',
  'courses/ui-ux',
  'courses/digital-marketing',
  'hero/slide-1',
  'hero/slide-2',
  'hero/slide-3',
  'hero/slide-4',
  'hero/slide-5',
  'projects/ecommerce',
  'projects/food-delivery',
  'projects/sentiment',
  'projects/project-management',
  'mentors/1',
  'mentors/2',
  'mentors/3',
  'mentors/4',
  'share/default',
  'about/campus',
  'about/team',
]

describe('artwork', () => {
  it('has every image the site uses, with the right aspect ratio', () => {
    expect(Object.keys(ARTWORK).sort()).toEqual([...KEYS].sort())
    for (const key of KEYS) {
      const art = getArtwork(key)!
      const expected = key.startsWith('mentors/') ? [800, 800] : key === 'share/default' ? [1200, 630] : [1600, 900]
      expect([art.width, art.height], key).toEqual(expected)
      expect(art.svg, key).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+"/)
    }
  })

  it('is self-contained: no text, fonts, scripts or external references', () => {
    for (const key of KEYS) {
      const { svg } = ARTWORK[key]
      expect(svg, key).not.toMatch(
        /<text|<image|<script|<foreignObject|font-family|href=|url\((?!#)|undefined|NaN|false/,
      )
    }
  })

  it('getArtwork ignores inherited properties', () => {
    expect(getArtwork('constructor')).toBeUndefined()
    expect(getArtwork('__proto__')).toBeUndefined()
  })
})

describe('renderImage', () => {
  it.each(KEYS)('%s renders to WebP at the snapped width', async (key) => {
    const width = 333
    const out = await renderImage(key, width, 70)
    const meta = await sharp(out.body).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(snapWidth(width))
    const art = ARTWORK[key]
    expect(meta.height).toBe(Math.round((snapWidth(width) * art.height) / art.width))
    // Not blank: a real illustration has plenty of distinct colours.
    const stats = await sharp(out.body).stats()
    expect(stats.isOpaque).toBe(true)
    expect(Math.max(...stats.channels.map((c) => c.stdev))).toBeGreaterThan(15)
  })

  it('renders the placeholder and the largest width', async () => {
    const small = await renderImage('mentors/2', PLACEHOLDER.width, PLACEHOLDER.quality)
    expect((await sharp(small.body).metadata()).width).toBe(50)
    const big = await renderImage('mentors/2', 9999, 85)
    expect((await sharp(big.body).metadata()).width).toBe(1600)
  })

  it('caches variants and shares concurrent renders', async () => {
    clearImageCache()
    const [a, b] = [renderImage('hero/slide-2', 640, 80), renderImage('hero/slide-2', 600, 80)]
    expect(a).toBe(b) // 600 snaps to 640: same variant, same promise
    expect(imageCacheSize()).toBe(1)
    const c = renderImage('hero/slide-2', 640, 81)
    expect(c).not.toBe(a)
    await Promise.all([a, c])
    expect(renderImage('hero/slide-2', 640, 80)).toBe(a)
  })

  it('clamps quality to 1..100', async () => {
    const hi = await renderImage('mentors/1', 160, 500)
    const lo = await renderImage('mentors/1', 160, -4)
    expect(hi.quality).toBe(100)
    expect(lo.quality).toBe(1)
    expect(hi.body.length).toBeGreaterThan(lo.body.length)
  })

  it('rejects unknown keys with ImageNotFoundError', async () => {
    await expect(renderImage('courses/nope', 400, 80)).rejects.toBeInstanceOf(ImageNotFoundError)
  })

  it('prerenders the given variants for every key', async () => {
    clearImageCache()
    const result = await prerenderImageVariants({
      variants: [PLACEHOLDER, { width: 320, quality: 85 }],
      concurrency: 4,
    })
    expect(result.failed).toEqual([])
    expect(result.rendered).toBe(KEYS.length * 2)
  })
})

describe('shared URL helpers', () => {
  it('imageSrcSet offers 0.5×, 1× and 1.5× variants', () => {
    expect(imageSrcSet('courses/flutter', 400, 85)).toBe(
      [
        '/images/courses/flutter?width=240&quality=85 240w',
        '/images/courses/flutter?width=400&quality=85 400w',
        '/images/courses/flutter?width=640&quality=85 640w',
      ].join(', '),
    )
    for (const entry of imageSrcSet('hero/slide-1', 800).split(', ')) {
      const w = Number(entry.split(' ')[1].replace('w', ''))
      expect(IMAGE_WIDTHS).toContain(w)
    }
  })
})

describe('GET /images/*', () => {
  let app: FastifyInstance

  beforeAll(async () => {
    app = Fastify()
    app.decorate('config', {} as never)
    await app.register(imagesPlugin)
    await app.ready()
  })
  afterAll(() => app.close())

  it('serves WebP with long-lived caching and an ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/courses/full-stack?width=400&quality=85' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400')
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/)
    const meta = await sharp(res.rawPayload).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(400)
  })

  it('uses width 800 and quality 85 by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/mentors/3' })
    expect(res.statusCode).toBe(200)
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800)
    const explicit = await app.inject({ method: 'GET', url: '/images/mentors/3?width=800&quality=85' })
    expect(explicit.headers.etag).toBe(res.headers.etag)
  })

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await app.inject({ method: 'GET', url: imageUrl('projects/sentiment', 320) })
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string
    const second = await app.inject({
      method: 'GET',
      url: imageUrl('projects/sentiment', 320),
      headers: { 'if-none-match': etag },
    })
    expect(second.statusCode).toBe(304)
    expect(second.body).toBe('')
    expect(second.headers.etag).toBe(etag)
    const weak = await app.inject({
      method: 'GET',
      url: imageUrl('projects/sentiment', 320),
      headers: { 'if-none-match': `"other", W/${etag}` },
    })
    expect(weak.statusCode).toBe(304)
    const otherVariant = await app.inject({
      method: 'GET',
      url: imageUrl('projects/sentiment', 400),
      headers: { 'if-none-match': etag },
    })
    expect(otherVariant.statusCode).toBe(200)
  })

  it.each([
    '/images/courses/unknown',
    '/images/',
    '/images/courses',
    '/images/Courses/full-stack',
    '/images/courses/full-stack.png',
    '/images/courses//full-stack',
    '/images/constructor',
    '/images/..%2F..%2Fetc%2Fpasswd',
    '/images/../../etc/passwd',
    '/images/courses/%2e%2e/%2e%2e/etc/passwd',
  ])('404 for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    if (url.startsWith('/images/')) {
      // Requests the router normalises away may hit Fastify's own 404 handler instead.
      const body = res.json()
      expect(body.error === 'Image not found' || body.message?.includes('not found')).toBe(true)
    }
  })

  it('path traversal is a plain 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/..%2F..%2Fetc%2Fpasswd' })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Image not found' })
  })

  it('unknown key gives the JSON error', async () => {
    const res = await app.inject({ method: 'GET', url: '/images/courses/unknown?width=400' })
    expect(res.json()).toEqual({ error: 'Image not found' })
  })

  it.each([
    ['width=abc', /width must be one of 50, 160, /],
    ['width=0', /width/],
    ['width=4001', /width/],
    ['width=12.5', /width/],
    ['width=', /width/],
    ['width=1&width=2', /width/],
    ['quality=0', /quality must be one of /],
    ['quality=101', /quality/],
    ['quality=-5', /quality/],
    ['quality=high', /quality/],
  ])('400 for ?%s', async (query, message) => {
    const res = await app.inject({ method: 'GET', url: `/images/courses/full-stack?${query}` })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toMatch(/application\/json/)
    const body = res.json()
    expect(body.error).toBe('Invalid image request')
    expect(body.message).toMatch(message)
  })

  it('supports HEAD', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/images/share/default?width=1200' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
  })
})

describe('LazyImage server render', () => {
  it('renders the placeholder, a noscript fallback and no eager real image', () => {
    const html = renderToString(
      createElement(LazyImage, { image: 'courses/ui-ux', alt: 'UI/UX course', width: 400, className: 'rounded-xl' }),
    )
    expect(html).toContain('aspect-ratio:16/9')
    expect(html).toContain('rounded-xl')
    expect(html).toContain(`src="${imageUrl('courses/ui-ux', 50, 30).replace(/&/g, '&amp;')}"`)
    expect(html).toContain('blur(12px)')
    const [beforeNoscript, noscript] = html.split('<noscript>')
    expect(beforeNoscript).not.toContain('alt="UI/UX course"')
    expect(noscript).toContain('alt="UI/UX course"')
    expect(noscript).toContain('240w')
  })

  it('renders priority images immediately with high fetch priority, and no stand-in under them', () => {
    const html = renderToString(
      createElement(LazyImage, {
        image: 'hero/slide-1',
        alt: 'Full stack',
        width: 800,
        priority: true,
        aspect: '16/9',
      }),
    )
    expect(html).not.toContain('<noscript>')
    expect(html).toMatch(/<img[^>]*alt="Full stack"[^>]*>/)
    const real = html.match(/<img[^>]*alt="Full stack"[^>]*>/)![0]
    expect(real).toMatch(/fetchpriority="high"/i)
    expect(real).toContain('loading="eager"')
    expect(real).toContain('srcSet=')
    expect(real).toContain('opacity:1')
    expect(html).not.toContain('blur(12px)')
    expect(html.match(/<img/g)).toHaveLength(1)
  })
})
