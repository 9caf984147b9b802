import {
  eraseSchema,
  erasureRecordsSchema,
  personIdentifierSchema,
  setDoNotContactSchema,
} from '../../src/shared/schemas/privacy'
import {
  webserviceContactSchema,
  webserviceEnrollmentSchema,
  webserviceInformationSchema,
} from '../../src/shared/schemas/webservice'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import fc from 'fast-check'
import { sql } from 'kysely'
import type { z } from 'zod'
import type { FastifyInstance } from 'fastify'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { insertInquiries, PROJECT, signInPerson, type Person } from '../helpers/admin-trpc'
import { validContact, validEnrollment, validInformation, validUser } from '../helpers/fixtures'
import { appRouter } from '../../src/server/trpc/app-router'
import { encodeCursor } from '../../src/server/inquiries/inquiry-cursor'
import { contactInquirySchema, informationRequestSchema, siteEnrollmentSchema } from '../../src/shared/schemas/inquiry'
import { siteSubmission } from '../../src/shared/schemas/site-submission'
import { userSyncSchema } from '../../src/shared/schemas/user'
import {
  adminAuditQuerySchema,
  grantAdminSchema,
  revokeAdminSchema,
  setRoleSchema,
} from '../../src/shared/schemas/admin'
import { accessLogFiltersSchema, accessLogListSchema, contactUsedSchema } from '../../src/shared/schemas/access-log'
import { mailIdSchema, recentMailSchema } from '../../src/shared/schemas/alerts'
import { distributionSchema } from '../../src/shared/schemas/admissions'
import { funnelSchema } from '../../src/shared/schemas/reports'
import { addInquirySchema, samePersonSchema } from '../../src/shared/schemas/add-inquiry'
import {
  importCheckSchema,
  importIdSchema,
  importStartSchema,
  savedMappingIdSchema,
  savedMappingSchema,
} from '../../src/shared/schemas/imports'
import {
  reorderViewsSchema,
  saveViewSchema,
  setDefaultViewSchema,
  viewIdSchema,
} from '../../src/shared/schemas/saved-views'
import {
  addNoteSchema,
  adminPreferencesSchema,
  arrivalsSchema,
  assignSchema,
  bulkUpdateSchema,
  inquiryChartsSchema,
  inquiryExportSchema,
  inquiryFiltersSchema,
  inquiryIdSchema,
  inquiryListSchema,
  logContactSchema,
  setFollowUpSchema,
  setStatusSchema,
} from '../../src/shared/schemas/admin-inquiries'

// Every REST path and tRPC procedure gets hostile input: arbitrary JSON, the right keys with wrong types,
// strings past the 64 KiB body limit, lone surrogates, RTL marks, NUL and other control characters, and
// prototype keys. Whatever comes in, the answer is never a 5xx, and input the shared schema refuses
// stores nothing.

let tdb: TestDatabase
let app: FastifyInstance
let admin: Person
let inquiryIds: number[]
beforeAll(async () => {
  tdb = await createTestDatabase()
  const adminEmail = 'asha.fuzz@admins.example'
  app = await testApp(
    {
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
      ADMIN_EMAILS: adminEmail,
      // A 429 is no 5xx, but it would hide what the handler does with the input.
      FORM_RATE_LIMIT_PER_MINUTE: '1000000',
      WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000',
    },
    tdb.handle,
  )
  admin = await signInPerson(app, adminEmail, 'Asha Admin')
  // Small ids that generated numbers hit, so triage procedures reach the database, not only "not found".
  inquiryIds = await insertInquiries(tdb.handle.db, [{}, {}, {}])
})
afterAll(async () => {
  await app?.close()
  await tdb?.dispose()
})

const RUNS = Number(process.env.FUZZ_RUNS ?? 50)

/** Rows of every table a request could add to, in one round trip. */
async function rowCounts() {
  const { rows } = await sql<{ inquiries: string; users: string; events: string; audit: string }>`
    select (select count(*) from inquiries) as inquiries, (select count(*) from users) as users,
           (select count(*) from inquiry_events) as events, (select count(*) from admin_audit) as audit`.execute(
    tdb.handle.db,
  )
  return rows[0]
}

const prototypeNames = Object.getOwnPropertyNames(Object.prototype).sort()

