import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect, type AddressInfo, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../src/server/app'
import type { Env } from '../../src/server/config'
import type { DatabaseHandle } from '../../src/server/db/database'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { TEST_API_KEY, testApp } from '../helpers/app'

let tdb: TestDatabase
const opened: FastifyInstance[] = []

/** The real app on this file's database, with the buildApp options a test needs (timeouts, a log sink). */
async function app(deps: AppDeps = {}, env: Partial<Record<keyof Env, string>> = {}) {
  const { database, ...rest } = deps
  const built = await testApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000', ...env }, database ?? tdb.handle, rest)
  opened.push(built)
  return built
}

async function listening(built: FastifyInstance): Promise<number> {
  await built.listen({ port: 0, host: '127.0.0.1' })
  return (built.server.address() as AddressInfo).port
}

/** Everything the server sends on a socket until it closes it. */
function received(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    socket.on('data', (chunk) => (text += chunk.toString('latin1')))
    socket.on('close', () => resolve(text))
    socket.on('error', () => {})
  })
}

const inquiryCount = async () =>
  Number(
    (
      await tdb.handle.db
        .selectFrom('inquiries')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const MB = 1024 * 1024

function multipart(size: number) {
  const boundary = 'x-boundary-7MA4YWxkTrZu0gW'
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\n`
  const tail = `\r\n--${boundary}--\r\n`
  const body = head + 'a'.repeat(size - head.length - tail.length) + tail
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

beforeAll(async () => {
  tdb = await createTestDatabase()
})
afterAll(async () => {
  for (const built of opened) await built.close()
  await tdb.dispose()
})
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
})

describe('tRPC takes JSON bodies only', () => {
  it('turns away a 1 MB multipart upload to a mutation with 415 and stores nothing', async () => {
    const server = await app()
    const { body, contentType } = multipart(MB)
    const res = await server.inject({
      method: 'POST',
      url: '/trpc/inquiries.requestInformation',
      headers: { 'content-type': contentType },
      payload: body,
    })
    expect(res.statusCode).toBe(415)
    expect(res.json()).toEqual({ error: 'Unsupported Media Type', message: 'Send the body as application/json.' })
    expect(await inquiryCount()).toBe(0)
  })

  it('answers a large multipart upload before its body has been sent, so nothing of it is buffered', async () => {
    const port = await listening(await app())
    const socket = connect(port, '127.0.0.1')
    const answer = received(socket)
    const { body, contentType } = multipart(MB)
    socket.write(
      'POST /trpc/inquiries.requestInformation HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
    )
    // Only the first 64 KiB of the megabyte go out; the answer must come without the rest.
    socket.write(body.slice(0, 64 * 1024))
    const firstBytes = await new Promise<string>((resolve) => socket.once('data', (c) => resolve(c.toString())))
    expect(firstBytes).toMatch(/^HTTP\/1\.1 415 /)
    socket.destroy()
    await answer
    expect(await inquiryCount()).toBe(0)
  })

  it('turns away other body types (text, form-encoded, none named) with 415', async () => {
    const server = await app()
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', undefined]) {
      const res = await server.inject({
        method: 'POST',
        url: '/trpc/inquiries.requestInformation',
        headers: type ? { 'content-type': type } : {},
        payload: JSON.stringify(validInformation),
      })
      expect(res.statusCode, String(type)).toBe(415)
    }
    expect(await inquiryCount()).toBe(0)
  })

  it('answers a JSON body over 64 KiB with 413 and stores nothing', async () => {
    const server = await app()
    const res = await server.inject({
      method: 'POST',
      url: '/trpc/inquiries.requestInformation',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validInformation, message: 'a'.repeat(70 * 1024) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'Payload Too Large', message: 'The request body is too large.' })
    expect(await inquiryCount()).toBe(0)
  })

  it('holds the 64 KiB limit on every route that takes a body', async () => {
    const server = await app()
    const big = JSON.stringify({ ...validInformation, message: 'a'.repeat(70 * 1024) })
    for (const url of ['/trpc/inquiries.contact', '/webservice/api/inquiries/information', '/', '/courses']) {
      const res = await server.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
        payload: big,
      })
      expect(res.statusCode, url).toBe(413)
    }
    expect(await inquiryCount()).toBe(0)
  })

  it('still takes JSON mutations (with a charset too) and GET queries', async () => {
    const server = await app()
    const post = await server.inject({
      method: 'POST',
      url: '/trpc/inquiries.requestInformation',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(validInformation),
    })
    expect(post.statusCode).toBe(200)
    expect(await inquiryCount()).toBe(1)
    const get = await server.inject('/trpc/auth.checkAdmin')
    expect(get.statusCode).toBe(200)
    expect(get.json().result.data).toEqual({ isAdmin: false, role: null, permissions: [] })
  })
})

describe('slow clients are cut off', () => {
  it('answers 408 and closes a request whose body trickles in slower than the request timeout', async () => {
    const port = await listening(await app({ timeouts: { requestMs: 300 } }))
    const socket = connect(port, '127.0.0.1')
    const answer = received(socket)
    socket.write(
      'POST /trpc/inquiries.requestInformation HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    )
    // A byte every 50 ms keeps the connection from ever being idle; only the request timeout can end it.
    const trickle = setInterval(() => socket.writable && socket.write('{'), 50)
    const text = await answer
    clearInterval(trickle)
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(await inquiryCount()).toBe(0)
  })

  it('closes a connection that goes silent in the middle of a request', async () => {
    const port = await listening(await app({ timeouts: { connectionMs: 300 } }))
    const socket = connect(port, '127.0.0.1')
    const answer = received(socket)
    socket.write(
      'POST /trpc/inquiries.requestInformation HTTP/1.1\r\nHost: localhost\r\n' +
        'Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{',
    )
    // Resolves only once the server has closed the socket; it never answered, as nothing was complete.
    expect(await answer).toBe('')
    expect(socket.destroyed).toBe(true)
  })
})

describe('/readyz', () => {
  function countingHandle() {
    const state = { pings: 0, down: false }
    const handle: DatabaseHandle = {
      ...tdb.handle,
      async ping(timeoutMs) {
        state.pings++
        return state.down ? false : tdb.handle.ping(timeoutMs)
      },
    }
    return { state, handle }
  }

  it('asks the database at most about once a second however often it is called', async () => {
    const { state, handle } = countingHandle()
    const server = await app({ database: handle })
    const started = performance.now()
    for (let i = 0; i < 50; i++) expect((await server.inject('/readyz')).statusCode).toBe(200)
    await Promise.all(Array.from({ length: 50 }, () => server.inject('/readyz')))
    const seconds = (performance.now() - started) / 1000
    expect(state.pings).toBeGreaterThanOrEqual(1)
    expect(state.pings).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
  })

  it('still notices an outage: after the cached second it answers 503', async () => {
    const { state, handle } = countingHandle()
    const server = await app({ database: handle })
    expect((await server.inject('/readyz')).statusCode).toBe(200)
    state.down = true
    await vi.waitFor(async () => expect((await server.inject('/readyz')).statusCode).toBe(503), {
      timeout: 10_000,
      interval: 100,
    })
  })
})

describe('request logs', () => {
  it('carry paths without query strings', async () => {
    const lines: string[] = []
    const server = await app({ logStream: { write: (line) => lines.push(line) } }, { LOG_LEVEL: 'info' })
    await server.inject({
      url: '/webservice/api/auth/check-admin?uid=secret-uid-4711',
      headers: { 'x-api-key': TEST_API_KEY },
    })
    await server.inject(`/trpc/auth.checkAdmin?input=${encodeURIComponent('{"email":"secret@example.com"}')}`)
    await server.inject('/courses?utm_source=mail&email=secret%40example.com')
    const log = lines.join('')
    expect(log).toContain('"url":"/webservice/api/auth/check-admin"')
    expect(log).toContain('"url":"/trpc/auth.checkAdmin"')
    expect(log).toContain('"url":"/courses"')
    expect(log).not.toContain('secret')
  })
})
