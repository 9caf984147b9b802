import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/database'
import securityHeaders from './plugins/security-headers'
import plainHeaders from './plugins/plain-headers'
import compression from './plugins/compression'
import database from './plugins/database'
import auth from './plugins/auth'
import staticAssets from './plugins/static-assets'
import images from './plugins/images'
import trpc from './plugins/trpc'
import health from './routes/health'
import seoFiles from './routes/seo-files'
import webservice from './webservice/webservice'
import pages from './routes/pages'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

export interface AppDeps {
  /** An open, migrated database to use instead of opening one from the config (tests). */
  database?: DatabaseHandle
}

/** Builds the whole server without listening, so tests can call it with `app.inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // X-Forwarded-For is believed only from a proxy on this host or a private network; from anyone
    // else it would let a client pick its own IP and walk around the per-IP form limit.
    trustProxy: 'loopback, linklocal, uniquelocal',
    bodyLimit: 64 * 1024,
  })
  app.decorate('config', config)

  // External concerns first, then the app's own, then routes (the page catch-all last of all).
  await app.register(database, { handle: deps.database })
  await app.register(auth)
  await app.register(health)

  // Machine-facing JSON: a few headers, none of the page policy, never cached.
  await app.register(async (api) => {
    await api.register(plainHeaders, { noStore: true })
    await api.register(trpc)
    await api.register(webservice, { prefix: '/webservice' })
  })

  // Scripts, styles and images: cached, precompressed at build time (images are WebP).
  await app.register(async (assets) => {
    await assets.register(plainHeaders, { noStore: false })
    await assets.register(staticAssets)
    await assets.register(images)
  })

  // The pages people visit: the full security policy, compressed.
  await app.register(async (site) => {
    await site.register(securityHeaders)
    await site.register(compression)
    await site.register(seoFiles)
    await site.register(pages)
  })
  return app
}