// ---------------------------------------------------------------------------------------------------------
// Arbitraries

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'] as const
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))
const control = fc
  .oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f }))
  .map((c) => String.fromCharCode(c))
const oddPiece = fc.constantFrom(
  '\u0000',
  '\u202e',
  '\u200f',
  '\u200b',
  '\ufeff',
  '\uffff',
  '\u2028',
  'مرحبا',
  'שלום',
  'नमस्ते',
  '😀',
  '👩🏽‍💻',
  'e\u0301',
  '%00',
  '\\u0000',
  "'; drop table inquiries; --",
  '<script>alert(1)</script>',
  '__proto__',
  'a@b.c',
  ' ',
)
const oddString = fc.oneof(
  fc.string({ unit: fc.oneof(loneSurrogate, control, oddPiece, fc.string({ unit: 'binary', maxLength: 1 })) }),
  fc.string({ unit: 'binary', maxLength: 60 }),
)
/** From a little past a field's limit to past the 64 KiB body limit (413 is a fine answer). */
const hugeString = fc
  .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', '\ud800', '<', ' '), fc.integer({ min: 250, max: 100_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)))

/** An object with an own enumerable prototype key, as JSON.parse would build it from `{"__proto__": …}`. */
const withOwnKey = (target: object, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true })
const pollution = fc
  .tuple(fc.constantFrom(...PROTO_KEYS), fc.jsonValue({ maxDepth: 2 }))
  .map(([key, value]) => withOwnKey({}, key, key === 'constructor' ? { prototype: { polluted: value } } : value))

