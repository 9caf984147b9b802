import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomInt } from 'node:crypto'
import fc from 'fast-check'
import { sql } from 'kysely'
import { TRPCError } from '@trpc/server'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validContact, validEnrollment, validInformation } from '../helpers/fixtures'
import { scrubText } from '../../src/server/log-scrub'

let tdb: TestDatabase
let app: FastifyInstance
const lines: string[] = []

beforeAll(async () => {
  tdb = await createTestDatabase()
  // trace: the most Fastify, tRPC and our code ever write.
  app = await testApp(
    {
      LOG_LEVEL: 'trace',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
      WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000',
      // Each inquiry's alert and the lead's confirmation are held (no SMTP_URL) and logged as such.
      ALERT_EMAILS: 'desk@skillforge.test',
      LEAD_CONFIRMATION: 'on',
    },
    tdb.handle,
    { logStream: { write: (line) => lines.push(line) } },
  )
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})

interface Person {
  fullName: string
  email: string
  phone: string
  message: string
}
const people: Person[] = []

const letters = (n: number) => Array.from({ length: n }, () => 'bcdfghjklmnpqrstvwxz'[randomInt(20)]).join('')
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('')

/** Someone no other test and no log line has ever seen, remembered so the logs can be searched for them. */
function person(): Person {
  const p = {
    fullName: `Zora ${letters(1).toUpperCase()}${letters(9)}`,
    email: `dpdp.${letters(10)}@example.in`,
    phone: `+91 9${digits(4)} ${digits(5)}`,
    message: `Please call me about the ${letters(12)} weekend batch.`,
  }
  people.push(p)
  return p
}

const trpc = (procedure: string, body: string) =>
  app.inject({
    method: 'POST',
    url: `/trpc/inquiries.${procedure}`,
    headers: { 'content-type': 'application/json' },
    payload: body,
  })
const rest = (path: string, body: string) =>
  app.inject({
    method: 'POST',
    url: `/webservice/api${path}`,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: body,
  })

/** A real PostgreSQL error raised by the value: its message or detail quotes what it was given. */
async function databaseError(query: Promise<unknown>): Promise<Error> {
  const err = await query.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(err instanceof Error)) throw new Error('the query was expected to fail')
  return err
}

describe('logs carry no personal data', () => {
  it('at trace, whatever the forms, the REST calls and the errors they cause', async () => {
    const information = () => {
      const { fullName, email, phone } = person()
      return { ...validInformation, fullName, email, phone }
    }
    const enrollment = () => ({ ...validEnrollment, ...person() })
    const contact = () => ({ ...validContact, ...person() })
    const json = (o: object) => JSON.stringify(o)

    const answers = [
      [200, await trpc('requestInformation', json(information()))],
      [200, await trpc('enroll', json(enrollment()))],
      [200, await trpc('contact', json(contact()))],
      [201, await rest('/inquiries/information', json(information()))],
      [201, await rest('/inquiries/enrollment', json(enrollment()))],
      [201, await rest('/inquiries', json(contact()))],
      // A bad field next to good personal ones.
      [400, await rest('/inquiries', json({ ...contact(), program: '' }))],
      [400, await trpc('contact', json({ ...contact(), program: '' }))],
      // Not JSON at all, and JSON that breaks off after the personal fields: JSON.parse quotes the text.
      [400, await rest('/inquiries', `${person().fullName} ${people.at(-1)!.email}`)],
      [400, await rest('/inquiries/information', json(information()).slice(0, -1) + ',')],
      [400, await trpc('requestInformation', `${person().fullName} ${people.at(-1)!.phone}`)],
    ] as const
    for (const [status, res] of answers) expect(res.statusCode, res.body).toBe(status)

    // Database errors that quote the values they were given, logged as the app logs errors.
    const cast = person()
    const castError = await databaseError(sql`select ${cast.fullName}::int`.execute(tdb.handle.db))
    app.log.error({ err: castError }, 'database query failed')
    app.log.error(castError)
    // As Fastify's own error handler logs: the error's message as the line's.
    app.log.error({ err: castError }, castError.message)
    app.log.error({ err: new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: castError }), path: 'x' }, 'tRPC failed')
    const duplicate = person()
    await sql`create table privacy_probe (email text unique, phone text)`.execute(tdb.handle.db)
    const insert = sql`insert into privacy_probe values (${duplicate.email}, ${duplicate.phone})`
    await insert.execute(tdb.handle.db)
    const duplicateError = await databaseError(insert.execute(tdb.handle.db))
    expect((duplicateError as Error & { detail?: string }).detail).toContain(duplicate.email)
    app.log.error({ err: duplicateError }, 'database query failed')

    // What the mail sender logs when a mail server refuses a recipient.
    const refused = person()
    app.log.warn(
      { mailId: 7, attempt: 1, retryInMs: 30_000, reason: `550 5.1.1 <${refused.email}> (${refused.phone}) unknown` },
      'mail outbox: will retry',
    )
    app.log.info(`mail outbox: held for ${refused.email}, call ${refused.phone}`)
    // A request logged with its body: the `req` serializer writes the request line's fields alone.
    app.log.info({ req: { method: 'POST', url: '/webservice/api/inquiries', body: contact() } }, 'request body')

    // The six stored inquiries' e-mails, held and logged.
    await expect
      .poll(() => lines.filter((l) => l.includes('this e-mail was kept')).length, { timeout: 10_000 })
      .toBe(12)

    const log = lines.join('')
    expect(people).toHaveLength(15)
    for (const p of people) {
      for (const value of [p.fullName, p.email, p.phone, p.phone.replace(/\D/g, ''), p.message]) {
        expect(log).not.toContain(value)
      }
    }

    // The lines are still written, and still say what happened.
    const entries = lines.map((l) => JSON.parse(l) as Record<string, any>)
    const completed = entries.filter((e) => e.msg === 'request completed')
    const urls = answers.map(([, res]) => new URL(res.raw.req.url!, 'http://x').pathname)
    expect(completed.map((e) => e.req.url)).toEqual(expect.arrayContaining(urls))
    const [castLine, duplicateLine] = entries.filter((e) => e.msg === 'database query failed')
    expect(castLine.err).toMatchObject({
      code: '22P02',
      message: 'invalid input syntax for type integer: "[redacted]"',
    })
    expect(castLine.err.stack).toMatch(/\n\s+at /)
    expect(duplicateLine.err).toMatchObject({ code: '23505', constraint: 'privacy_probe_email_key' })
    expect(duplicateLine.err).not.toHaveProperty('detail')
    expect(entries.find((e) => e.msg === 'mail outbox: will retry')).toMatchObject({
      retryInMs: 30_000,
      reason: '550 5.1.1 <[redacted]> ([redacted]) unknown',
    })
    expect(entries.find((e) => e.msg === 'request body')?.req).toEqual({
      method: 'POST',
      url: '/webservice/api/inquiries',
    })
    // Timings, ids and times are not taken for phone numbers.
    expect(completed.every((e) => typeof e.responseTime === 'number' && typeof e.time === 'number')).toBe(true)
    expect(completed.every((e) => /^req-\w+$/.test(e.reqId))).toBe(true)
  })
})

