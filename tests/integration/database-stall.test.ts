import { afterAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase } from '../helpers/database'
import { startTcpProxy } from '../helpers/tcp-proxy'
import { openDatabase } from '../../src/server/db/database'
import { buildApp } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { validInformation } from '../helpers/fixtures'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

// Small limits, so that a stalled query fails in about a second; the defaults are 10 s and 12 s.
const timeouts = { statementMs: 1_000, queryMs: 1_500 }

/** The test database reached through a proxy the test can pause or cut. */
async function proxied() {
  const direct = new URL(tdb.url!)
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  const url = new URL(direct)
  url.hostname = '127.0.0.1'
  url.port = String(proxy.port)
  return { proxy, url: url.toString() }
}

// Stalling a connection needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets, or a container).
describe.runIf(tdb.url)('a database that stops answering', () => {
  it('answers 503 instead of hanging while the connections stay open, and recovers when it answers again', async () => {
    const { proxy, url } = await proxied()
    const handle = await openDatabase({ url, timeouts })
    const app = await testApp({ WEBSERVICE_RATE_LIMIT_PER_MINUTE: '100000' }, handle)
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/webservice/api/inquiries/information',
        headers: { 'x-api-key': TEST_API_KEY },
        payload: validInformation,
      })
    try {
      const before = await send()
      expect(before.statusCode).toBe(201)

      proxy.pause()
      // Several at once: one reuses the open connection (its query is never answered), the others open
      // new ones (their handshake is never answered).
      const during = await Promise.all([send(), send(), send()])
      for (const res of during) {
        expect(res.statusCode).toBe(503)
        expect(res.json().message).toMatch(/temporarily unavailable/)
      }
      expect((await app.inject('/readyz')).statusCode).toBe(503)

      proxy.resume()
      let after = await send()
      for (let i = 0; i < 50 && after.statusCode !== 201; i++) {
        await new Promise((r) => setTimeout(r, 100))
        after = await send()
      }
      expect(after.statusCode).toBe(201)
      const stored = await tdb.handle.db.selectFrom('inquiries').select('id').execute()
      expect(stored.map((r) => r.id)).toEqual(expect.arrayContaining([before.json().id, after.json().id]))
    } finally {
      await app.close()
      await handle.close()
      await proxy.close()
    }
  })

  it('has the server cancel a statement that runs past the limit, and keeps the connection usable', async () => {
    const handle = await openDatabase({ url: tdb.url, timeouts })
    try {
      await expect(sql`select pg_sleep(30)`.execute(handle.db)).rejects.toMatchObject({ code: '57014' })
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(handle.db)
      expect(rows).toEqual([{ n: 1 }])
    } finally {
      await handle.close()
    }
  })

  it('logs a lost connection instead of dropping the error', async () => {
    const { proxy, url } = await proxied()
    let lost: () => void
    const logged = new Promise<void>((resolve) => (lost = resolve))
    const lines: string[] = []
    const app = await buildApp(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        DATABASE_URL: url,
        PUBLIC_ORIGIN: 'https://skillforge.test',
        WEBSERVICE_API_KEY: TEST_API_KEY,
      }),
      {
        logStream: {
          write(line: string) {
            lines.push(line)
            if (line.includes('database connection lost')) lost()
          },
        },
      },
    )
    try {
      await app.ready()
      expect((await app.inject('/readyz')).statusCode).toBe(200)
      // The idle connection the check left in the pool dies with the proxy: the pool hears it alone.
      await proxy.cut()
      await logged
      const entry = JSON.parse(lines.find((l) => l.includes('database connection lost'))!)
      expect(entry.level).toBe(40)
      // pg reports the cut as the end of the connection, or as a reset when the mail sender's poll had
      // a query on it: either way the loss itself is what is logged.
      expect(entry.err.message).toMatch(/terminated|ECONNRESET/i)
    } finally {
      await app.close()
      await proxy.close()
    }
  })
})