/** Values zod's formats or JavaScript accept but PostgreSQL refuses: each must be refused by the schema. */
const impossibleDate = fc.constantFrom('2026-02-30', '2025-02-29', '2026-04-31', '2026-06-31', '2026-11-31')
const yearZeroDate = fc.constantFrom('0000-01-01', '0000-02-29', '0000-12-31')
const farDate = fc.constantFrom('10000-01-01', '99999-12-31', '+275760-09-13', '-000001-01-01')
const refusedDate = fc.oneof(impossibleDate, yearZeroDate, farDate)
const refusedDateTime = fc.oneof(
  refusedDate.map((d) => `${d}T10:00:00Z`),
  fc.constantFrom('0000-06-15T10:00:00+05:30', '0000-12-31T23:00:00-05:00'),
  // Offsets PostgreSQL does not take (it stops at 15:59).
  fc.constantFrom('2026-01-01T10:00:00+16:00', '2026-01-01T10:00:00-23:59', '2026-01-01T10:00:00+23:00'),
)
const withNul = fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`)
const beyondInt4 = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER)
const storageRefused = fc.oneof(refusedDate, refusedDateTime, withNul, beyondInt4)

const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  storageRefused,
  oddString,
  hugeString,
  pollution,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 31, -(2 ** 53), 1e308, '', [], {}, [null], ['a']),
  fc.anything({
    maxDepth: 3,
    withBoxedValues: true,
    withDate: true,
    withNullPrototype: true,
    withSparseArray: true,
    withTypedArray: true,
    key: fc.oneof(fc.string(), fc.constantFrom(...PROTO_KEYS)),
  }),
)

/** Arbitrary input, biased to be near a valid one so that deeper code runs too. */
function inputs(valid: Record<string, unknown> | undefined): fc.Arbitrary<unknown> {
  const keys = valid ? Object.keys(valid) : ['id', 'uid', 'email']
  const wrongTypes = fc.record(Object.fromEntries(keys.map((k) => [k, nastyValue])), { requiredKeys: [] })
  const nearMiss = fc
    .record({ key: fc.constantFrom(...keys, ...PROTO_KEYS, 'extra'), value: nastyValue })
    .map(({ key, value }) => withOwnKey({ ...valid }, key, value))
  return fc.oneof(
    nastyValue,
    fc.jsonValue({ maxDepth: 3 }),
    wrongTypes,
    nearMiss,
    ...(valid ? [fc.constant(valid)] : []),
  )
}

/** What the server's JSON parser sees of what we send: `undefined` when nothing is sent. */
function wire(input: unknown): { text: string | undefined; seen: unknown } {
  const text = JSON.stringify(input)
  return { text, seen: text === undefined ? undefined : JSON.parse(text) }
}

// ---------------------------------------------------------------------------------------------------------
// What every answer must be

interface Answer {
  statusCode: number
  body: string
}

function describeCall(what: string, sent: string | undefined, res: Answer) {
  const shown = sent === undefined ? '(nothing)' : sent.length > 300 ? `${sent.slice(0, 300)}… (${sent.length})` : sent
  return `${what} with ${shown} answered ${res.statusCode}: ${res.body.slice(0, 300)}`
}

/**
 * Never a 5xx (nor one hidden in a tRPC batch), Object.prototype untouched, and no row added unless the
 * input is one the schema accepts.
 */
async function expectSafe(what: string, sent: string | undefined, call: () => Promise<Answer>, mayStore: boolean) {
  const before = await rowCounts()
  const res = await call()
  const after = await rowCounts()
  const message = describeCall(what, sent, res)
  expect(res.statusCode, message).toBeLessThan(500)
  expect(res.body, message).not.toMatch(/"httpStatus":5\d\d/)
  expect(Object.getOwnPropertyNames(Object.prototype).sort(), message).toEqual(prototypeNames)
  if (!mayStore) expect(after, message).toEqual(before)
}

const accepts = (schema: z.ZodType | undefined, seen: unknown) => !schema || schema.safeParse(seen).success

// ---------------------------------------------------------------------------------------------------------
// REST

const restBodyRoutes = [
  { path: '/users', schema: userSyncSchema, valid: validUser },
  { path: '/inquiries/information', schema: webserviceInformationSchema, valid: validInformation },
  { path: '/inquiries/enrollment', schema: webserviceEnrollmentSchema, valid: validEnrollment },
  { path: '/inquiries', schema: webserviceContactSchema, valid: validContact },
] as const

const restPost = (path: string, text: string | undefined, contentType = 'application/json') =>
  app.inject({
    method: 'POST',
    url: `/webservice/api${path}`,
    headers: { 'x-api-key': TEST_API_KEY, ...(text === undefined ? {} : { 'content-type': contentType }) },
    payload: text,
  })

describe.each(restBodyRoutes)('REST POST $path', ({ path, schema, valid }) => {
  it('answers arbitrary JSON without a 5xx and stores nothing the schema refuses', async () => {
    await fc.assert(
      fc.asyncProperty(inputs(valid), async (input) => {
        const { text, seen } = wire(input)
        await expectSafe(`POST ${path}`, text, () => restPost(path, text), accepts(schema, seen))
      }),
      { numRuns: RUNS },
    )
  })
})

/** Raw request bodies no JSON encoder produces: broken JSON, prototype keys in the text, odd content types. */
const rawBody = fc.oneof(
  oddString,
  hugeString,
  fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  fc.constantFrom(
    '{"__proto__":{"polluted":true},"fullName":"Asha Patel"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"fullName":"Asha',
    '{"fullName":"\\ud800"}',
    '{"fullName":"\\u0000"}',
    '['.repeat(5_000),
    '{"a":'.repeat(5_000),
    '',
    'null',
    '\ufeff{}',
  ),
)
const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
)

describe('REST POST bodies that are not JSON', () => {
  it('answers raw text and odd content types without a 5xx and stores nothing the schema refuses', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...restBodyRoutes), rawBody, contentType, async (route, body, type) => {
        let seen: unknown
        let parses = type === 'application/json'
        try {
          seen = JSON.parse(body)
        } catch {
          parses = false
        }
        await expectSafe(
          `POST ${route.path} as ${type}`,
          body,
          () => restPost(route.path, body, type),
          parses && accepts(route.schema, seen),
        )
      }),
      { numRuns: RUNS },
    )
  })
})

/** A query string as a client might type it, including percent escapes that are not UTF-8. */
const queryPart = fc.oneof(
  oddString.map((s) => s.replace(/[\s\S]/gu, (c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c)))),
  fc.constantFrom('%', '%G1', '%FF', '%00', '%ED%A0%80', '+', '&', '=', '[]', 'uid', 'uid[]', '__proto__'),
)
const queryString = fc.oneof(
  queryPart.map((v) => `uid=${v}`),
  fc
    .array(fc.tuple(queryPart, queryPart), { maxLength: 4 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  fc.array(queryPart, { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `uid=${v}`).join('&')),
  fc.constantFrom('uid[__proto__]=x', '__proto__[uid]=x', 'constructor[prototype][uid]=x', `uid=${'a'.repeat(20_000)}`),
)

describe('REST GET /auth/check-admin', () => {
  it('answers arbitrary query strings without a 5xx and stores nothing', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        await expectSafe(
          'GET /auth/check-admin',
          query,
          () =>
            app.inject({ url: `/webservice/api/auth/check-admin?${query}`, headers: { 'x-api-key': TEST_API_KEY } }),
          false,
        )
      }),
      { numRuns: RUNS },
    )
  })
})

// ---------------------------------------------------------------------------------------------------------
// tRPC

interface Procedure {
  path: string
  kind: 'query' | 'mutation'
  /** The procedure's input schema; none for procedures that take no input. */
  schema?: z.ZodType
  valid?: Record<string, unknown>
  /** Admin procedures are fuzzed as an admin too; anonymous callers must be turned away. */
  admin?: boolean
}

const id = 1
const procedures: Procedure[] = (
  [
    {
      path: 'inquiries.requestInformation',
      kind: 'mutation',
      schema: siteSubmission(informationRequestSchema),
      valid: validInformation,
    },
    {
      path: 'inquiries.enroll',
      kind: 'mutation',
      schema: siteSubmission(siteEnrollmentSchema),
      valid: validEnrollment,
    },
    { path: 'inquiries.contact', kind: 'mutation', schema: siteSubmission(contactInquirySchema), valid: validContact },
    { path: 'users.sync', kind: 'mutation' },
    { path: 'auth.checkAdmin', kind: 'query' },
    {
      path: 'admin.inquiries.list',
      kind: 'query',
      schema: inquiryListSchema,
      valid: { size: 25, q: 'lead', sort: 'oldest' },
    },
    {
      path: 'admin.inquiries.counts',
      kind: 'query',
      schema: inquiryFiltersSchema,
      valid: { status: 'new', from: '2026-01-01' },
    },
    {
      path: 'admin.inquiries.charts',
      kind: 'query',
      schema: inquiryChartsSchema,
      valid: { by: 'program', to: '2026-02-01' },
    },
    { path: 'admin.inquiries.arrivals', kind: 'query', schema: arrivalsSchema, valid: { afterId: 0 } },
    { path: 'admin.inquiries.byId', kind: 'query', schema: inquiryIdSchema, valid: { id } },
    {
      path: 'admin.inquiries.export',
      kind: 'query',
      schema: inquiryExportSchema,
      valid: { kind: 'contact', sort: 'newest' },
    },
    { path: 'admin.inquiries.open', kind: 'mutation', schema: inquiryIdSchema, valid: { id } },
    {
      path: 'admin.inquiries.setStatus',
      kind: 'mutation',
      schema: setStatusSchema,
      valid: { id, status: 'contacted' },
    },
    { path: 'admin.inquiries.assign', kind: 'mutation', schema: assignSchema, valid: { id, ownerUid: null } },
    { path: 'admin.inquiries.addNote', kind: 'mutation', schema: addNoteSchema, valid: { id, body: 'Called back.' } },
    {
      path: 'admin.inquiries.bulkUpdate',
      kind: 'mutation',
      schema: bulkUpdateSchema,
      valid: { ids: [1, 2], change: { status: 'qualified' } },
    },
    { path: 'admin.users.list', kind: 'query' },
    { path: 'admin.users.grant', kind: 'mutation', schema: grantAdminSchema, valid: { email: 'nobody@example.in' } },
    { path: 'admin.users.revoke', kind: 'mutation', schema: revokeAdminSchema, valid: { uid: 'nobody-uid' } },
    { path: 'admin.users.preferences', kind: 'query' },
    {
      path: 'admin.users.savePreferences',
      kind: 'mutation',
      schema: adminPreferencesSchema,
      valid: { hiddenInquiryColumns: ['phone'] },
    },
    { path: 'admin.users.audit', kind: 'query', schema: adminAuditQuerySchema, valid: { limit: 10 } },
    {
      path: 'admin.users.setRole',
      kind: 'mutation',
      schema: setRoleSchema,
      valid: { email: 'someone-new@example.in', role: 'counsellor' },
    },
    { path: 'admin.users.invites', kind: 'query' },
    { path: 'admin.live.ticket', kind: 'mutation' },
    {
      path: 'admin.accessLog.list',
      kind: 'query',
      schema: accessLogListSchema,
      valid: { action: 'inquiry.view', from: '2026-01-01', size: 10 },
    },
    { path: 'admin.accessLog.csv', kind: 'query', schema: accessLogFiltersSchema, valid: { inquiryId: id } },
    { path: 'admin.inquiries.accessLog', kind: 'query', schema: inquiryIdSchema, valid: { id } },
    {
      path: 'admin.inquiries.contactUsed',
      kind: 'mutation',
      schema: contactUsedSchema,
      valid: { id, channel: 'call' },
    },
    { path: 'admin.alerts.settings', kind: 'query' },
    { path: 'admin.alerts.recent', kind: 'query', schema: recentMailSchema, valid: { state: 'failed' } },
    { path: 'admin.alerts.retry', kind: 'mutation', schema: mailIdSchema, valid: { id } },
    {
      path: 'admin.inquiries.logContact',
      kind: 'mutation',
      schema: logContactSchema,
      valid: { id, channel: 'call', outcome: 'no-answer', note: 'Rang twice.' },
    },
    {
      path: 'admin.inquiries.setFollowUp',
      kind: 'mutation',
      schema: setFollowUpSchema,
      valid: { id, dueAt: new Date(Date.now() + 86_400_000).toISOString(), note: 'Call back.' },
    },
    { path: 'admin.inquiries.myDay', kind: 'query' },
    { path: 'admin.inquiries.overdueCount', kind: 'query' },
    {
      path: 'admin.inquiries.speedToContact',
      kind: 'query',
      schema: inquiryFiltersSchema,
      valid: { firstContact: 'late', followUp: 'overdue' },
    },
    { path: 'admin.inquiries.related', kind: 'query', schema: inquiryIdSchema, valid: { id } },
    {
      path: 'admin.reports.funnel',
      kind: 'query',
      schema: funnelSchema,
      valid: { from: '2026-01-01', to: '2026-12-31', by: 'source' },
    },
    {
      path: 'admin.reports.funnelCsv',
      kind: 'query',
      schema: funnelSchema,
      valid: { from: '2026-01-01', to: '2026-12-31', by: 'owner' },
    },
    { path: 'admin.distribution.get', kind: 'query' },
    { path: 'admin.distribution.set', kind: 'mutation', schema: distributionSchema, valid: { takingLeads: false } },
    { path: 'admin.views.list', kind: 'query' },
    {
      path: 'admin.views.save',
      kind: 'mutation',
      schema: saveViewSchema,
      valid: {
        name: 'Enrolment, unassigned',
        filters: { kind: 'enrollment', owner: 'none', from: '2026-01-05' },
        sort: 'newest',
        columns: ['received', 'name', 'status'],
        shared: true,
      },
    },
    { path: 'admin.views.remove', kind: 'mutation', schema: viewIdSchema, valid: { id } },
    { path: 'admin.views.setDefault', kind: 'mutation', schema: setDefaultViewSchema, valid: { id } },
    { path: 'admin.views.reorder', kind: 'mutation', schema: reorderViewsSchema, valid: { ids: [2, 1] } },
    {
      path: 'admin.privacy.export',
      kind: 'mutation',
      schema: personIdentifierSchema,
      valid: { email: 'asha.patel@example.in' },
    },
    { path: 'admin.privacy.erase', kind: 'mutation', schema: eraseSchema, valid: { phone: '+91 90000 99999' } },
    {
      path: 'admin.privacy.setDoNotContact',
      kind: 'mutation',
      schema: setDoNotContactSchema,
      valid: { email: 'asha.patel@example.in', value: true },
    },
    { path: 'admin.privacy.records', kind: 'query', schema: erasureRecordsSchema, valid: { before: 10 } },
    {
      path: 'admin.inquiries.create',
      kind: 'mutation',
      schema: addInquirySchema,
      valid: {
        kind: 'information',
        fullName: 'Walk In Fuzz',
        email: 'walk.in@example.in',
        phone: '+91 90000 12345',
        program: 'data',
        source: 'Walk-in',
        note: 'Came by the office.',
      },
    },
    {
      path: 'admin.inquiries.samePerson',
      kind: 'query',
      schema: samePersonSchema,
      valid: { email: 'asha.patel@example.in' },
    },
    // The file arrives as multipart form data (imports.test.ts); as JSON it is refused whatever it holds.
    { path: 'admin.imports.upload', kind: 'mutation' },
    { path: 'admin.imports.list', kind: 'query' },
    { path: 'admin.imports.mappings', kind: 'query' },
    { path: 'admin.imports.get', kind: 'query', schema: importIdSchema, valid: { id: 1 } },
    { path: 'admin.imports.errorsCsv', kind: 'query', schema: importIdSchema, valid: { id: 1 } },
    { path: 'admin.imports.cancel', kind: 'mutation', schema: importIdSchema, valid: { id: 1 } },
    { path: 'admin.imports.revert', kind: 'mutation', schema: importIdSchema, valid: { id: 1 } },
    {
      path: 'admin.imports.check',
      kind: 'mutation',
      schema: importCheckSchema,
      valid: { id: 1, mapping: { fullName: 0, email: 1, phone: 2, program: 3 } },
    },
    {
      path: 'admin.imports.start',
      kind: 'mutation',
      schema: importStartSchema,
      valid: {
        id: 1,
        mapping: { fullName: 0, email: 1, phone: 2, program: 3 },
        duplicates: 'skip',
        source: 'Education fair',
        consent: { basis: 'consent', notice: 'The fair sign-up sheet' },
      },
    },
    {
      path: 'admin.imports.saveMapping',
      kind: 'mutation',
      schema: savedMappingSchema,
      valid: { name: 'Fair sheet', columns: { fullName: 'Name', email: 'Email' } },
    },
    { path: 'admin.imports.deleteMapping', kind: 'mutation', schema: savedMappingIdSchema, valid: { id: 1 } },
  ] satisfies Omit<Procedure, 'admin'>[]
).map((p) => ({ ...p, admin: p.path.startsWith('admin.') }))

/** A call the way the site's links make it: a GET with `?input=` for a query, a JSON POST for a mutation. */
function callTrpc(p: Procedure, text: string | undefined, token?: string): Promise<Answer> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {}
  return p.kind === 'query'
    ? app.inject({
        url: `/trpc/${p.path}${text === undefined ? '' : `?input=${encodeURIComponent(text)}`}`,
        headers,
      })
    : app.inject({
        method: 'POST',
        url: `/trpc/${p.path}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: text ?? '',
      })
}

