import { beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { adminSuite, listen, signInPerson, trpc, type Person } from '../helpers/admin-trpc'
import { subscribeOnce, type Answer } from '../helpers/subscribe-once'
import { TEST_API_KEY } from '../helpers/app'
import { validInformation } from '../helpers/fixtures'
import { appRouter } from '../../src/server/trpc/app-router'
import type { ProcedureMeta } from '../../src/server/trpc/init'
import { can, permissionsOf, ROLES, type Role } from '../../src/shared/permissions'
import { ACCESS_MESSAGES } from '../../src/shared/access-messages'
import { TEAM_MESSAGES } from '../../src/shared/schemas/admin'

// Who may call what, generated from the router's own procedure list: every back-office procedure, for every
// role, for a signed-in non-member and for no token, answers as PERMISSIONS and the procedure's meta say. A
// new procedure fails here until it names a permission and is given a valid input below.
//
// Calls are raw (`trpc()` by path): the paths come from the router at run time, which the typed client
// cannot index, and a refusal's status is what is under test.

const suite = adminSuite('roles-matrix')

/** An id no inquiry, view or e-mail has: an allowed caller gets "not found" (or nothing to do), never a refusal. */
const UNKNOWN = 2_000_000_000

/**
 * A valid input per procedure: the schema accepts it, so an allowed caller never gets a 400 for its shape.
 * `assign` takes the caller's own uid, the one assignment a counsellor may make.
 */
const VALID_INPUT: Record<string, (caller: { uid: string }) => unknown> = {
  'auth.checkAdmin': () => undefined,
  'admin.users.list': () => undefined,
  'admin.users.invites': () => undefined,
  'admin.users.setRole': () => ({ email: 'invitee.roles-matrix@team.example', role: 'counsellor' }),
  'admin.users.grant': () => ({ email: 'nobody.roles-matrix@team.example' }),
  'admin.users.revoke': () => ({ uid: 'nobody-roles-matrix' }),
  'admin.users.preferences': () => undefined,
  'admin.users.savePreferences': () => ({ hiddenInquiryColumns: ['phone'] }),
  'admin.users.audit': () => ({ limit: 10 }),
  'admin.inquiries.list': () => ({ size: 25, q: 'lead', sort: 'oldest' }),
  'admin.inquiries.counts': () => ({ status: 'new', from: '2026-01-01' }),
  'admin.inquiries.charts': () => ({ by: 'program', to: '2026-02-01' }),
  'admin.inquiries.arrivals': () => ({ afterId: 0 }),
  'admin.inquiries.byId': () => ({ id: UNKNOWN }),
  'admin.inquiries.related': () => ({ id: UNKNOWN }),
  'admin.inquiries.create': (caller) => ({
    kind: 'information',
    fullName: 'Matrix Walk In',
    email: 'walk.in.roles-matrix@example.in',
    phone: '+91 93000 55555',
    program: 'data',
    source: 'Walk-in',
    ownerUid: caller.uid,
  }),
  'admin.inquiries.samePerson': () => ({ email: 'walk.in.roles-matrix@example.in' }),
  'admin.inquiries.accessLog': () => ({ id: UNKNOWN }),
  'admin.inquiries.contactUsed': () => ({ id: UNKNOWN, channel: 'call' }),
  'admin.inquiries.open': () => ({ id: UNKNOWN }),
  'admin.inquiries.setStatus': () => ({ id: UNKNOWN, status: 'contacted' }),
  'admin.inquiries.assign': (caller) => ({ id: UNKNOWN, ownerUid: caller.uid }),
  'admin.inquiries.addNote': () => ({ id: UNKNOWN, body: 'Called back.' }),
  'admin.inquiries.logContact': () => ({ id: UNKNOWN, channel: 'call', outcome: 'no-answer', note: 'Rang twice.' }),
  'admin.inquiries.setFollowUp': () => ({ id: UNKNOWN, dueAt: new Date(Date.now() + 86_400_000).toISOString() }),
  'admin.inquiries.myDay': () => undefined,
  'admin.inquiries.overdueCount': () => undefined,
  'admin.inquiries.speedToContact': () => ({ firstContact: 'late', followUp: 'overdue' }),
  'admin.inquiries.bulkUpdate': () => ({ ids: [UNKNOWN], change: { status: 'qualified' } }),
  'admin.inquiries.export': () => ({ kind: 'contact', sort: 'newest' }),
  'admin.alerts.settings': () => undefined,
  'admin.alerts.recent': () => ({ state: 'failed' }),
  'admin.alerts.retry': () => ({ id: UNKNOWN }),
  'admin.distribution.get': () => undefined,
  'admin.distribution.set': () => ({ takingLeads: false }),
  'admin.reports.funnel': () => ({ from: '2026-01-01', to: '2026-12-31', by: 'source' }),
  'admin.reports.funnelCsv': () => ({ from: '2026-01-01', to: '2026-12-31', by: 'owner' }),
  'admin.views.list': () => undefined,
  'admin.views.save': () => ({
    name: 'Enrolment, unassigned',
    filters: { kind: 'enrollment', owner: 'none' },
    sort: 'newest',
    columns: ['received', 'name', 'status'],
    shared: false,
  }),
  'admin.views.remove': () => ({ id: UNKNOWN }),
  'admin.views.setDefault': () => ({ id: UNKNOWN }),
  'admin.views.reorder': () => ({ ids: [UNKNOWN] }),
  'admin.privacy.export': () => ({ email: 'nobody.roles-matrix@example.in' }),
  'admin.privacy.erase': () => ({ phone: '+91 90000 99999' }),
  'admin.privacy.setDoNotContact': () => ({ email: 'nobody.roles-matrix@example.in', value: true }),
  'admin.privacy.records': () => ({ before: 10 }),
  'admin.accessLog.list': () => ({ action: 'inquiry.view', from: '2026-01-01', size: 10 }),
  'admin.accessLog.csv': () => ({ inquiryId: UNKNOWN }),
  'admin.live.ticket': () => undefined,
  // Sent as JSON, the upload finds no file: its own 400 (the multipart file is tested in imports.test.ts).
  'admin.imports.upload': () => undefined,
  'admin.imports.check': () => ({ id: UNKNOWN, mapping: { fullName: 0 } }),
  'admin.imports.get': () => ({ id: UNKNOWN }),
  'admin.imports.list': () => undefined,
  'admin.imports.start': () => ({
    id: UNKNOWN,
    mapping: { fullName: 0, email: 1, phone: 2, program: 3 },
    duplicates: 'skip',
    source: 'Education fair',
    consent: { basis: 'consent', notice: 'Fair sign-up notice' },
  }),
  'admin.imports.cancel': () => ({ id: UNKNOWN }),
  'admin.imports.revert': () => ({ id: UNKNOWN }),
  'admin.imports.errorsCsv': () => ({ id: UNKNOWN }),
  'admin.imports.mappings': () => undefined,
  'admin.imports.saveMapping': () => ({ name: 'Fair sheet', columns: { fullName: 'Name', email: 'E-mail' } }),
  'admin.imports.deleteMapping': () => ({ id: UNKNOWN }),
  // From the first event: the lead posted before the matrix runs comes at once to whoever is let in.
  'admin.live.events': () => ({ lastEventId: '0' }),
}

/** Streamed procedures: a plain GET that passes the permission check is refused only for not streaming (415). */
const STREAMED = new Set(['admin.inquiries.export', 'admin.accessLog.csv', 'admin.imports.errorsCsv'])

/** Procedures outside the back office, for the public site and for any signed-in visitor. */
const OUTSIDE_BACK_OFFICE = [
  'inquiries.requestInformation',
  'inquiries.enroll',
  'inquiries.contact',
  'users.sync',
  'auth.checkAdmin',
]

interface RoutedProcedure {
  path: string
  kind: 'query' | 'mutation' | 'subscription'
  meta: ProcedureMeta | undefined
}

// At run time `_def.procedures` is flat, keyed by the full path; its declared type is the nested router.
type FlatProcedures = Record<string, { _def: { type: string; meta?: ProcedureMeta } }>
const routed: RoutedProcedure[] = Object.entries(appRouter._def.procedures as unknown as FlatProcedures).map(
  ([path, p]) => ({ path, kind: p._def.type as RoutedProcedure['kind'], meta: p._def.meta }),
)
const underTest = routed.filter((p) => p.path.startsWith('admin.') || p.path === 'auth.checkAdmin')

type Caller = { who: Role | 'non-member' | 'no token'; person: Person | null }
const members = {} as Record<Role, Person>
let callers: Caller[]
let base: string
/** A subscription's caller is its ticket (admin.live.ticket): each role's, and one of a member since removed. */
const tickets = new Map<Caller['who'], string>()

beforeAll(async () => {
  members.owner = suite.admin
  for (const role of ['manager', 'counsellor', 'marketing'] as const) {
    members[role] = await signInPerson(suite.app, `${role}.roles-matrix@team.example`, `Matrix ${role}`)
    const changed = await suite.api().admin.users.setRole.mutate({ email: members[role].email, role })
    expect(changed.outcome).toBe('changed')
  }
  callers = [
    { who: 'no token', person: null },
    { who: 'non-member', person: suite.member },
    ...ROLES.map((role) => ({ who: role, person: members[role] })),
  ]
  base = await listen(suite.app)
  const posted = await suite.app.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: validInformation,
  })
  expect(posted.statusCode).toBe(201)
  const ticketOf = async (p: Person) => (await suite.api(p.token).admin.live.ticket.mutate()).ticket
  for (const role of ROLES) tickets.set(role, await ticketOf(members[role]))
  const leaver = await signInPerson(suite.app, 'leaver.roles-matrix@team.example', 'Matrix Leaver')
  await suite.api().admin.users.setRole.mutate({ email: leaver.email, role: 'counsellor' })
  tickets.set('non-member', await ticketOf(leaver))
  await suite.api().admin.users.setRole.mutate({ email: leaver.email, role: null })
})

