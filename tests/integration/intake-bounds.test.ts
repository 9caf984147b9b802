import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pg from 'pg'
import type { FastifyInstance } from 'fastify'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { createInquiry } from '../../src/server/inquiries/inquiry-store'
import type { IntakeLoad } from '../../src/server/inquiries/inquiry-batcher'
import { DEFAULT_INTAKE_OPTIONS, InquiryIntake } from '../../src/server/inquiries/inquiry-intake'
import { CallerGoneError } from '../../src/server/inquiries/intake-limits'
import { informationRequestSchema } from '../../src/shared/schemas/inquiry'

const tdb: TestDatabase = await createTestDatabase()
afterAll(() => tdb.dispose())
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
})

/** The n-th caller, a person of their own (one person's inquiries are never in two statements at once). */
const person = (n: number, fullName = `Caller ${n}`) => ({
  ...validInformation,
  fullName,
  email: `caller${n}@example.in`,
  phone: `+91 94${String(n).padStart(8, '0')}`,
})
// The intake the test drives: the app's while one runs (its REST callers and the direct ones share the queue).
// Four statements at once, each held by the lock, so that what waits behind busy statements is exercised
// with more than one of them (the default runs one at a time).
const LANES = 4
const ownIntake = new InquiryIntake(tdb.handle.db, { ...DEFAULT_INTAKE_OPTIONS, statementsInFlight: LANES })
let inUse = ownIntake
const intake = () => inUse
function useAppIntake(app: () => FastifyInstance) {
  beforeAll(() => {
    inUse = app().intake
  })
  afterAll(() => {
    inUse = ownIntake
  })
}

const storeDirectly = (n: number, signal?: AbortSignal) =>
  createInquiry(
    intake(),
    { kind: 'information', data: informationRequestSchema.parse(person(n)) },
    { channel: 'webservice' },
    { signal },
  )
const storedNames = async () =>
  (await tdb.handle.db.selectFrom('inquiries').select('full_name').execute()).map((r) => r.full_name)

/**
 * Holds inserts into `inquiries` from another connection, as a database too slow to keep up would: the
 * intake's statements wait for the lock, and callers behind them queue. Reads go on.
 */
async function slowDatabase() {
  const client = new pg.Client({ connectionString: tdb.url })
  await client.connect()
  await client.query('begin')
  await client.query('lock table inquiries in exclusive mode')
  return {
    async release() {
      await client.query('rollback')
      await client.end()
    },
  }
}

const load = (): IntakeLoad => intake().load

/** Waits (a poll, not a clock: the test asserts nothing about time) until the intake holds what `until` wants. */
async function intakeReaches(until: (l: IntakeLoad) => boolean): Promise<void> {
  while (!until(load())) await new Promise((r) => setTimeout(r, 10))
}

/**
 * Callers 0-3 a turn apart, each on a lane of its own: every statement the intake may run is busy. The
 * first comes with `signal`.
 */
async function fillTheLanes(signal?: AbortSignal): Promise<Promise<number>[]> {
  const held: Promise<number>[] = []
  for (let n = 0; n < LANES; n++) {
    held.push(storeDirectly(n, n === 0 ? signal : undefined))
    await new Promise((r) => setImmediate(r))
  }
  await intakeReaches((l) => l.inStatements === LANES)
  return held
}