it('fuzzes every tRPC procedure the router has', () => {
  // The live stream is a subscription: it answers with a stream that stays open, and its only input that
  // matters, the ticket, is refused in live-events.test.ts.
  const routed = Object.entries(appRouter._def.procedures)
    .filter(([, procedure]) => (procedure as unknown as { _def: { type: string } })._def.type !== 'subscription')
    .map(([path]) => path)
    .sort()
  expect(procedures.map((p) => p.path).sort()).toEqual(routed)
})

describe.each(procedures.filter((p) => !p.admin))('tRPC $path, anonymous', (p) => {
  it('answers arbitrary input without a 5xx and stores nothing the schema refuses', async () => {
    await fc.assert(
      fc.asyncProperty(inputs(p.valid), async (input) => {
        const { text, seen } = wire(input)
        // users.sync needs a signed-in caller: anonymously it must store nothing whatever the input.
        const mayStore = p.path.startsWith('inquiries.') && accepts(p.schema, seen)
        await expectSafe(p.path, text, () => callTrpc(p, text), mayStore)
      }),
      { numRuns: RUNS },
    )
  })
})

describe('tRPC admin procedures, anonymous', () => {
  it('turns every caller away without a 5xx and without storing anything', async () => {
    const adminProcedures = procedures.filter((p) => p.admin)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...adminProcedures).chain((p) => fc.tuple(fc.constant(p), inputs(p.valid))),
        async ([p, input]) => {
          const { text } = wire(input)
          await expectSafe(p.path, text, () => callTrpc(p, text), false)
        },
      ),
      { numRuns: RUNS * 2 },
    )
  })
})

