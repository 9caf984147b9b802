import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validContact, validEnrollment, validInformation, validUser } from '../helpers/fixtures'
import { MESSAGES } from '../../src/shared/inquiry-options'

let tdb: TestDatabase
let app: FastifyInstance
const headers = { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' }

beforeAll(async () => {
  tdb = await createTestDatabase()
  app = await testApp({}, tdb.handle)
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
  await tdb.handle.db.deleteFrom('users').execute()
})

const post = (url: string, payload: unknown, h: Record<string, string> = headers) =>
  app.inject({ method: 'POST', url: `/webservice/api${url}`, headers: h, payload: JSON.stringify(payload) })
const rows = () => tdb.handle.db.selectFrom('inquiries').selectAll().execute()

describe('REST web service: inquiries', () => {
  it('stores an information request with every field and answers 201 with its id', async () => {
    const res = await post('/inquiries/information', validInformation)
    expect(res.statusCode).toBe(201)
    const [row] = await rows()
    expect(res.json()).toEqual({ id: row.id, kind: 'information', status: 'new' })
    expect(row).toMatchObject({
      kind: 'information',
      status: 'new',
      full_name: 'Asha Patel',
      email: 'asha.patel@example.in',
      phone: '+91 98250 12345',
      program: 'data',
      channel: 'webservice',
    })
    expect(row.created_at).toBeInstanceOf(Date)
    expect(await rows()).toHaveLength(1)
  })

  it('stores an enrolment with course details and the user id', async () => {
    const res = await post('/inquiries/enrollment', validEnrollment)
    expect(res.statusCode).toBe(201)
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      kind: 'enrollment',
      full_name: 'Rohan Mehta',
      email: 'rohan.mehta@example.in',
      phone: '9824012345',
      program: 'cloud',
      education: 'graduate',
      message: 'I would like to join the weekend batch.',
      user_id: 'firebase-uid-123',
      course_level: 'Intermediate',
      course_duration: '6 months',
    })
  })

  it('defaults the enrolment program to fullstack when none is chosen', async () => {
    const { program: _omit, ...rest } = validEnrollment
    expect((await post('/inquiries/enrollment', rest)).statusCode).toBe(201)
    expect((await rows())[0].program).toBe('fullstack')
  })

  it('stores a contact message with its subject in program', async () => {
    const res = await post('/inquiries', validContact)
    expect(res.statusCode).toBe(201)
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      kind: 'contact',
      program: 'Corporate training for 20 engineers',
      message: 'Please share a proposal for a two-week React workshop.',
      inquiry_type: 'corporate',
    })
  })

  const invalid: [string, string, object, string][] = [
    ['/inquiries/information', 'short name', { ...validInformation, fullName: 'A' }, MESSAGES.name],
    ['/inquiries/information', 'bad e-mail', { ...validInformation, email: 'asha@' }, MESSAGES.email],
    ['/inquiries/information', 'short phone', { ...validInformation, phone: '12345' }, MESSAGES.phone],
    ['/inquiries/information', 'no program', { ...validInformation, program: '' }, MESSAGES.program],
    ['/inquiries/information', 'missing name', { email: 'a@b.in', phone: '9876543210', program: 'web' }, MESSAGES.name],
    ['/inquiries/enrollment', 'unknown program', { ...validEnrollment, program: 'astrology' }, MESSAGES.program],
    ['/inquiries/enrollment', 'bad e-mail', { ...validEnrollment, email: 'nope' }, MESSAGES.email],
    ['/inquiries', 'short subject', { ...validContact, program: 'Hi' }, MESSAGES.subject],
    ['/inquiries', 'short message', { ...validContact, message: 'Call me' }, MESSAGES.message],
    ['/inquiries', 'number as name', { ...validContact, fullName: 42 }, 'Expected text.'],
  ]
  it.each(invalid)(
    '%s with %s answers 400 with the SPEC message and stores nothing',
    async (path, _case, body, message) => {
      const res = await post(path, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message)
      expect(await rows()).toHaveLength(0)
    },
  )

  it('answers 400 for malformed JSON, a JSON array and an empty body', async () => {
    for (const payload of ['{"fullName": "Asha"', '[1,2]', '']) {
      const res = await app.inject({ method: 'POST', url: '/webservice/api/inquiries/information', headers, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toEqual(expect.any(String))
    }
    expect(await rows()).toHaveLength(0)
  })

  it('answers 413 for a body over the limit', async () => {
    const res = await post('/inquiries', { ...validContact, message: 'x'.repeat(70 * 1024) })
    expect(res.statusCode).toBe(413)
    expect(await rows()).toHaveLength(0)
  })

  it('answers 401 without a key or with a wrong key, on every path', async () => {
    for (const url of ['/inquiries/information', '/inquiries/enrollment', '/inquiries', '/users']) {
      expect((await post(url, validInformation, { 'content-type': 'application/json' })).statusCode).toBe(401)
      expect((await post(url, validInformation, { ...headers, 'x-api-key': 'wrong' })).statusCode).toBe(401)
    }
    const check = await app.inject({ url: '/webservice/api/auth/check-admin?uid=x' })
    expect(check.statusCode).toBe(401)
    expect(await rows()).toHaveLength(0)
  })
})

