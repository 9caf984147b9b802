import { randomUUID } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../../src/server/config'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { RATE_LIMITED_MESSAGE } from '../../src/server/trpc/init'

const REDIS_URL = 'redis://127.0.0.1:6379'

let tdb: TestDatabase
const opened: FastifyInstance[] = []

beforeAll(async () => {
  tdb = await createTestDatabase()
})
afterAll(async () => {
  await tdb.dispose()
})
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
})
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()))
})

/** An app on the shared test database; `keyPrefix` keeps this run's Redis counters apart from any other. */
async function app(
  env: Partial<Record<keyof Env, string>>,
  keyPrefix?: string,
  logStream?: { write(line: string): void },
) {
  const built = await testApp(env, tdb.handle, { rateLimitKeyPrefix: keyPrefix, logStream })
  opened.push(built)
  return built
}

const runPrefix = () => `rate-limit-test:${randomUUID()}:`

/** A form submission as the site sends it, from `remoteAddress`, optionally claiming another via X-Forwarded-For. */
const submit = (target: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  target.inject({
    method: 'POST',
    url: '/trpc/inquiries.requestInformation',
    remoteAddress,
    headers: { 'content-type': 'application/json', ...(forwardedFor && { 'x-forwarded-for': forwardedFor }) },
    payload: JSON.stringify(validInformation),
  })

const restPost = (target: FastifyInstance) =>
  target.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(validInformation),
  })

/** A REST call from `remoteAddress` with `key` (none when undefined). */
const restFrom = (target: FastifyInstance, remoteAddress: string, key: string | undefined, forwardedFor?: string) =>
  target.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(key !== undefined && { 'x-api-key': key }),
      ...(forwardedFor && { 'x-forwarded-for': forwardedFor }),
    },
    payload: JSON.stringify(validInformation),
  })

const stored = async () => (await tdb.handle.db.selectFrom('inquiries').select('id').execute()).length

async function statuses(requests: (() => Promise<{ statusCode: number }>)[]): Promise<number[]> {
  const codes: number[] = []
  for (const request of requests) codes.push((await request()).statusCode)
  return codes
}

describe('rate limits in one instance (in memory)', () => {
  it('answers the REST caller 429 with Retry-After and the limit headers after N requests per key', async () => {
    const limited = await app({ WEBSERVICE_RATE_LIMIT_PER_MINUTE: '2' })
    expect(await statuses([() => restPost(limited), () => restPost(limited)])).toEqual([201, 201])
    const blocked = await restPost(limited)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toEqual({
      error: 'Too Many Requests',
      message: `Rate limit reached. Retry in ${blocked.headers['retry-after']} seconds.`,
    })
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.headers['x-ratelimit-limit']).toBe('2')
    expect(blocked.headers['x-ratelimit-remaining']).toBe('0')
    expect(await stored()).toBe(2)
  })

  it('answers a form 429 with the rate-limited message after N submissions from one address', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '2' })
    const codes = await statuses([1, 2, 3].map(() => () => submit(limited, '198.51.100.1')))
    expect(codes).toEqual([200, 200, 429])
    const blocked = await submit(limited, '198.51.100.1')
    expect(blocked.json().error.message).toBe(RATE_LIMITED_MESSAGE)
    expect((await submit(limited, '198.51.100.2')).statusCode).toBe(200)
    expect(await stored()).toBe(3)
  })

  it('limits only the form procedures: the sign-in check still answers once the form limit is used up', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1' })
    expect(await statuses([() => submit(limited, '198.51.100.3'), () => submit(limited, '198.51.100.3')])).toEqual([
      200, 429,
    ])
    const check = await limited.inject({ url: '/trpc/auth.checkAdmin', remoteAddress: '198.51.100.3' })
    expect(check.statusCode).toBe(200)
  })
})

describe('refused API keys, per client address', () => {
  it('answers 429 with Retry-After past N refused keys, to that address only, whatever key it then sends', async () => {
    const limited = await app({ WEBSERVICE_REFUSED_KEY_LIMIT_PER_MINUTE: '2' })
    const guesser = '198.51.100.40'
    expect(
      await statuses([() => restFrom(limited, guesser, 'guess-1'), () => restFrom(limited, guesser, undefined)]),
    ).toEqual([401, 401])
    const blocked = await restFrom(limited, guesser, 'guess-3')
    expect(blocked.statusCode).toBe(429)
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(blocked.json()).toEqual({
      error: 'Too Many Requests',
      message: `Too many requests without a valid X-API-Key from this address. Retry in ${retryAfter} seconds.`,
    })
    // A right key from the blocked address is refused too, or the answer would say the guess was right.
    expect((await restFrom(limited, guesser, TEST_API_KEY)).statusCode).toBe(429)
    // Other addresses keep their own count, and a right key never counts.
    expect((await restFrom(limited, '198.51.100.41', TEST_API_KEY)).statusCode).toBe(201)
    expect((await restFrom(limited, '198.51.100.41', 'guess-1')).statusCode).toBe(401)
    expect(await statuses([1, 2, 3].map(() => () => restFrom(limited, '198.51.100.42', TEST_API_KEY)))).toEqual([
      201, 201, 201,
    ])
    expect(await stored()).toBe(4)
  })

  it('counts the client a trusted proxy names, by /64', async () => {
    const limited = await app({ WEBSERVICE_REFUSED_KEY_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' })
    expect((await restFrom(limited, '10.0.0.5', 'guess', '2001:db8:bb:1::10')).statusCode).toBe(401)
    expect((await restFrom(limited, '10.0.0.5', 'guess', '2001:db8:bb:1::20')).statusCode).toBe(429)
    expect((await restFrom(limited, '10.0.0.5', 'guess', '2001:db8:bb:2::10')).statusCode).toBe(401)
  })
})

describe('the form limit counts IPv6 clients by /64', () => {
  it('shares one limit between two addresses of the same /64', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1' })
    expect((await submit(limited, '2001:db8:1:2::1')).statusCode).toBe(200)
    expect((await submit(limited, '2001:db8:1:2:ffff:eeee:dddd:cccc')).statusCode).toBe(429)
  })

  it('gives an address in another /64 a limit of its own', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1' })
    expect((await submit(limited, '2001:db8:1:2::1')).statusCode).toBe(200)
    expect((await submit(limited, '2001:db8:1:3::1')).statusCode).toBe(200)
    expect(await stored()).toBe(2)
  })

  it('applies the same /64 rule to a client address given by a trusted proxy', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' })
    expect((await submit(limited, '10.0.0.5', '2001:db8:aa:1::10')).statusCode).toBe(200)
    expect((await submit(limited, '10.0.0.5', '2001:db8:aa:1::20')).statusCode).toBe(429)
    expect((await submit(limited, '10.0.0.5', '2001:db8:aa:2::10')).statusCode).toBe(200)
  })
})