describe('the scrub of logged strings', () => {
  it('takes e-mail addresses and phone numbers as people type them', () => {
    for (const typed of ['a.b+c@example.co.in', '+91 98250 12345', '079-4000-5678', '(022) 2345 6789', '9824012345']) {
      expect(scrubText(`to ${typed}: refused`)).toBe('to [redacted]: refused')
    }
  })

  it('takes a number of seven digits, the fewest that reads as a phone, and leaves six', () => {
    expect(scrubText('call 400 5678 today')).toBe('call [redacted] today')
    expect(scrubText('/courses/4005678')).toBe('/courses/[redacted]')
    for (const short of ['call 40 5678 today', '/courses/1', 'GET', '203.0.113.7', 'request completed']) {
      expect(scrubText(short)).toBe(short)
    }
  })

  // The scrub tries the phone pattern only on a text it could change: a text that also ends in a phone the
  // pattern is sure to be tried on must come out the same, with that phone redacted.
  it('tries the phone pattern on every text it would change', () => {
    const phone = '\n 98250 12345'
    const unit = fc.constantFrom(...'0123456789012345678901234567890123456789 ( ) - - . + a T : _ @ x')
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        expect(scrubText(text + phone)).toBe(`${scrubText(text)}\n [redacted]`)
      }),
      { numRuns: 5_000 },
    )
  })

  it('leaves times, ids, versions, addresses and short numbers readable', () => {
    const ordinary =
      '2026-11-24T10:00:00.123Z 3f2a1b4c-1234-5678-9abc-def012345678 req-1a @trpc+server@11.19.0 ' +
      'postgres@127.0.0.1:5432 ip-10-0-1-123 took 12 ms, 3 of 25 retried, id 104522'
    expect(scrubText(ordinary)).toBe(ordinary)
  })
})

describe('logged objects', () => {
  it('are scrubbed at every depth, and what the caller logged is left as it was', () => {
    const detail = {
      lead: { contacts: ['asha.patel@example.in', '+91 98250 12345'], course: 'Cloud & DevOps' },
      batch: { starts: '2026-12-01', seats: [12, 30] },
      count: 2,
    }
    const given = structuredClone(detail)
    const from = lines.length
    app.log.info(detail, 'lead held')
    const [entry] = lines.slice(from).map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(entry).toMatchObject({
      lead: { contacts: ['[redacted]', '[redacted]'], course: 'Cloud & DevOps' },
      batch: { starts: '2026-12-01', seats: [12, 30] },
      count: 2,
      msg: 'lead held',
    })
    expect(detail).toEqual(given)
  })
})

describe('long paths and strings', () => {
  // A path as long as Node accepts is read in time linear in its length (bench:log-scrub), and still scrubbed.
  it.each([500, 15_000])('redacts an e-mail and a mobile in a %i-character path as in a short one', async (length) => {
    const { email } = person()
    const mobile = `98${digits(8)}`
    const path = `/courses/${email}/${mobile}/`
    const url = `${path}${'a'.repeat(length - path.length)}`
    expect(url).toHaveLength(length)
    const from = lines.length
    expect((await app.inject(url)).statusCode).toBe(404)
    const written = lines.slice(from)
    const completed = written
      .map((l) => JSON.parse(l) as Record<string, any>)
      .find((e) => e.msg === 'request completed')
    expect(completed?.req.url).toBe(`/courses/[redacted]/[redacted]/${'a'.repeat(length - path.length)}`)
    for (const line of written) {
      expect(line).not.toContain(email)
      expect(line).not.toContain(mobile)
    }
  })

  it('cuts a string too long to scrub, rather than failing to log it', () => {
    const from = lines.length
    // Sixteen million digits overflowed the digit pattern's stack: the log call threw.
    app.log.info(`call ${'9'.repeat(16_000_000)}`)
    const [entry] = lines.slice(from).map((l) => JSON.parse(l) as { msg: string })
    expect(entry?.msg).toMatch(/^call \[redacted\]… \[[\d,]+ characters cut\]$/)
  })
})
