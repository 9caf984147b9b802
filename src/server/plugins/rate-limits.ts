import fp from 'fastify-plugin'
import fastifyRateLimit from '@fastify/rate-limit'
import { Redis } from 'ioredis'
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify'
import { clientNetwork, keyDigest, type RateDecision, type RateLimiter } from '../rate-limit'
import { apiKeyOf } from '../webservice/api-key'

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      /** Public form submissions, per client network (FORM_RATE_LIMIT_PER_MINUTE). */
      form: RateLimiter
      /** The REST web service, per API key (WEBSERVICE_RATE_LIMIT_PER_MINUTE); call after the key is checked. */
      webservice: RateLimiter
      /**
       * REST requests whose API key is missing or wrong, per client network
       * (WEBSERVICE_REFUSED_KEY_LIMIT_PER_MINUTE): count each refusal, peek before checking any key.
       */
      refusedKey: RateLimiter
    }
  }
}

export interface RateLimitsOptions {
  /** Start of every Redis key, so that several sites (or test runs) can share one Redis. */
  keyPrefix?: string
}

const WINDOW_MS = 60_000

/**
 * A Redis that is down or stalls must not hold requests: commands fail at once while disconnected (no
 * offline queue) and after a second when it stops answering; the client reconnects in the background.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
  })
  let down = false
  redis.on('error', (err) => {
    if (down) return // one line per outage, not one per reconnection attempt
    down = true
    log.error({ err }, 'redis unavailable: rate limits are not enforced until it answers again')
  })
  redis.on('ready', () => {
    if (down) log.info('redis answers again: rate limits enforced')
    down = false
  })
  // Starting without Redis is allowed (the limits fail open, see above): the site matters more than its limits.
  await redis.connect().catch(() => undefined)
  return redis
}

type Check = ReturnType<FastifyInstance['createRateLimit']>

/**
 * One limiter: @fastify/rate-limit registered in a scope of its own, so each limit has its own maximum,
 * key and store, and its Redis keys read `<prefix><name>:<key>`.
 */
async function limiter(
  app: FastifyInstance,
  {
    name,
    max,
    key,
    redis,
    keyPrefix,
  }: { name: string; max: number; key: (req: FastifyRequest) => string; redis: Redis | null; keyPrefix: string },
): Promise<RateLimiter> {
  let check: Check | undefined
  await app.register(async (scope) => {
    await scope.register(fastifyRateLimit, {
      global: false,
      max,
      timeWindow: WINDOW_MS,
      keyGenerator: key,
      ...(redis ? { redis, nameSpace: `${keyPrefix}${name}:` } : { cache: 10_000 }),
    })
    check = scope.createRateLimit()
  })
  const counted = check!
  let failing = false
  const decide = async (req: FastifyRequest, increment: boolean): Promise<RateDecision> => {
    try {
      const result = await counted(req, { increment })
      if (failing) req.log.info({ limit: name }, 'rate limit store answers again')
      failing = false
      if (result.isAllowed) return { allowed: true, limit: max, remaining: max, retryAfterSeconds: 0 }
      return {
        allowed: !result.isExceeded,
        limit: max,
        remaining: result.remaining,
        retryAfterSeconds: Math.max(1, result.ttlInSeconds),
      }
    } catch (err) {
      // Fail open: turning away every lead while the counter store is down would be worse than a
      // few minutes without a limit. Logged once per outage.
      if (!failing) req.log.error({ err, limit: name }, 'rate limit store failed: request allowed uncounted')
      failing = true
      return { allowed: true, limit: max, remaining: max, retryAfterSeconds: 0 }
    }
  }
  return { hit: (req) => decide(req, true), peek: (req) => decide(req, false) }
}

/** The rate limits, counted in Redis when REDIS_URL is set (shared by every instance), in memory otherwise. */
export default fp<RateLimitsOptions>(
  async (app, { keyPrefix = 'rate-limit:' }) => {
    const redis = app.config.redisUrl ? await connectRedis(app.config.redisUrl, app.log) : null
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())))

    app.decorate('rateLimits', {
      form: await limiter(app, {
        name: 'form',
        max: app.config.formRateLimitPerMinute,
        key: (req) => clientNetwork(req.ip),
        redis,
        keyPrefix,
      }),
      webservice: await limiter(app, {
        name: 'webservice',
        max: app.config.webserviceRateLimitPerMinute,
        key: (req) => keyDigest(apiKeyOf(req.headers) ?? ''),
        redis,
        keyPrefix,
      }),
      refusedKey: await limiter(app, {
        name: 'refused-key',
        max: app.config.webserviceRefusedKeyLimitPerMinute,
        key: (req) => clientNetwork(req.ip),
        redis,
        keyPrefix,
      }),
    })
  },
  { name: 'rate-limits' },
)
