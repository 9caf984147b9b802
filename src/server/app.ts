import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/database'
import securityHeaders from './plugins/security-headers'
import plainHeaders from './plugins/plain-headers'
import compression from './plugins/compression'
import database from './plugins/database'
import intake from './plugins/intake'
import auth from './plugins/auth'
import staticAssets from './plugins/static-assets'
import images from './plugins/images'
import trpc from './plugins/trpc'
import rateLimits from './plugins/rate-limits'
import requestDeadline from './plugins/request-deadline'
import mail, { type MailPluginOptions } from './plugins/mail'
import admissions from './plugins/admissions'
import rollups from './plugins/rollups'
import privacy from './plugins/privacy'
import live from './plugins/live'
import imports, { type ImportsPluginOptions } from './plugins/imports'
import health from './routes/health'
import seoFiles from './routes/seo-files'
import webservice from './webservice/webservice'
import pages from './routes/pages'
import { OneLinePerRequest, requestForLog } from './request-log'
import { redactedLogOptions } from './log-redaction'
import { batchedStdout } from './log-destination'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

export interface AppDeps {
  /** An open, migrated database to use instead of opening one from the config (tests). */
  database?: DatabaseHandle
  /** Shorter socket timeouts than the defaults below (tests). */
  timeouts?: Partial<ServerTimeouts>
  /** Where log lines go instead of stdout, which gets them in batches (log-destination.ts); tests read them. */
  logStream?: { write(line: string): void }
  /** Start of the rate limits' Redis keys, so that concurrent test runs sharing a Redis never meet. */
  rateLimitKeyPrefix?: string
  /** The mail sender's timings (tests). */
  mailSender?: MailPluginOptions['sender']
  /** The import worker's pacing (tests, the bench). */
  imports?: ImportsPluginOptions
}

export interface ServerTimeouts {
  /** The whole request, headers and body, must arrive within this, or the client gets 408. */
  requestMs: number
  /** The same for an import's file (up to 100 MB), which may take minutes on an office line. */
  uploadMs: number
  /** A connection in the middle of a request that sends and receives nothing for this long is closed. */
  connectionMs: number
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number
}

// Our bodies are at most 64 KiB: 15 s lets even a slow mobile link send one, and cuts off a client that
// trickles bytes to hold a connection (slowloris). Idle keep-alive outlives the 60 s idle timeout common
// to load balancers, so the balancer, not us, closes first and never reuses a socket we just closed.
// An upload of 100 MB within 15 minutes needs about 1 Mbit/s.
const defaultTimeouts: ServerTimeouts = {
  requestMs: 15_000,
  uploadMs: 15 * 60_000,
  connectionMs: 60_000,
  keepAliveMs: 72_000,
}

/**
 * Fastify believes no one when given a bare hop count (it cannot tell a proxy from a client), so a hop
 * count becomes what it means: the nearest `hops` peers are our proxies, whoever they are.
 */
function trustedProxies(
  setting: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting
  return (_address, hop) => hop < setting
}

/** Builds the whole server without listening, so tests can call it with `app.inject`. */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const timeouts = { ...defaultTimeouts, ...deps.timeouts }
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // No personal data in any line, at any level (log-redaction.ts).
      ...redactedLogOptions(requestForLog),
      stream: deps.logStream ?? batchedStdout(),
    },
    logController: new OneLinePerRequest(),
    // X-Forwarded-For is believed only from the proxies configured (TRUST_PROXY): from anyone else it
    // would let a client pick its own IP and walk around the per-IP form limit.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 64 * 1024,
    // The database plugin migrates before the app is ready: a migration that builds an index over a large
    // table, or an embedded database's cold start on a busy machine, outlasts avvio's default of 10 s.
    pluginTimeout: 300_000,
    // The longest a request may take; every other request than an upload has requestMs (request-deadline.ts).
    requestTimeout: Math.max(timeouts.requestMs, timeouts.uploadMs),
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      // Headers are part of the request, so they cannot have longer than it.
      headersTimeout: Math.min(10_000, timeouts.requestMs),
      // Node looks for overdue requests only every 30 s by default, which would stretch the timeout.
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(Math.max(timeouts.requestMs, timeouts.uploadMs) / 4)),
    },
  })
  app.decorate('config', config)
  // The last word on errors no route answered itself: a client's mistake keeps its 4xx, anything else is
  // logged and answered without its internal text.
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) return reply.send(err)
    req.log.error({ err }, 'request failed')
    return reply.status(500).send({ error: 'Internal Server Error', message: 'Something went wrong on our side.' })
  })

  // External concerns first, then the app's own, then routes (the page catch-all last of all).
  await app.register(requestDeadline, { requestMs: timeouts.requestMs })
  await app.register(database, { handle: deps.database })
  await app.register(intake)
  await app.register(auth)
  await app.register(mail, { sender: deps.mailSender })
  await app.register(admissions)
  await app.register(rollups)
  await app.register(privacy)
  await app.register(live)
  await app.register(imports, deps.imports ?? {})
  await app.register(rateLimits, { keyPrefix: deps.rateLimitKeyPrefix })
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
