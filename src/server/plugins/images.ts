import fp from 'fastify-plugin'
import { z } from 'zod'
import { DEFAULT_IMAGE_QUALITY, IMAGE_QUALITIES, IMAGE_WIDTHS, isImageVariant } from '../../shared/images'
import { getArtwork } from '../images/artwork/registry'
import { ImageNotFoundError, imageEtag, prerenderImageVariants, renderImage } from '../images/render'

/** Image keys are lower-case slugs separated by single slashes: no dots, so no traversal. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/

const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

/**
 * Only values the pages emit are accepted: every other number would be a fresh sharp render, and a caller
 * stepping through them would keep the thread pool busy. Absent means the default.
 */
const listedParam = (name: string, allowed: readonly number[], fallback: number) => {
  const message = `${name} must be one of ${allowed.join(', ')}`
  // Compared as text, so that '0400' or '4e2' is refused rather than read as a listed number.
  const spelled = new Set(allowed.map(String))
  return z
    .string({ error: message })
    .refine((v) => spelled.has(v), { error: message })
    .transform(Number)
    .optional()
    .transform((v) => v ?? fallback)
}

const querySchema = z.object({
  width: listedParam('width', IMAGE_WIDTHS, 800),
  quality: listedParam('quality', IMAGE_QUALITIES, DEFAULT_IMAGE_QUALITY),
})

function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const value = Array.isArray(header) ? header.join(',') : header
  if (value.trim() === '*') return true
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

export interface ImagesOptions {
  /**
   * Render every offered variant in the background once the server listens. Defaults to on outside
   * tests (which never listen for images, and would only slow each other down).
   */
  prerender?: boolean
}

/** GET /images/{key}?width=W&quality=Q serves the product's own artwork as WebP (docs/product.md §7). */
export default fp<ImagesOptions>(
  async (app, opts) => {
    if (opts.prerender ?? app.config.env !== 'test') {
      const stop = new AbortController()
      app.addHook('onListen', async () => {
        const started = performance.now()
        // Not awaited: the server answers meanwhile, and a request for a variant not yet ready
        // renders it (once) in the same queue.
        void prerenderImageVariants({ signal: stop.signal }).then(({ rendered, failed }) => {
          const ms = Math.round(performance.now() - started)
          if (failed.length) app.log.error({ failed: failed.length, first: failed[0] }, 'image prerender failed')
          app.log.info({ rendered, ms }, 'images prerendered')
        })
      })
      app.addHook('onClose', async () => stop.abort())
    }

    app.get('/images/*', async (req, reply) => {
      const key = (req.params as { '*'?: string })['*'] ?? ''
      if (!KEY_PATTERN.test(key) || !getArtwork(key)) {
        return reply.code(404).send({ error: 'Image not found' })
      }

      const parsed = querySchema.safeParse(req.query ?? {})
      if (!parsed.success) {
        const message = parsed.error.issues.map((i) => i.message).join('; ')
        return reply.code(400).send({ error: 'Invalid image request', message })
      }
      const { width, quality } = parsed.data
      if (!isImageVariant(width, quality)) {
        const message = `quality ${quality} is not offered at width ${width}`
        return reply.code(400).send({ error: 'Invalid image request', message })
      }

      const etag = imageEtag(key, width, quality)
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag)
      if (etagMatches(req.headers['if-none-match'], etag)) {
        return reply.code(304).send()
      }

      try {
        const image = await renderImage(key, width, quality)
        return reply.type(image.contentType).header('content-length', image.body.length).send(image.body)
      } catch (err) {
        if (err instanceof ImageNotFoundError) {
          reply.removeHeader('etag').removeHeader('cache-control')
          return reply.code(404).send({ error: 'Image not found' })
        }
        app.log.error({ err, key, width, quality }, 'image render failed')
        reply.removeHeader('etag').header('cache-control', 'no-store')
        return reply.code(500).send({ error: 'Image could not be rendered' })
      }
    })
  },
  { name: 'images' },
)
