import fp from 'fastify-plugin'
import { z } from 'zod'
import { DEFAULT_IMAGE_QUALITY } from '../../shared/images'
import { getArtwork } from '../images/artwork/registry'
import { ImageNotFoundError, imageEtag, renderImage } from '../images/render'

/** Image keys are lower-case slugs separated by single slashes: no dots, so no traversal. */
const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*$/

const CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

/** Accepts a single decimal integer string (query values arrive as strings); absent means the default. */
const intParam = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be an integer from ${min} to ${max}`
  return z
    .string({ error: message })
    .trim()
    .regex(/^\d{1,6}$/, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }))
    .optional()
    .transform((v) => v ?? fallback)
}

const querySchema = z.object({
  width: intParam('width', 1, 4000, 800),
  quality: intParam('quality', 1, 100, DEFAULT_IMAGE_QUALITY),
})

function etagMatches(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false
  const value = Array.isArray(header) ? header.join(',') : header
  if (value.trim() === '*') return true
  return value.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

/** GET /images/{key}?width=W&quality=Q serves the product's own artwork as WebP (docs/product.md §7). */
export default fp(
  async (app) => {
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