/** Calls the procedure as the caller: a query or mutation by path with their ID token, a subscription with their ticket. */
async function callAs(p: RoutedProcedure, { who, person }: Caller, input: unknown): Promise<Answer> {
  if (p.kind === 'subscription') return subscribeOnce(base, p.path, tickets.get(who), input)
  const res = await trpc(suite.app, p.path, p.kind, { token: person?.token, input })
  const { error } = res.body
  return {
    status: res.status,
    message: error?.message,
    fieldErrors: error?.data?.fieldErrors ?? null,
    text: JSON.stringify(res.body).slice(0, 300),
  }
}

/** Waits for the live stream's access-log entry of the leads it showed `uid`. */
async function loggedLive(uid: string) {
  for (let i = 0; i < 200; i++) {
    const entry = await suite.db
      .selectFrom('access_log')
      .select('id')
      .where('actor_uid', '=', uid)
      .where(sql<boolean>`detail->>'view' = 'live'`)
      .executeTakeFirst()
    if (entry) return
    await new Promise((r) => setTimeout(r, 25))
  }
  expect.fail(`the live stream logged no entry for ${uid}`)
}

/** Rows of every table a back-office call could write to. */
async function rowCounts() {
  const { rows } = await sql<Record<string, string>>`
    select (select count(*) from access_log) as access_log, (select count(*) from inquiry_events) as events,
           (select count(*) from admin_audit) as audit, (select count(*) from team_invites) as invites,
           (select count(*) from saved_views) as views, (select count(*) from do_not_contact) as do_not_contact,
           (select count(*) from erasure_records) as erasures, (select count(*) from mail_outbox) as outbox,
           (select string_agg(uid || ' ' || coalesce(role, '-') || ' ' || preferences::text || ' ' || taking_leads::text,
                              ', ' order by uid) from users) as users`.execute(suite.db)
  return rows[0]
}

