import Fastify, { type FastifyInstance } from 'fastify'
import type { AppConfig } from './config'
import securityHeaders from './plugins/security-headers'
import staticAssets from './plugins/static-assets'
import images from './plugins/images'
import health from './routes/health'
import seoFiles from './routes/seo-files'
import pages from './routes/pages'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

/** Builds the whole server without listening, so tests can call it with `app.inject`. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
    bodyLimit: 64 * 1024,
  })
  app.decorate('config', config)

  // External concerns first, then the app's own, then routes (the page catch-all last of all).
  await app.register(securityHeaders)
  await app.register(staticAssets)
  await app.register(images)
  await app.register(health)
  await app.register(seoFiles)
  await app.register(pages)
  return app
}