describe('X-Forwarded-For and TRUST_PROXY', () => {
  it('ignores the header without TRUST_PROXY: a spoofed address gives no fresh limit, even from a private network', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1' })
    expect((await submit(limited, '10.0.0.5', '203.0.113.1')).statusCode).toBe(200)
    expect((await submit(limited, '10.0.0.5', '203.0.113.2')).statusCode).toBe(429)
    expect(await stored()).toBe(1)
  })

  it('believes the header with a hop count (TRUST_PROXY=1)', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '1' })
    expect((await submit(limited, '10.0.0.5', '203.0.113.1')).statusCode).toBe(200)
    expect((await submit(limited, '10.0.0.5', '203.0.113.2')).statusCode).toBe(200)
    // One hop: only the address our proxy saw counts, not what the client wrote before it.
    expect((await submit(limited, '10.0.0.5', '198.18.0.9, 203.0.113.2')).statusCode).toBe(429)
  })

  it('believes the header only from a listed proxy address', async () => {
    const limited = await app({ FORM_RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY: '10.0.0.0/24, 192.0.2.7' })
    expect((await submit(limited, '10.0.0.5', '203.0.113.1')).statusCode).toBe(200)
    expect((await submit(limited, '192.0.2.7', '203.0.113.2')).statusCode).toBe(200)
    // Not a listed proxy: its header is ignored, so both submissions count against 172.16.0.9 itself.
    expect((await submit(limited, '172.16.0.9', '203.0.113.3')).statusCode).toBe(200)
    expect((await submit(limited, '172.16.0.9', '203.0.113.4')).statusCode).toBe(429)
  })
})

describe('rate limits across two instances sharing Redis', () => {
  it('counts form submissions spread over both instances against one limit', async () => {
    const keyPrefix = runPrefix()
    const env = { REDIS_URL, FORM_RATE_LIMIT_PER_MINUTE: '3' }
    const [a, b] = [await app(env, keyPrefix), await app(env, keyPrefix)]
    const codes = await statuses([a, b, a, b].map((target) => () => submit(target, '198.51.100.20')))
    expect(codes).toEqual([200, 200, 200, 429])
    expect((await submit(a, '198.51.100.21')).statusCode).toBe(200)
    expect(await stored()).toBe(4)
  })

  it('counts REST requests spread over both instances against one limit per key', async () => {
    const keyPrefix = runPrefix()
    const env = { REDIS_URL, WEBSERVICE_RATE_LIMIT_PER_MINUTE: '3' }
    const [a, b] = [await app(env, keyPrefix), await app(env, keyPrefix)]
    const codes = await statuses([b, a, b, a].map((target) => () => restPost(target)))
    expect(codes).toEqual([201, 201, 201, 429])
    expect(await stored()).toBe(3)
  })

  it('counts refused keys from one address spread over both instances against one limit', async () => {
    const keyPrefix = runPrefix()
    const env = { REDIS_URL, WEBSERVICE_REFUSED_KEY_LIMIT_PER_MINUTE: '2' }
    const [a, b] = [await app(env, keyPrefix), await app(env, keyPrefix)]
    const codes = await statuses([a, b, a].map((target) => () => restFrom(target, '198.51.100.43', 'guess')))
    expect(codes).toEqual([401, 401, 429])
    expect((await restFrom(b, '198.51.100.43', TEST_API_KEY)).statusCode).toBe(429)
  })

  it('lets requests through, and logs why, while Redis cannot be reached', async () => {
    const lines: string[] = []
    const unreachable = await app(
      { REDIS_URL: 'redis://127.0.0.1:1', FORM_RATE_LIMIT_PER_MINUTE: '1', LOG_LEVEL: 'error' },
      runPrefix(),
      { write: (line) => void lines.push(line) },
    )
    const codes = await statuses([1, 2].map(() => () => submit(unreachable, '198.51.100.30')))
    expect(codes).toEqual([200, 200])
    expect(await stored()).toBe(2)
    expect(lines.join('')).toContain('rate limit store failed')
  })
})
