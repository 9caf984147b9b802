import fp from 'fastify-plugin'
import fastifyStatic from '@fastify/static'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

/** Serves the Vite build: brotli/gzip siblings when the browser accepts them, hashed files cached for a year. */
export default fp(
  async (app) => {
    const root = resolve(app.config.distDir, 'client')
    if (!existsSync(root)) {
      app.log.warn({ root }, 'client build not found: pages render without scripts or styles (run npm run build)')
      return
    }
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      allowedPath: (path) => !path.startsWith('/.vite/'),
      setHeaders(res, path) {
        const hashed = /[\\/]assets[\\/]/.test(path)
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
      },
    })
  },
  { name: 'static-assets' },
)
