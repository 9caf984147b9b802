import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { contactInquirySchema, informationRequestSchema, siteEnrollmentSchema } from '../../src/shared/schemas/inquiry'
import { siteSubmission } from '../../src/shared/schemas/site-submission'
import {
  webserviceContactSchema,
  webserviceEnrollmentSchema,
  webserviceInformationSchema,
} from '../../src/shared/schemas/webservice'
import { validContact, validEnrollment, validInformation } from '../helpers/fixtures'
import type { z } from 'zod'

let tdb: TestDatabase
let app: FastifyInstance
beforeAll(async () => {
  tdb = await createTestDatabase()
  app = await testApp(
    { FORM_RATE_LIMIT_PER_MINUTE: '1000000', WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000' },
    tdb.handle,
  )
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})

const count = async () =>
  (
    await tdb.handle.db
      .selectFrom('inquiries')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n

/** Arbitrary JSON, plus near-misses of a valid payload (a field replaced by anything). */
function bodies(valid: Record<string, unknown>) {
  const nearMiss = fc
    .record({ key: fc.constantFrom(...Object.keys(valid), 'extra'), value: fc.jsonValue() })
    .map(({ key, value }) => ({ ...valid, [key]: value }))
  return fc.oneof(fc.jsonValue(), nearMiss, fc.dictionary(fc.constantFrom(...Object.keys(valid)), fc.jsonValue()))
}

/**
 * The REST routes' JSON parser (Fastify's) refuses bodies that could poison a prototype (a
 * `__proto__` key, or a `constructor` key holding `prototype`) with 400 before any schema sees
 * them, so there such a body is invalid even when its fields would parse. tRPC parses its own body,
 * and its schemas drop unknown keys, so there the same body is judged by its fields alone.
 */
function poisoned(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(poisoned)
  if (value === null || typeof value !== 'object') return false
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' && inner !== null && typeof inner === 'object' && 'prototype' in inner) ||
      poisoned(inner),
  )
}

const targets: {
  name: string
  send: (body: unknown) => Promise<{ statusCode: number }>
  schema: z.ZodType
  valid: Record<string, unknown>
  refusesPoisoned: boolean
}[] = [
  ...(
    [
      ['/inquiries/information', webserviceInformationSchema, validInformation],
      ['/inquiries/enrollment', webserviceEnrollmentSchema, validEnrollment],
      ['/inquiries', webserviceContactSchema, validContact],
    ] as const
  ).map(([path, schema, valid]) => ({
    name: `REST ${path}`,
    schema,
    valid,
    refusesPoisoned: true,
    send: (body: unknown) =>
      app.inject({
        method: 'POST',
        url: `/webservice/api${path}`,
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
  })),
  ...(
    [
      ['requestInformation', siteSubmission(informationRequestSchema), validInformation],
      ['enroll', siteSubmission(siteEnrollmentSchema), validEnrollment],
      ['contact', siteSubmission(contactInquirySchema), validContact],
    ] as const
  ).map(([procedure, schema, valid]) => ({
    name: `tRPC inquiries.${procedure}`,
    schema,
    valid,
    refusesPoisoned: false,
    send: (body: unknown) =>
      app.inject({
        method: 'POST',
        url: `/trpc/inquiries.${procedure}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      }),
  })),
]

describe.each(targets)('$name under arbitrary JSON', ({ send, schema, valid, refusesPoisoned }) => {
  it('never answers 5xx, and stores a row exactly when the input is valid', async () => {
    await fc.assert(
      fc.asyncProperty(bodies(valid), async (body) => {
        const before = await count()
        const res = await send(body)
        const after = await count()
        expect(res.statusCode).toBeLessThan(500)
        const parsed = schema.safeParse(body)
        const honeypot = parsed.success && Boolean((parsed.data as { website?: string }).website)
        if (refusesPoisoned && poisoned(body)) {
          expect(res.statusCode).toBe(400)
          expect(after).toBe(before)
        } else if (parsed.success && !honeypot) {
          expect(res.statusCode).toBeLessThan(300)
          expect(after).toBe(before + 1)
        } else {
          expect(after).toBe(before)
        }
      }),
      { numRuns: 150 },
    )
  })
})