describe('the router', () => {
  it('has a valid input in the table for every back-office procedure, and none for a procedure it lacks', () => {
    const missing = underTest.map((p) => p.path).filter((path) => !VALID_INPUT[path])
    expect(missing, `add a valid input to VALID_INPUT in ${import.meta.filename} for: ${missing.join(', ')}`).toEqual(
      [],
    )
    const stale = Object.keys(VALID_INPUT).filter((path) => !routed.some((p) => p.path === path))
    expect(stale, 'VALID_INPUT names procedures the router no longer has').toEqual([])
  })

  it('puts every procedure that is not part of the public site under admin.*', () => {
    const outside = routed.map((p) => p.path).filter((path) => !path.startsWith('admin.'))
    expect(outside.sort(), 'a procedure outside admin.* is not checked by role: put it under admin.*').toEqual(
      [...OUTSIDE_BACK_OFFICE].sort(),
    )
  })
})

describe.each(underTest.filter((p) => p.path.startsWith('admin.')))('$path', (procedure) => {
  const { path, meta } = procedure
  it('answers each role as PERMISSIONS says, 403 to a non-member and 401 without a token', async () => {
    const permission = meta?.permission
    expect(permission, `${path} declares no permission: build it with permitted(...)`).toBeDefined()
    const input = VALID_INPUT[path]
    expect(input, `${path} has no valid input in VALID_INPUT: add one`).toBeDefined()

    for (const caller of callers) {
      const { who, person } = caller
      const before = await rowCounts()
      const res = await callAs(procedure, caller, input(person ?? { uid: 'x' }))
      const answer = `${path} as ${who} answered ${res.status}: ${res.text}`
      const allowed = who !== 'no token' && who !== 'non-member' && can(who, permission!)
      if (allowed) {
        const expected: Array<Answer['status']> =
          procedure.kind === 'subscription' ? ['streamed'] : [200, 400, 404, 409]
        if (STREAMED.has(path)) expected.push(415)
        expect(expected, answer).toContain(res.status)
        // A 400 for an allowed caller is the procedure's own answer (an unknown id), never the input's shape.
        expect(res.fieldErrors ?? null, answer).toBeNull()
        // A stream that named a lead logs it as it closes: wait for that, so it lands in no later call's count.
        if (procedure.kind === 'subscription' && can(who, 'inquiries.read')) await loggedLive(person!.uid)
        continue
      }
      const refusal =
        who === 'no token'
          ? [401, ACCESS_MESSAGES.signInRequired.description]
          : who === 'non-member'
            ? [403, ACCESS_MESSAGES.notAdmin.description]
            : [403, TEAM_MESSAGES.roleForbids]
      expect([res.status, res.message], answer).toEqual(refusal)
      expect(await rowCounts(), `${answer}: a refused call wrote something`).toEqual(before)
    }
  })
})

