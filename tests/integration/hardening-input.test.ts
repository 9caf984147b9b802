import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase } from '../helpers/database'
import { validContact, validEnrollment, validInformation, validUser } from '../helpers/fixtures'
import { CONTROL_CHARACTERS_MESSAGE } from '../../src/shared/schemas/fields'
import { INTERNAL_ERROR_MESSAGE } from '../../src/server/trpc/init'
import { databaseOutageOf, DatabaseUnavailableError, RefusedError } from '../../src/server/db/errors'
import { openDatabase } from '../../src/server/db/database'

const tdb = await createTestDatabase()
let app: FastifyInstance

beforeAll(async () => {
  app = await testApp({ FORM_RATE_LIMIT_PER_MINUTE: '100000', WEBSERVICE_RATE_LIMIT_PER_MINUTE: '100000' }, tdb.handle)
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
  await tdb.handle.db.deleteFrom('users').execute()
})

const rest = (url: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/webservice/api${url}`,
    headers: { 'x-api-key': TEST_API_KEY },
    payload: payload as object,
  })
const trpc = (procedure: string, input: unknown) =>
  app.inject({
    method: 'POST',
    url: `/trpc/inquiries.${procedure}`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(input),
  })
const inquiries = () => tdb.handle.db.selectFrom('inquiries').selectAll().execute()

/** `payload` with a NUL in the middle of the text at `path` (a.b for a nested field). */
function withNul<T extends object>(payload: T, path: string): T {
  const copy = structuredClone(payload) as Record<string, unknown>
  const keys = path.split('.')
  const parent = keys.slice(0, -1).reduce((o, k) => o[k] as Record<string, unknown>, copy)
  const last = keys[keys.length - 1]
  const value = String(parent[last])
  parent[last] = value.slice(0, 3) + '\u0000' + value.slice(3)
  return copy as T
}

const textFields = {
  information: ['fullName', 'email', 'phone', 'program'],
  enrollment: ['fullName', 'email', 'phone', 'message', 'userId', 'courseDetails.level', 'courseDetails.duration'],
  contact: ['fullName', 'email', 'phone', 'program', 'message', 'inquiryType'],
}

describe('a control character in a text field', () => {
  it('REST: answers 400 with the field and its message, and stores nothing', async () => {
    const cases = [
      ...textFields.information.map((f) => ['/inquiries/information', validInformation, f] as const),
      ...textFields.enrollment.map((f) => ['/inquiries/enrollment', validEnrollment, f] as const),
      ...textFields.contact.map((f) => ['/inquiries', validContact, f] as const),
      ...['displayName', 'photoURL'].map((f) => ['/users', validUser, f] as const),
    ]
    for (const [url, valid, field] of cases) {
      const res = await rest(url, withNul(valid, field))
      expect(res.statusCode, `${url} ${field}`).toBe(400)
      expect(res.json(), `${url} ${field}`).toMatchObject({
        error: 'Bad Request',
        message: CONTROL_CHARACTERS_MESSAGE,
        issues: [{ field, message: CONTROL_CHARACTERS_MESSAGE }],
      })
    }
    expect(await inquiries()).toEqual([])
    expect(await tdb.handle.db.selectFrom('users').selectAll().execute()).toEqual([])
  })

  it('tRPC: answers BAD_REQUEST with the message under the field, and stores nothing', async () => {
    const cases = [
      ...textFields.information.map((f) => ['requestInformation', validInformation, f] as const),
      // The site's enrolment form has no user id: it comes from the sign-in.
      ...textFields.enrollment.filter((f) => f !== 'userId').map((f) => ['enroll', validEnrollment, f] as const),
      ...textFields.contact.map((f) => ['contact', validContact, f] as const),
    ]
    for (const [procedure, valid, field] of cases) {
      const res = await trpc(procedure, withNul(valid, field))
      expect(res.statusCode, `${procedure} ${field}`).toBe(400)
      expect(res.json().error.data.fieldErrors, `${procedure} ${field}`).toEqual({
        [field]: CONTROL_CHARACTERS_MESSAGE,
      })
    }
    expect(await inquiries()).toEqual([])
  })

  it('keeps tabs and line breaks in a message', async () => {
    const message = 'Line one\r\nLine two\n\tindented'
    expect((await rest('/inquiries', { ...validContact, message })).statusCode).toBe(201)
    expect((await inquiries()).map((r) => r.message)).toEqual([message])
  })
})

describe('a database error that is not about the connection', () => {
  // A rule the database enforces and validation does not know: the database refuses a valid-looking value.
  const refused = 'Refused By Database'
  beforeAll(() =>
    sql`alter table inquiries add constraint hardening_refuses check (full_name <> ${sql.lit(refused)})`.execute(
      tdb.handle.db,
    ),
  )
  afterAll(() => sql`alter table inquiries drop constraint hardening_refuses`.execute(tdb.handle.db))

  it('REST: answers 500 with a generic message, not 503, and says nothing of the database', async () => {
    const res = await rest('/inquiries/information', { ...validInformation, fullName: refused })
    expect(res.statusCode).toBe(500)
    expect(res.headers['retry-after']).toBeUndefined()
    expect(res.json()).toEqual({ error: 'Internal Server Error', message: 'Something went wrong on our side.' })
    expect(res.body).not.toMatch(/hardening_refuses|constraint|violates/i)
    expect(await inquiries()).toEqual([])
  })

  it('tRPC: answers INTERNAL_SERVER_ERROR with a generic message, not 503', async () => {
    const res = await trpc('requestInformation', { ...validInformation, fullName: refused })
    expect(res.statusCode).toBe(500)
    expect(res.json().error.message).toBe(INTERNAL_ERROR_MESSAGE)
    expect(res.json().error.data.code).toBe('INTERNAL_SERVER_ERROR')
    expect(res.body).not.toMatch(/hardening_refuses|constraint|violates/i)
    expect(await inquiries()).toEqual([])
  })
})

describe('databaseOutageOf', () => {
  it('calls a failing query no outage', async () => {
    const failure = await sql`select * from no_such_table`.execute(tdb.handle.db).catch((e) => e)
    expect(databaseOutageOf(failure)).toBeUndefined()
    expect(databaseOutageOf(new Error('wrapped', { cause: failure }))).toBeUndefined()
  })

  it.runIf(tdb.url)('finds a connection ended by the server (57P01) however deep it is wrapped', async () => {
    const own = await openDatabase({ url: tdb.url })
    try {
      const failure = await sql`select pg_terminate_backend(pg_backend_pid())`.execute(own.db).catch((e) => e)
      expect(databaseOutageOf(failure)?.cause).toBe(failure)
      const wrapped = new Error('outer', { cause: new Error('inner', { cause: failure }) })
      expect(databaseOutageOf(wrapped)?.cause).toBe(failure)
      // A refusal is the caller's mistake, whatever it was found beside.
      expect(databaseOutageOf(new RefusedError('stale link', { cause: failure }))).toBeUndefined()
    } finally {
      await own.close()
    }
  })

  it('keeps an error already called an outage, and ends on a cause that loops', () => {
    const unavailable = new DatabaseUnavailableError(new Error('queue full'))
    expect(databaseOutageOf(new Error('outer', { cause: unavailable }))).toBe(unavailable)
    const loop = new Error('loop')
    loop.cause = loop
    expect(databaseOutageOf(loop)).toBeUndefined()
  })
})

describe('attribution longer than its limits', () => {
  it('is stored cut to its limits, and the lead is not lost', async () => {
    const res = await trpc('requestInformation', {
      ...validInformation,
      attribution: {
        utmSource: 'newsletter-'.repeat(50),
        utmMedium: 'email',
        utmCampaign: 'diwali\u0000-2026',
        referrer: 'https://ads.example/click?id=' + 'x'.repeat(6000),
        landingPage: '/courses?gclid=' + 'g'.repeat(6000),
      },
    })
    expect(res.statusCode).toBe(200)
    const [row] = await inquiries()
    expect(row.utm_source).toBe('newsletter-'.repeat(50).slice(0, 200))
    expect(row.utm_medium).toBe('email')
    expect(row.utm_campaign).toBe('diwali-2026')
    expect(row.referrer).toHaveLength(2000)
    expect(row.landing_page).toBe(('/courses?gclid=' + 'g'.repeat(6000)).slice(0, 2000))
  })
})
