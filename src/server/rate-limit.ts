import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { normalizeIP } from '@fastify/rate-limit'

/** What a limiter says about one request, after counting it. */
export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  retryAfterSeconds: number
}

/** Counts a request against its key (an API key, a client network) in a store every instance shares. */
export interface RateLimiter {
  hit(req: FastifyRequest): Promise<RateDecision>
  /** What `hit` would have said of the requests counted so far, without counting this one. */
  peek(req: FastifyRequest): Promise<RateDecision>
}

/**
 * The network a client IP stands for: an IPv6 address as its /64 (one household or phone gets a whole /64,
 * so counting addresses would give each visitor billions of fresh limits), an IPv4-mapped IPv6 address as
 * the IPv4 address it maps.
 */
export function clientNetwork(ip: string): string {
  return normalizeIP(ip, 64)
}

/** A stable stand-in for a secret used as a counter's key: the shared store never holds an API key itself. */
export function keyDigest(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url').slice(0, 22)
}
