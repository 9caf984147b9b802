import { afterAll, expect, it } from 'vitest'
import type { AddressInfo } from 'node:net'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

async function listening(env: Record<string, string>) {
  const app = await testApp(env, tdb.handle)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` }
}

it('stopping one of two instances under load loses no acknowledged inquiry', async () => {
  const env = { WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000' }
  // Two instances on one database, as behind a load balancer; the handle stays open for the second.
  const first = await listening(env)
  const second = await listening(env)
  let acknowledged = 0
  let refused = 0
  let running = true
  const post = async (url: string) => {
    try {
      const res = await fetch(`${url}/webservice/api/inquiries/information`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY },
        body: JSON.stringify(validInformation),
      })
      if (res.status === 201) acknowledged++
      else refused++
    } catch {
      refused++ // the stopped instance no longer accepts connections: never acknowledged
    }
  }
  const client = async () => {
    for (let i = 0; running; i++) await post(i % 2 ? first.url : second.url)
  }
  const clients = Array.from({ length: 8 }, client)
  await new Promise((r) => setTimeout(r, 400))
  await first.app.close() // what SIGTERM does in main.ts: stop accepting, finish what is in flight
  await new Promise((r) => setTimeout(r, 400))
  running = false
  await Promise.all(clients)
  await second.app.close()

  const { count } = await tdb.handle.db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  expect(acknowledged).toBeGreaterThan(0)
  expect(refused).toBeGreaterThan(0)
  expect(Number(count)).toBe(acknowledged)
})
