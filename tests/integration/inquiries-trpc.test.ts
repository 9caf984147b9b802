import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { validContact, validEnrollment, validInformation } from '../helpers/fixtures'
import { MESSAGES } from '../../src/shared/inquiry-options'
import { RATE_LIMITED_MESSAGE } from '../../src/server/trpc/init'

let tdb: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  tdb = await createTestDatabase()
  app = await testApp({ FORM_RATE_LIMIT_PER_MINUTE: '1000' }, tdb.handle)
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})
beforeEach(async () => {
  await tdb.handle.db.deleteFrom('inquiries').execute()
})

/** Calls a mutation the way the site's tRPC client does (httpLink, JSON body). */
const call = (target: FastifyInstance, procedure: string, input: unknown, ip = '203.0.113.7') =>
  target.inject({
    method: 'POST',
    url: `/trpc/inquiries.${procedure}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    payload: JSON.stringify(input),
  })
const rows = () => tdb.handle.db.selectFrom('inquiries').selectAll().execute()

const attribution = {
  utmSource: 'google',
  utmMedium: 'cpc',
  utmCampaign: 'diwali-2026',
  referrer: 'https://www.google.com/',
  landingPage: '/courses?utm_source=google',
}

describe('inquiries procedures', () => {
  it('requestInformation stores one row with every field and the first-touch attribution', async () => {
    const res = await call(app, 'requestInformation', { ...validInformation, attribution })
    expect(res.statusCode).toBe(200)
    expect(res.json().result.data).toEqual({ ok: true })
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      kind: 'information',
      status: 'new',
      channel: 'site',
      full_name: validInformation.fullName,
      email: validInformation.email,
      phone: validInformation.phone,
      program: validInformation.program,
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'diwali-2026',
      referrer: 'https://www.google.com/',
      landing_page: '/courses?utm_source=google',
    })
  })

  it('enroll and contact store their own kinds; a user id in the input is ignored', async () => {
    expect((await call(app, 'enroll', validEnrollment)).statusCode).toBe(200)
    expect((await call(app, 'contact', validContact)).statusCode).toBe(200)
    const all = await rows()
    expect(all.map((r) => r.kind).sort()).toEqual(['contact', 'enrollment'])
    expect(all.find((r) => r.kind === 'enrollment')).toMatchObject({
      course_level: 'Intermediate',
      // validEnrollment claims userId 'firebase-uid-123'; only a verified token may say who applied.
      user_id: null,
    })
    expect(all.find((r) => r.kind === 'contact')).toMatchObject({ inquiry_type: 'corporate' })
  })

  it('answers BAD_REQUEST with a message per field and stores nothing', async () => {
    const res = await call(app, 'requestInformation', { fullName: 'A', email: 'x', phone: '1', program: '' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.data.fieldErrors).toEqual({
      fullName: MESSAGES.name,
      email: MESSAGES.email,
      phone: MESSAGES.phone,
      program: MESSAGES.program,
    })
    expect(await rows()).toHaveLength(0)
  })

  it('drops a submission whose honeypot is filled, answering like a success', async () => {
    const res = await call(app, 'requestInformation', { ...validInformation, website: 'http://spam.example' })
    expect(res.statusCode).toBe(200)
    expect(await rows()).toHaveLength(0)
  })

  it('limits submissions per client IP and stores nothing past the limit', async () => {
    const limited = await testApp({ FORM_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: '1' }, tdb.handle)
    const codes = []
    for (let i = 0; i < 3; i++)
      codes.push((await call(limited, 'requestInformation', validInformation, '198.51.100.1')).statusCode)
    const blocked = await call(limited, 'contact', validContact, '198.51.100.1')
    expect(codes).toEqual([200, 200, 429])
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().error.message).toBe(RATE_LIMITED_MESSAGE)
    // Another visitor is not affected.
    expect((await call(limited, 'requestInformation', validInformation, '198.51.100.2')).statusCode).toBe(200)
    expect(await rows()).toHaveLength(3)
    await limited.close()
  })
})
