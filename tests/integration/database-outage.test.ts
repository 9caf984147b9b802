import { afterAll, describe, expect, inject, it, vi } from 'vitest'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase } from '../helpers/database'
import { startTcpProxy } from '../helpers/tcp-proxy'
import { openDatabase } from '../../src/server/db/database'
import { validInformation, validUser } from '../helpers/fixtures'
import { PROJECT, signInPerson } from '../helpers/admin-trpc'
import { apiClient, refusal } from '../helpers/trpc-client'
import { UNAVAILABLE_MESSAGE } from '../../src/server/trpc/init'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

/** The test's database reached through a proxy that the test can cut. */
async function databaseBehindProxy() {
  const direct = new URL(tdb.url!)
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) })
  const viaProxy = new URL(direct)
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  return { proxy, handle: await openDatabase({ url: viaProxy.toString() }) }
}

// Cutting the connection needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets, or a container);
// embedded PGlite has no connection to cut.
describe.runIf(tdb.url)('database outage', () => {
  it('answers 503 while the database is away, recovers without a restart, and loses no acknowledged inquiry', async () => {
    const { proxy, handle } = await databaseBehindProxy()
    const app = await testApp({ WEBSERVICE_RATE_LIMIT_PER_MINUTE: '100000' }, handle)

    const acknowledged: number[] = []
    const statuses: number[] = []
    const send = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/webservice/api/inquiries/information',
        headers: { 'x-api-key': TEST_API_KEY },
        payload: validInformation,
      })
      statuses.push(res.statusCode)
      if (res.statusCode === 201) acknowledged.push(res.json().id)
      return res
    }
    // Requests keep flowing, four at a time, across the whole outage.
    let flowing = true
    const flow = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (flowing) {
          await send()
          await new Promise((r) => setTimeout(r, 5))
        }
      }),
    )

    try {
      // Inquiries go through before the outage (on a busy machine the first may take a while).
      for (let i = 0; acknowledged.length === 0 && i < 400; i++) await new Promise((r) => setTimeout(r, 25))
      expect(acknowledged.length).toBeGreaterThan(0)

      await proxy.cut()
      const startedAt = Date.now()
      const during = await send()
      const outageLatency = Date.now() - startedAt
      expect(during.statusCode).toBe(503)
      expect(during.json().message).toMatch(/temporarily unavailable/)
      expect((await app.inject('/readyz')).statusCode).toBe(503)
      console.log(`during the outage a request got 503 after ${outageLatency} ms`)
      await new Promise((r) => setTimeout(r, 500))

      await proxy.restore()
      let recovered = false
      for (let i = 0; i < 50 && !recovered; i++) {
        recovered = (await send()).statusCode === 201
        if (!recovered) await new Promise((r) => setTimeout(r, 100))
      }
      expect(recovered).toBe(true)
      // /readyz keeps its last answer for a second, so it turns ready within that.
      await vi.waitFor(async () => expect((await app.inject('/readyz')).statusCode).toBe(200), { timeout: 5000 })
      await new Promise((r) => setTimeout(r, 300))
    } finally {
      flowing = false
      await flow
    }

    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true)
    expect(statuses).toContain(503)
    const stored = await tdb.handle.db.selectFrom('inquiries').select('id').execute()
    const storedIds = new Set(stored.map((r) => r.id))
    expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([])
    console.log(
      `${acknowledged.length} acknowledged, ${stored.length} stored, ${statuses.filter((s) => s === 503).length} answered 503`,
    )

    await app.close()
    await handle.close()
    await proxy.close()
  })

  // The stores let a lost connection's error through as it is: the back office's procedures and the web
  // service's other paths answer the outage as the intake does, not as a failure of ours (500).
  it('answers the back office and every web-service path 503 while the database is away', async () => {
    const { proxy, handle } = await databaseBehindProxy()
    const adminEmail = 'asha.outage@admins.example'
    const app = await testApp(
      {
        FIREBASE_PROJECT_ID: PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
        ADMIN_EMAILS: adminEmail,
      },
      handle,
    )
    const headers = { 'x-api-key': TEST_API_KEY }
    const checkAdmin = () => app.inject({ url: '/webservice/api/auth/check-admin?uid=nobody', headers })
    try {
      const admin = await signInPerson(app, adminEmail, 'Asha Admin')
      const api = apiClient(app, admin.token)
      const list = () => api.admin.inquiries.list.query({ size: 50 })
      const savePreferences = () => api.admin.users.savePreferences.mutate({ hiddenInquiryColumns: ['phone'] })
      await list()
      expect((await checkAdmin()).statusCode).toBe(200)

      await proxy.cut()
      for (const answer of [await refusal(list()), await refusal(savePreferences())]) {
        expect([answer.status, answer.message, answer.code]).toEqual([503, UNAVAILABLE_MESSAGE, 'SERVICE_UNAVAILABLE'])
      }
      const rest = [
        await checkAdmin(),
        await app.inject({ method: 'POST', url: '/webservice/api/users', headers, payload: validUser }),
        // The Idempotency-Key is claimed in the database before the work: that claim fails first.
        await app.inject({
          method: 'POST',
          url: '/webservice/api/users',
          headers: { ...headers, 'idempotency-key': 'outage-user-1' },
          payload: validUser,
        }),
      ]
      for (const res of rest) {
        expect([res.statusCode, res.headers['retry-after'], res.json()]).toEqual([
          503,
          '5',
          {
            error: 'Service Unavailable',
            message: 'The service is temporarily unavailable. Nothing was stored; please retry.',
          },
        ])
      }

      await proxy.restore()
      await vi.waitFor(async () => expect((await checkAdmin()).statusCode).toBe(200), { timeout: 5000 })
      await list()
    } finally {
      await app.close()
      await handle.close()
      await proxy.close()
    }
  })
})