describe.each(procedures.filter((p) => p.admin || p.path === 'users.sync'))('tRPC $path, as an admin', (p) => {
  it('answers arbitrary input without a 5xx and stores nothing the schema refuses', async () => {
    expect(inquiryIds.length).toBe(3)
    await fc.assert(
      fc.asyncProperty(inputs(p.valid), async (input) => {
        const { text, seen } = wire(input)
        await expectSafe(`${p.path} as admin`, text, () => callTrpc(p, text, admin.token), accepts(p.schema, seen))
      }),
      { numRuns: RUNS },
    )
  })
})

/** A request as plain data, so that a counterexample prints as the request that failed. */
interface RawRequest {
  what: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  url: string
  contentType?: string
  payload?: string
  asAdmin: boolean
  mayStore: boolean
}

/** Lone surrogates cannot be percent-encoded as UTF-8; a client would send the replacement character. */
const urlSafe = (s: string) => s.replace(/[\ud800-\udfff]/g, '\ufffd')

const rawTrpcRequest: fc.Arbitrary<RawRequest> = fc.oneof(
  // A batch of procedures with arbitrary inputs (GET when all are queries, POST otherwise).
  fc
    .uniqueArray(fc.constantFrom(...procedures), { minLength: 1, maxLength: 4, selector: (p) => p.path })
    .chain((ps) => fc.tuple(fc.constant(ps), fc.tuple(...ps.map((p) => inputs(p.valid))), fc.boolean()))
    .map(([ps, ins, asAdmin]): RawRequest => {
      const paths = ps.map((p) => p.path).join(',')
      const batch = JSON.stringify(Object.fromEntries(ins.map((input, i) => [i, input])))
      const get = ps.every((p) => p.kind === 'query')
      return {
        what: `batch ${paths}${asAdmin ? ' as admin' : ''}`,
        method: get ? 'GET' : 'POST',
        url: `/trpc/${paths}?batch=1${get ? `&input=${encodeURIComponent(batch)}` : ''}`,
        contentType: get ? undefined : 'application/json',
        payload: get ? undefined : batch,
        asAdmin,
        // Each call of a batch stands alone: the batch may store when any of its inputs is accepted.
        mayStore: ps.some((p, i) => accepts(p.schema, wire(ins[i]).seen)),
      }
    }),
  // Raw bodies and query strings, odd content types, other methods.
  fc
    .tuple(
      fc.constantFrom(...procedures),
      rawBody,
      contentType,
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE' as const),
    )
    .map(([p, body, type, method]): RawRequest =>
      method === 'GET'
        ? {
            what: `GET ${p.path} with a raw ?input=`,
            method,
            url: `/trpc/${p.path}?input=${encodeURIComponent(urlSafe(body))}`,
            asAdmin: false,
            mayStore: false,
          }
        : {
            what: `${method} ${p.path} as ${type}`,
            method,
            url: `/trpc/${p.path}`,
            contentType: type,
            payload: body,
            asAdmin: false,
            mayStore: false,
          },
    ),
  // Procedures that do not exist.
  fc.tuple(oddString, fc.constantFrom('GET', 'POST' as const)).map(([name, method]): RawRequest => ({
    what: `${method} an unknown procedure`,
    method,
    url: `/trpc/${encodeURIComponent(urlSafe(name)) || 'x'}`,
    asAdmin: false,
    mayStore: false,
  })),
)