describe('REST web service: users', () => {
  it('upserts a user by uid and reports admin status', async () => {
    const first = await post('/users', validUser)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ id: 'uid-asha-1', isAdmin: false })
    await post('/users', { ...validUser, displayName: 'Asha P.' })
    const users = await tdb.handle.db.selectFrom('users').selectAll().execute()
    expect(users).toHaveLength(1)
    expect(users[0]).toMatchObject({
      uid: 'uid-asha-1',
      display_name: 'Asha P.',
      email: 'asha.patel@example.in',
      phone_number: '',
    })

    const check = () => app.inject({ url: '/webservice/api/auth/check-admin?uid=uid-asha-1', headers })
    expect((await check()).json()).toEqual({ isAdmin: false })
    await tdb.handle.db.updateTable('users').set({ role: 'owner' }).execute()
    expect((await check()).json()).toEqual({ isAdmin: true })
    const unknown = await app.inject({ url: '/webservice/api/auth/check-admin?uid=nobody', headers })
    expect(unknown.json()).toEqual({ isAdmin: false })
  })

  it('rejects a user without uid and a check without uid', async () => {
    expect((await post('/users', { email: 'a@b.in' })).statusCode).toBe(400)
    expect((await app.inject({ url: '/webservice/api/auth/check-admin', headers })).statusCode).toBe(400)
    expect(await tdb.handle.db.selectFrom('users').selectAll().execute()).toHaveLength(0)
  })
})

describe('REST web service: contract', () => {
  it('accepts any of several rotation keys', async () => {
    const rotated = await testApp({ WEBSERVICE_API_KEY: 'old-key,new-key' }, tdb.handle)
    for (const key of ['old-key', 'new-key']) {
      const res = await rotated.inject({
        method: 'POST',
        url: '/webservice/api/inquiries/information',
        headers: { ...headers, 'x-api-key': key },
        payload: validInformation,
      })
      expect(res.statusCode).toBe(201)
    }
    await rotated.close()
  })

  it('limits requests per key and answers 429 with Retry-After', async () => {
    const limited = await testApp({ WEBSERVICE_RATE_LIMIT_PER_MINUTE: '3' }, tdb.handle)
    const codes = []
    for (let i = 0; i < 5; i++) {
      const res = await limited.inject({
        method: 'POST',
        url: '/webservice/api/inquiries/information',
        headers,
        payload: validInformation,
      })
      codes.push(res.statusCode)
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(codes).toEqual([201, 201, 201, 429, 429])
    expect(await rows()).toHaveLength(3)
    await limited.close()
  })

  it('describes its paths in an OpenAPI document', async () => {
    const res = await app.inject('/webservice/openapi.json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/auth/check-admin',
        '/api/inquiries',
        '/api/inquiries/enrollment',
        '/api/inquiries/information',
        '/api/users',
      ].sort(),
    )
    expect(
      doc.paths['/api/inquiries/information'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['fullName', 'email', 'phone', 'program']))
  })
})
