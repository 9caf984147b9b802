import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * Serves the Vite build, with brotli/gzip siblings when the browser accepts them. Hashed files under
 * /assets/ are cached for a year and never change, so they carry no validators (ETag, Last-Modified) and
 * no byte ranges: a browser never asks again, and those three headers were about 100 bytes of every
 * script's first load (decision 0027). The few other files (icon, manifest) keep theirs for the hour
 * they are cached.
 */
export default fp(
  async (app) => {
    const root = resolve(app.config.distDir, 'client')
    if (!existsSync(root)) {
      app.log.warn({ root }, 'client build not found: pages render without scripts or styles (run npm run build)')
      return
    }
    const shared = { wildcard: false, index: false, preCompressed: true, cacheControl: false } as const
    await app.register(fastifyStatic, {
      ...shared,
      root,
      prefix: '/',
      globIgnore: ['assets/**', '.vite/**'],
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
    })
    await app.register(fastifyStatic, {
      ...shared,
      root: resolve(root, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=31536000, immutable'),
    })
  },
  { name: 'static-assets' },
)