describe('tRPC requests no link makes', () => {
  it('answers batches, raw bodies, odd content types and unknown procedures without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(rawTrpcRequest, async (r) => {
        const headers: Record<string, string> = {
          ...(r.asAdmin ? { authorization: `Bearer ${admin.token}` } : {}),
          ...(r.contentType ? { 'content-type': r.contentType } : {}),
        }
        const call = () => app.inject({ method: r.method, url: r.url, headers, payload: r.payload })
        await expectSafe(r.what, r.payload ?? r.url, call, r.mayStore)
      }),
      { numRuns: RUNS * 2 },
    )
  })

  // Found by the property above: the tRPC adapter turns an empty multipart body into a TypeError
  // ("Converting circular structure to JSON" in createBody), answered 500.
  it.each(['POST', 'PUT'] as const)('answers an empty multipart/form-data %s with a 4xx', async (method) => {
    for (const path of ['inquiries.contact', 'auth.checkAdmin']) {
      const res = await app.inject({
        method,
        url: `/trpc/${path}`,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload: '',
      })
      expect(res.statusCode, `${method} /trpc/${path}: ${res.body}`).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, `${method} /trpc/${path}: ${res.body}`).toBeLessThan(500)
    }
  })
})

// ---------------------------------------------------------------------------------------------------------
// Values the database would refuse

