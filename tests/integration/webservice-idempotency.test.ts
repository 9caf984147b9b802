import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { FastifyInstance } from 'fastify'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validInformation, validUser } from '../helpers/fixtures'
import { pruneIdempotencyKeys } from '../../src/server/webservice/idempotency-store'

const OTHER_API_KEY = 'other-key-9876543210'

let tdb: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  tdb = await createTestDatabase()
  app = await testApp({ WEBSERVICE_API_KEY: `${TEST_API_KEY},${OTHER_API_KEY}` }, tdb.handle)
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
  await tdb.handle.db.deleteFrom('idempotency_keys').execute()
})

const post = (payload: object, key: string | undefined, apiKey = TEST_API_KEY, url = '/inquiries/information') =>
  app.inject({
    method: 'POST',
    url: `/webservice/api${url}`,
    headers: { 'x-api-key': apiKey, ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload,
  })
const storedIds = async () => (await tdb.handle.db.selectFrom('inquiries').select('id').execute()).map((r) => r.id)

describe('REST web service: Idempotency-Key', () => {
  it('stores a retried inquiry once and answers the retry as the first, marked as a replay', async () => {
    const first = await post(validInformation, 'order-42')
    const retry = await post(validInformation, 'order-42')

    expect(first.statusCode).toBe(201)
    expect(first.headers['idempotent-replayed']).toBeUndefined()
    expect(retry.statusCode).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
    expect(await storedIds()).toEqual([first.json().id])
  })

  it('stores once when requests with the same key arrive together', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(validInformation, 'burst-1')))

    expect(await storedIds()).toHaveLength(1)
    const [id] = await storedIds()
    for (const res of answers) {
      // The one that claimed the key stores; the others replay it, or are asked to retry while it runs.
      expect([201, 409]).toContain(res.statusCode)
      if (res.statusCode === 201) expect(res.json().id).toBe(id)
      else {
        expect(res.headers['retry-after']).toBe('1')
        expect(res.json().message).toBe(
          'A request with this Idempotency-Key is still being processed. Retry in a moment.',
        )
      }
    }
    const retry = await post(validInformation, 'burst-1')
    expect(retry.statusCode).toBe(201)
    expect(retry.json().id).toBe(id)
  })

  it('refuses the same key with another request, and stores nothing for it', async () => {
    const first = await post(validInformation, 'order-43')
    const other = await post({ ...validInformation, fullName: 'Somebody Else' }, 'order-43')
    // A body both paths accept: only the path differs.
    const both = { ...validInformation, program: 'datascience' }
    const onePath = await post(both, 'order-44', TEST_API_KEY, '/inquiries/information')
    const otherPath = await post(both, 'order-44', TEST_API_KEY, '/inquiries/enrollment')

    expect(first.statusCode).toBe(201)
    expect(onePath.statusCode).toBe(201)
    for (const res of [other, otherPath]) {
      expect(res.statusCode).toBe(422)
      expect(res.json()).toEqual({
        error: 'Unprocessable Content',
        message: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
      })
    }
    expect((await storedIds()).sort()).toEqual([first.json().id, onePath.json().id].sort())
  })

  it('takes the same body with its fields in another order as the same request', async () => {
    const first = await post(validInformation, 'order-45')
    const reordered = Object.fromEntries(Object.entries(validInformation).reverse())
    const retry = await post(reordered, 'order-45')
    expect(retry.statusCode).toBe(201)
    expect(retry.json().id).toBe(first.json().id)
  })

  it('keeps each API key’s keys apart', async () => {
    const mine = await post(validInformation, 'shared-name')
    const theirs = await post(validInformation, 'shared-name', OTHER_API_KEY)
    expect(mine.statusCode).toBe(201)
    expect(theirs.statusCode).toBe(201)
    expect(theirs.headers['idempotent-replayed']).toBeUndefined()
    expect(theirs.json().id).not.toBe(mine.json().id)
    expect(await storedIds()).toHaveLength(2)
  })

  it('refuses a key that is empty, too long or not printable ASCII, and stores nothing', async () => {
    for (const key of ['', 'k'.repeat(256), 'clé-1', 'tab\there']) {
      const res = await post(validInformation, key)
      expect(res.statusCode, JSON.stringify(key)).toBe(400)
      expect(res.json()).toEqual({
        error: 'Bad Request',
        message: 'The Idempotency-Key header must be 1 to 255 printable ASCII characters.',
      })
    }
    expect(await storedIds()).toEqual([])
    expect((await post(validInformation, 'k'.repeat(255))).statusCode).toBe(201)
  })

  describe('when the first attempt fails', () => {
    beforeAll(async () => {
      // 53000 (insufficient resources) is an outage: the caller gets 503 and nothing is stored.
      await sql`
        create function refuse_busy() returns trigger language plpgsql as $$
        begin
          if new.full_name = 'Busy Once' then raise exception 'busy' using errcode = '53000'; end if;
          return new;
        end $$
      `.execute(tdb.handle.db)
      await sql`create trigger refuse_busy before insert on inquiries for each row execute function refuse_busy()`.execute(
        tdb.handle.db,
      )
    })
    afterAll(() => sql`drop function if exists refuse_busy() cascade`.execute(tdb.handle.db))

    it('lets the retry store it: a failure is not remembered', async () => {
      const body = { ...validInformation, fullName: 'Busy Once' }
      const failed = await post(body, 'after-503')
      expect(failed.statusCode).toBe(503)
      await sql`drop trigger refuse_busy on inquiries`.execute(tdb.handle.db)

      const retry = await post(body, 'after-503')
      expect(retry.statusCode).toBe(201)
      expect(retry.headers['idempotent-replayed']).toBeUndefined()
      expect(await storedIds()).toEqual([retry.json().id])
    })
  })

  it('forgets a key after a day, and the daily prune deletes it', async () => {
    const first = await post(validInformation, 'yesterday')
    await sql`update idempotency_keys set created_at = now() - interval '25 hours'`.execute(tdb.handle.db)
    const again = await post(validInformation, 'yesterday')
    expect(again.statusCode).toBe(201)
    expect(again.json().id).not.toBe(first.json().id)

    await post(validInformation, 'today')
    await sql`update idempotency_keys set created_at = now() - interval '25 hours' where key = 'yesterday'`.execute(
      tdb.handle.db,
    )
    expect(await pruneIdempotencyKeys(tdb.handle.db)).toBe(1)
    const left = await tdb.handle.db.selectFrom('idempotency_keys').select('key').execute()
    expect(left).toEqual([{ key: 'today' }])
  })

  it('replays POST /users too', async () => {
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/webservice/api/users',
        headers: { 'x-api-key': TEST_API_KEY, 'idempotency-key': 'user-1' },
        payload: validUser,
      })
    const first = await send()
    const retry = await send()
    expect(first.statusCode).toBe(200)
    expect(retry.statusCode).toBe(200)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json()).toEqual(first.json())
  })

  it('changes nothing for a request without the header', async () => {
    const a = await post(validInformation, undefined)
    const b = await post(validInformation, undefined)
    expect(a.statusCode).toBe(201)
    expect(b.statusCode).toBe(201)
    expect(await storedIds()).toHaveLength(2)
  })
})