// Holding a lock from another connection needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets).
describe.runIf(tdb.url)('the intake under a database that cannot keep up', () => {
  describe('the queue is bounded', () => {
    let app: FastifyInstance
    beforeAll(async () => {
      app = await testApp(
        {
          INTAKE_QUEUE_MAX: '20',
          INTAKE_STATEMENTS_IN_FLIGHT: String(LANES),
          WEBSERVICE_RATE_LIMIT_PER_MINUTE: '100000',
        },
        tdb.handle,
      )
    })
    afterAll(() => app.close())
    useAppIntake(() => app)

    it('refuses callers beyond INTAKE_QUEUE_MAX with 503 and Retry-After, and stores every one it acknowledges', async () => {
      const slow = await slowDatabase()
      const total = 700 // more than four statements of 100 and the 20 who may wait
      let answered = 0
      const responses = Array.from({ length: total }, (_, n) =>
        app
          .inject({
            method: 'POST',
            url: '/webservice/api/inquiries/information',
            headers: { 'x-api-key': TEST_API_KEY },
            payload: person(n),
          })
          .then((res) => {
            answered += 1
            return res
          }),
      )
      try {
        // Every request has reached the intake: refused, waiting, or in a statement held by the lock.
        await intakeReaches((l) => answered + l.waiting + l.inStatements === total)
        expect(load().waiting).toBe(20)
      } finally {
        await slow.release()
      }
      const all = await Promise.all(responses)

      const acknowledged = all.filter((r) => r.statusCode === 201)
      const refused = all.filter((r) => r.statusCode === 503)
      expect(acknowledged.length + refused.length).toBe(total)
      expect(refused.length).toBeGreaterThan(0)
      for (const res of refused) {
        expect(res.headers['retry-after']).toBe('5')
        expect(res.json()).toEqual({
          error: 'Service Unavailable',
          message: 'The service is temporarily unavailable. Nothing was stored; please retry.',
        })
      }
      const stored = await tdb.handle.db.selectFrom('inquiries').select('id').execute()
      expect(stored.map((r) => r.id).sort()).toEqual(acknowledged.map((r) => r.json().id as number).sort())
    })
  })

  describe('a caller who leaves while its inquiry waits', () => {
    it('is dropped, not stored; a row already in a statement is stored all the same', async () => {
      const slow = await slowDatabase()
      const inStatement = new AbortController()
      const leaving = new AbortController()
      const held: Promise<number>[] = []
      let gone: Promise<unknown> | undefined
      try {
        held.push(...(await fillTheLanes(inStatement.signal)))
        gone = storeDirectly(9, leaving.signal).catch((err: unknown) => err)
        expect(load()).toEqual({ waiting: 1, inStatements: LANES })
        leaving.abort()
        inStatement.abort()
        expect(load().waiting).toBe(0)
      } finally {
        await slow.release()
      }
      expect(await gone).toBeInstanceOf(CallerGoneError)
      const ids = await Promise.all(held)
      expect(ids).toHaveLength(4)
      expect((await storedNames()).sort()).toEqual(['Caller 0', 'Caller 1', 'Caller 2', 'Caller 3'])
    })

    describe('over REST', () => {
      let app: FastifyInstance
      let port: number
      beforeAll(async () => {
        app = await testApp({ INTAKE_STATEMENTS_IN_FLIGHT: String(LANES) }, tdb.handle)
        await app.listen({ port: 0, host: '127.0.0.1' })
        port = (app.server.address() as AddressInfo).port
      })
      afterAll(() => app.close())
      useAppIntake(() => app)

      /** A POST over a real connection, which the test may close before the answer comes. */
      function post(body: object) {
        const req = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/webservice/api/inquiries/information',
          agent: false,
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
        })
        const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
          req.on('response', (res) => {
            let text = ''
            res.on('data', (c: Buffer) => (text += c.toString()))
            res.on('end', () => resolve({ status: res.statusCode!, body: text }))
          })
          req.on('error', reject)
        })
        req.end(JSON.stringify(body))
        return { req, answer }
      }

      it('is not stored when its connection closes before the database took its row', async () => {
        const slow = await slowDatabase()
        const held: Promise<number>[] = []
        let staying: ReturnType<typeof post> | undefined
        try {
          held.push(...(await fillTheLanes()))
          const leaving = post(person(10, 'Leaves Early'))
          leaving.answer.catch(() => {}) // its connection is closed on purpose
          await intakeReaches((l) => l.waiting === 1)
          staying = post(person(11, 'Stays Connected'))
          await intakeReaches((l) => l.waiting === 2)
          leaving.req.destroy()
          await intakeReaches((l) => l.waiting === 1)
        } finally {
          await slow.release()
        }
        await Promise.all(held)
        const answer = await staying!.answer
        expect(answer.status).toBe(201)
        const names = await storedNames()
        expect(names).toContain('Stays Connected')
        expect(names).not.toContain('Leaves Early')
        expect(names).toHaveLength(5)
      })
    })
  })
})
