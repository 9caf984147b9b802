import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { testApp } from '../helpers/app'
import { publicPaths } from '../../src/server/pages/public-paths'
import {
  RENDER_CONCURRENCY,
  clearImageCache,
  imageRenderStats,
  prerenderImageVariants,
  resetImageRenderStats,
} from '../../src/server/images/render'
import { IMAGE_VARIANTS, IMAGE_WIDTHS, PLACEHOLDER, SHARE_IMAGE } from '../../src/shared/images'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

describe('GET /images/* accepts only the variants the site emits', () => {
  it.each([
    ['width=333&quality=85', /^width must be one of 50, 160, .*1600$/],
    ['width=700&quality=85', /^width must be one of /],
    ['width=1601&quality=85', /^width must be one of /],
    ['width=4000&quality=85', /^width must be one of /],
    ['width=400&quality=1', /^quality must be one of /],
    ['width=400&quality=50', /^quality must be one of /],
    ['width=400&quality=84', /^quality must be one of /],
    ['width=400&quality=100', /^quality must be one of /],
    ['width=400&quality=30', /^quality 30 is not offered at width 400$/],
    ['width=0400&quality=85', /^width must be one of /],
  ])('400 without rendering for ?%s', async (query, message) => {
    resetImageRenderStats()
    const res = await get(`/images/courses/full-stack?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid image request', message: expect.stringMatching(message) })
    expect(res.headers.etag).toBeUndefined()
    expect(imageRenderStats().renders).toBe(0)
  })

  it('serves every listed variant as WebP of that width', async () => {
    for (const { width, quality } of IMAGE_VARIANTS) {
      const res = await get(`/images/mentors/4?width=${width}&quality=${quality}`)
      expect(res.statusCode, `${width}@${quality}`).toBe(200)
      expect(res.headers['content-type']).toBe('image/webp')
      expect((await sharp(res.rawPayload).metadata()).width).toBe(width)
    }
  })

  it('lists the placeholder, every srcset width at the default quality and the share picture', () => {
    const has = (w: number, q: number) => IMAGE_VARIANTS.some((v) => v.width === w && v.quality === q)
    expect(has(PLACEHOLDER.width, PLACEHOLDER.quality)).toBe(true)
    expect(has(SHARE_IMAGE.width, SHARE_IMAGE.quality)).toBe(true)
    for (const w of IMAGE_WIDTHS) expect(has(w, 85), `${w}`).toBe(true)
  })

  it('accepts every image URL the public pages carry', async () => {
    const urls = new Set<string>()
    for (const path of publicPaths()) {
      const page = await get(path)
      expect(page.statusCode, path).toBe(200)
      const html = page.body.replace(/&amp;/g, '&')
      for (const m of html.matchAll(/(?:https:\/\/skillforge\.test)?(\/images\/[a-z0-9/-]+\?[^"'\s,<]*)/g)) {
        urls.add(m[1])
      }
    }
    expect(urls.size).toBeGreaterThan(10)
    resetImageRenderStats()
    // `If-None-Match: *` answers 304 once the request is accepted, so this checks every URL without rendering.
    const refused: string[] = []
    for (const url of urls) {
      const res = await get(url, { 'if-none-match': '*' })
      if (res.statusCode !== 304) refused.push(`${res.statusCode} ${url}`)
    }
    expect(refused).toEqual([])
    expect(imageRenderStats().renders).toBe(0)
    // Prerendering is the image work of a deploy: on two cores shared with other test files it has taken
    // more than the usual 30 s.
  }, 90_000)
})

describe('image rendering work', () => {
  it('renders a variant once, however often and however concurrently it is asked for', async () => {
    clearImageCache()
    resetImageRenderStats()
    const url = '/images/projects/ecommerce?width=640&quality=85'
    const together = await Promise.all([get(url), get(url), get(url)])
    const later = await get(url)
    for (const res of [...together, later]) expect(res.statusCode).toBe(200)
    expect(new Set([...together, later].map((r) => r.rawPayload.toString('base64'))).size).toBe(1)
    expect(imageRenderStats().renders).toBe(1)
  })

  it(`runs at most ${RENDER_CONCURRENCY} renders at once`, async () => {
    clearImageCache()
    resetImageRenderStats()
    const urls = IMAGE_VARIANTS.map((v) => `/images/hero/slide-3?width=${v.width}&quality=${v.quality}`)
    const responses = await Promise.all(urls.map((u) => get(u)))
    for (const res of responses) expect(res.statusCode).toBe(200)
    const stats = imageRenderStats()
    expect(stats.renders).toBe(urls.length)
    expect(stats.peakConcurrent).toBeLessThanOrEqual(RENDER_CONCURRENCY)
  })

  it('answers prerendered variants without rendering again', async () => {
    clearImageCache()
    const variants = [PLACEHOLDER, SHARE_IMAGE]
    const result = await prerenderImageVariants({ variants })
    expect(result.failed).toEqual([])
    resetImageRenderStats()
    for (const { width, quality } of variants) {
      const res = await get(`/images/share/default?width=${width}&quality=${quality}`)
      expect(res.statusCode).toBe(200)
    }
    expect(imageRenderStats().renders).toBe(0)
    // Prerendering is the image work of a deploy: on two cores shared with other test files it has taken
    // more than the usual 30 s.
  }, 90_000)
})
