import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/database'
import securityHeaders from './plugins/security-headers'
import database from './plugins/database'
import staticAssets from './plugins/static-assets'
import images from './plugins/images'
import trpc from './plugins/trpc'
import health from './routes/health'
import seoFiles from './routes/seo-files'
import webservice from './webservice/webservice.routes'
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
    trustProxy: true,
    bodyLimit: 64 * 1024,
  })
  app.decorate('config', config)

  // External concerns first, then the app's own, then routes (the page catch-all last of all).
  await app.register(securityHeaders)
  await app.register(database, { handle: deps.database })
  await app.register(staticAssets)
  await app.register(images)
  await app.register(trpc)
  await app.register(health)
  await app.register(seoFiles)
  await app.register(webservice, { prefix: '/webservice' })
  await app.register(pages)
  return app
}