/** Refused values put where a valid input has a date, a time, a text or an id: a 400, never the database's 500. */
describe('values the database refuses, in fields that reach it', () => {
  const nearValid = (valid: Record<string, unknown>, field: string, value: unknown) => ({ ...valid, [field]: value })

  it('REST: a consent time in year 0000, far away or with an impossible offset, and NUL in text', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...restBodyRoutes.filter((r) => r.path !== '/users')),
        fc.oneof(
          refusedDateTime.map((at) => ({ consent: { at, notice: 'privacy:2026-11-01' } })),
          fc.tuple(fc.constantFrom('fullName', 'email', 'phone', 'program'), withNul).map(([k, v]) => ({ [k]: v })),
        ),
        async (route, change) => {
          const { text } = wire({ ...route.valid, ...change })
          const before = await rowCounts()
          const res = await restPost(route.path, text)
          expect(res.statusCode, describeCall(`POST ${route.path}`, text, res)).toBe(400)
          expect(await rowCounts()).toEqual(before)
        },
      ),
      { numRuns: RUNS },
    )
  })

  const dated = procedures.filter((p) => p.schema && p.valid && /list|counts|charts|export|funnel/.test(p.path))
  it('tRPC: impossible, year-0000 and far dates in the back office filters and the funnel', async () => {
    expect(dated.length).toBeGreaterThanOrEqual(6)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...dated),
        fc.constantFrom('from', 'to'),
        refusedDate,
        async (p, field, date) => {
          const { text } = wire(nearValid(p.valid!, field, date))
          const before = await rowCounts()
          const res = await callTrpc(p, text, admin.token)
          expect(res.statusCode, describeCall(p.path, text, res)).toBe(400)
          expect(await rowCounts()).toEqual(before)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('tRPC: page links naming a time in year 0000, an impossible day or offset, or a name with NUL', async () => {
    const list = procedures.find((p) => p.path === 'admin.inquiries.list')!
    const cursors = fc.oneof(
      fc
        .tuple(fc.constantFrom('newest', 'oldest' as const), fc.oneof(yearZeroDate, impossibleDate))
        .map(([sort, day]) => ({ sort, key: `${day} 10:00:00.123456+00`, id: 5 })),
      fc
        .constantFrom('+16', '-23', '+05:99')
        .map((offset) => ({ sort: 'newest' as const, key: `2026-01-01 10:00:00${offset}`, id: 5 })),
      fc
        .tuple(fc.constantFrom('name-asc', 'name-desc' as const), withNul)
        .map(([sort, name]) => ({ sort, key: name, id: 5 })),
    )
    await fc.assert(
      fc.asyncProperty(cursors, fc.constantFrom('after', 'before'), async (cursor, direction) => {
        const { text } = wire({ sort: cursor.sort, [direction]: encodeCursor(cursor) })
        const res = await callTrpc(list, text, admin.token)
        expect(res.statusCode, describeCall(list.path, text, res)).toBe(400)
      }),
      { numRuns: RUNS },
    )
  })

  it('tRPC: a saved view whose filters hold a refused date, and ids beyond int4', async () => {
    const save = procedures.find((p) => p.path === 'admin.views.save')!
    const withId = procedures.filter((p) => p.valid && 'id' in p.valid)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          refusedDate.map((from) => ({
            p: save,
            input: { ...save.valid, filters: { ...(save.valid!.filters as object), from } },
          })),
          fc.tuple(fc.constantFrom(...withId), beyondInt4).map(([p, id]) => ({ p, input: { ...p.valid, id } })),
        ),
        async ({ p, input }) => {
          const { text } = wire(input)
          const before = await rowCounts()
          const res = await callTrpc(p, text, admin.token)
          expect(res.statusCode, describeCall(p.path, text, res)).toBe(400)
          expect(await rowCounts()).toEqual(before)
        },
      ),
      { numRuns: RUNS },
    )
  })
})