describe('auth.checkAdmin', () => {
  it('answers every caller: each role with its permissions, a non-member and no token with none', async () => {
    for (const { who, person } of callers) {
      const res = await trpc(suite.app, 'auth.checkAdmin', 'query', { token: person?.token })
      const role = who === 'no token' || who === 'non-member' ? null : who
      expect([res.status, res.body.result?.data], who).toEqual([
        200,
        { isAdmin: role !== null, role, permissions: permissionsOf(role) },
      ])
    }
  })

  it('and the REST check-admin answers isAdmin for every role, and not for a non-member', async () => {
    for (const { who, person } of callers.filter((c) => c.person)) {
      const res = await suite.app.inject({
        url: `/webservice/api/auth/check-admin?uid=${encodeURIComponent(person!.uid)}`,
        headers: { 'x-api-key': TEST_API_KEY },
      })
      expect([res.statusCode, res.json()], who).toEqual([200, { isAdmin: who !== 'non-member' }])
    }
  })
})

// The matrix above checks that each procedure enforces the permission it names; these check that the names
// say what the table says. A new procedure that reaches marketing or a manager, or that only
// owners reach, must be added here on purpose.
describe('what each role reaches', () => {
  const reachedBy = (role: Role) =>
    underTest
      .filter((p) => p.path.startsWith('admin.') && p.meta?.permission && can(role, p.meta.permission))
      .map((p) => p.path)
      .sort()
  const adminPaths = underTest.filter((p) => p.path.startsWith('admin.')).map((p) => p.path)

  it('lets an owner call every back-office procedure', () => {
    expect(reachedBy('owner')).toEqual(adminPaths.sort())
  })

  it('gives marketing numbers, its own settings and the live stream (bare of leads), nothing that holds a name, an e-mail or a phone', () => {
    expect(reachedBy('marketing')).toEqual([
      'admin.inquiries.charts',
      'admin.inquiries.speedToContact',
      'admin.live.events',
      'admin.live.ticket',
      'admin.reports.funnel',
      'admin.reports.funnelCsv',
      'admin.users.preferences',
      'admin.users.savePreferences',
    ])
  })

  it('keeps the team, personal-data requests, alert delivery and the access log for owners', () => {
    const ownersOnly = adminPaths.filter((path) => !reachedBy('manager').includes(path)).sort()
    expect(ownersOnly).toEqual([
      'admin.accessLog.csv',
      'admin.accessLog.list',
      'admin.alerts.recent',
      'admin.alerts.retry',
      'admin.inquiries.accessLog',
      'admin.privacy.erase',
      'admin.privacy.export',
      'admin.privacy.records',
      'admin.privacy.setDoNotContact',
      'admin.users.audit',
      'admin.users.grant',
      'admin.users.invites',
      'admin.users.revoke',
      'admin.users.setRole',
    ])
  })

  it('keeps export, bulk changes and imports from a counsellor, who otherwise reaches what a manager does', () => {
    const managerOnly = reachedBy('manager').filter((path) => !reachedBy('counsellor').includes(path))
    expect(managerOnly).toEqual([
      'admin.imports.cancel',
      'admin.imports.check',
      'admin.imports.deleteMapping',
      'admin.imports.errorsCsv',
      'admin.imports.get',
      'admin.imports.list',
      'admin.imports.mappings',
      'admin.imports.revert',
      'admin.imports.saveMapping',
      'admin.imports.start',
      'admin.imports.upload',
      'admin.inquiries.bulkUpdate',
      'admin.inquiries.export',
    ])
    expect(reachedBy('counsellor').filter((path) => !reachedBy('manager').includes(path))).toEqual([])
  })
})
