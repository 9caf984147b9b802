import { permissionsOf } from '../../src/shared/permissions'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { testApp } from '../helpers/app'
import { trpc } from '../helpers/admin-trpc'
import { apiClient, refusal, type Api } from '../helpers/trpc-client'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { emulatorDeleteUser, emulatorSignIn, emulatorSignUpWithPassword } from '../helpers/firebase-emulator'
import { validEnrollment } from '../helpers/fixtures'
import { ADMIN_MESSAGES } from '../../src/shared/schemas/admin'

const PROJECT = 'demo-skillforge-test'
const host = inject('authEmulatorHost')

let tdb: TestDatabase
let app: FastifyInstance

beforeAll(async () => {
  tdb = await createTestDatabase()
  app = await testApp(
    {
      FIREBASE_PROJECT_ID: PROJECT,
      FIREBASE_AUTH_EMULATOR_HOST: host,
      ADMIN_EMAILS: 'Boss@Example.com',
      FORM_RATE_LIMIT_PER_MINUTE: '1000',
    },
    tdb.handle,
  )
})
afterAll(async () => {
  await app.close()
  await tdb.dispose()
})
/**
 * The accounts this file signed in, forgotten between tests. Only these: the emulator is shared by every
 * test file running at the same time, so clearing all of its accounts would sign the others out.
 */
const accounts = new Set<string>()
async function forgetAccounts() {
  for (const uid of accounts) await emulatorDeleteUser(host, PROJECT, uid).catch(() => undefined)
  accounts.clear()
}
const remember = <T extends { uid: string }>(user: T): T => (accounts.add(user.uid), user)

beforeEach(async () => {
  await forgetAccounts()
  for (const table of ['admin_audit', 'inquiries', 'users'] as const) await tdb.handle.db.deleteFrom(table).execute()
})

/** The emulator's users, administered the way an operator would (revoke, disable, delete). */
function adminAuth() {
  const existing = getApps().find((a) => a.name === 'auth-test')
  return getAuth(existing ?? initializeApp({ projectId: PROJECT }, 'auth-test'))
}

const api = (token?: string) => apiClient(app, token)

const signIn = async (email: string, name = 'Asha Rao') =>
  remember(await emulatorSignIn(host, { email, displayName: name }))

/** Every admin procedure with an input it accepts; grant and revoke act on `someone`. */
const adminCalls = (
  someone = { email: 'someone@example.com', uid: 'someone' },
): Array<[string, (client: Api) => Promise<unknown>]> => [
  ['admin.users.list', (c) => c.admin.users.list.query()],
  ['admin.users.audit', (c) => c.admin.users.audit.query({ limit: 10 })],
  ['admin.users.grant', (c) => c.admin.users.grant.mutate({ email: someone.email })],
  ['admin.users.revoke', (c) => c.admin.users.revoke.mutate({ uid: someone.uid })],
  // byId, open, setStatus, assign, addNote and the streamed export are in admin-inquiries-auth.test.ts: an
  // admin's answer to them here would be 404 (no inquiry) or 415 (a stream over plain GET), not 200.
  ['admin.users.preferences', (c) => c.admin.users.preferences.query()],
  ['admin.users.savePreferences', (c) => c.admin.users.savePreferences.mutate({ hiddenInquiryColumns: ['phone'] })],
  ['admin.inquiries.list', (c) => c.admin.inquiries.list.query({ status: 'new', sort: 'oldest', size: 25 })],
  ['admin.inquiries.counts', (c) => c.admin.inquiries.counts.query({ kind: 'contact' })],
  ['admin.inquiries.charts', (c) => c.admin.inquiries.charts.query({ by: 'status' })],
  ['admin.inquiries.arrivals', (c) => c.admin.inquiries.arrivals.query({ afterId: 0 })],
  [
    'admin.inquiries.bulkUpdate',
    (c) => c.admin.inquiries.bulkUpdate.mutate({ ids: [1], change: { status: 'contacted' } }),
  ],
]

/** An emulator token with its times moved an hour back: well formed, but expired. */
function expired(token: string): string {
  const [header, payload] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString())
  claims.iat -= 7200
  claims.exp -= 7200
  claims.auth_time -= 7200
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`
}

describe('who the caller is', () => {
  it('answers 401 to every admin procedure without a valid token', async () => {
    const user = await signIn('asha@example.com')
    const bad = ['', 'garbage', 'a.b.c', expired(user.idToken)]
    for (const [path, call] of adminCalls()) {
      expect((await refusal(call(api()))).status, path).toBe(401)
      for (const token of bad) expect((await refusal(call(api(token)))).status, `${path} ${token}`).toBe(401)
    }
  })

  it('answers 401 once the tokens are revoked, the account disabled or deleted', async () => {
    const revoked = await signIn('revoked@example.com')
    const disabled = await signIn('disabled@example.com')
    const deleted = await signIn('deleted@example.com')
    for (const u of [revoked, disabled, deleted]) await api(u.idToken).users.sync.mutate()
    // Revocation counts whole seconds: a token issued in the same second would still pass.
    await new Promise((r) => setTimeout(r, 1100))
    await adminAuth().revokeRefreshTokens(revoked.uid)
    await adminAuth().updateUser(disabled.uid, { disabled: true })
    await adminAuth().deleteUser(deleted.uid)
    for (const u of [revoked, disabled, deleted]) {
      expect((await refusal(api(u.idToken).users.sync.mutate())).status).toBe(401)
      expect(await api(u.idToken).auth.checkAdmin.query()).toEqual({ isAdmin: false, role: null, permissions: [] })
    }
  })

  it('answers 403 to a signed-in non-admin and 200 to an admin, for every admin procedure', async () => {
    const member = await signIn('member@example.com')
    const boss = await signIn('boss@example.com', 'Boss Person')
    await api(member.idToken).users.sync.mutate()
    for (const [path, call] of adminCalls()) {
      const res = await refusal(call(api(member.idToken)))
      expect(res.status, path).toBe(403)
      expect(res.message).toBe('You do not have permission to access this page.')
    }
    // The grant makes member an admin; the revoke then takes it back (two admins, so allowed).
    for (const [path, call] of adminCalls({ email: 'member@example.com', uid: member.uid })) {
      await call(api(boss.idToken)).catch((error: unknown) => expect.fail(`${path}: ${String(error)}`))
    }
  })

  it('answers 503, not 401, when the sign-in service cannot be asked', async () => {
    const user = await signIn('asha@example.com')
    const offline = await testApp(
      { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' },
      tdb.handle,
    )
    try {
      expect((await refusal(apiClient(offline, user.idToken).admin.users.list.query())).status).toBe(503)
    } finally {
      await offline.close()
      // The verifier points firebase-admin at the emulator through the environment; put it back.
      process.env.FIREBASE_AUTH_EMULATOR_HOST = host
    }
  })
})

describe('users.sync and auth.checkAdmin', () => {
  it('creates the user from the token and refreshes the profile on the next sync, ignoring any input', async () => {
    const user = await signIn('asha@example.com', 'Asha Rao')
    // Raw: the forged input is one the typed client would not let a caller write.
    const first = await trpc(app, 'users.sync', 'mutation', {
      token: user.idToken,
      input: { uid: 'someone-else', email: 'forged@example.com', isAdmin: true },
    })
    expect(first.body.result?.data).toEqual({ isAdmin: false })
    await adminAuth().updateUser(user.uid, { displayName: 'Asha R. Kumar', photoURL: 'https://example.com/a.png' })
    const refreshed = await emulatorSignIn(host, { email: 'asha@example.com', displayName: 'Asha R. Kumar' })
    await api(refreshed.idToken).users.sync.mutate()
    const rows = await tdb.handle.db.selectFrom('users').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      uid: user.uid,
      email: 'asha@example.com',
      display_name: 'Asha R. Kumar',
      role: null,
    })
  })

  it('says no one is admin without a token, and answers for the caller only', async () => {
    expect(await api().auth.checkAdmin.query()).toEqual({ isAdmin: false, role: null, permissions: [] })
    const boss = await signIn('boss@example.com')
    const member = await signIn('member@example.com')
    expect(await api(boss.idToken).auth.checkAdmin.query()).toEqual({
      isAdmin: true,
      role: 'owner',
      permissions: permissionsOf('owner'),
    })
    // Raw: asking about someone else is an input the typed client would not let a caller write.
    const other = await trpc(app, 'auth.checkAdmin', 'query', { token: member.idToken, input: { uid: boss.uid } })
    expect(other.body.result?.data).toEqual({ isAdmin: false, role: null, permissions: [] })
  })

  it('makes a verified ADMIN_EMAILS address admin on sign-in, once, and never an unverified one', async () => {
    const unverified = remember(
      await emulatorSignUpWithPassword(host, { email: 'boss@example.com', password: 'secret-123' }),
    )
    expect(await api(unverified.idToken).users.sync.mutate()).toEqual({ isAdmin: false })
    await forgetAccounts()
    await tdb.handle.db.deleteFrom('users').execute()

    const boss = await signIn('BOSS@example.com')
    expect(await api(boss.idToken).users.sync.mutate()).toEqual({ isAdmin: true })
    await api(boss.idToken).users.sync.mutate()
    const audit = await tdb.handle.db.selectFrom('admin_audit').selectAll().execute()
    expect(audit).toEqual([
      expect.objectContaining({ action: 'grant', target_uid: boss.uid, source: 'admin-emails', actor_uid: null }),
    ])
  })
})

describe('admin.users', () => {
  async function admins() {
    const boss = await signIn('boss@example.com', 'Boss Person')
    const member = await signIn('member@example.com', 'Meera Nair')
    await api(boss.idToken).users.sync.mutate()
    await api(member.idToken).users.sync.mutate()
    return { boss, member }
  }

  it('grants by e-mail to someone who signed in, lists admins, and records who did it', async () => {
    const { boss, member } = await admins()
    const granted = await api(boss.idToken).admin.users.grant.mutate({ email: ' Member@Example.com ' })
    expect(granted).toMatchObject({ alreadyAdmin: false, admin: { uid: member.uid } })
    const again = await api(boss.idToken).admin.users.grant.mutate({ email: 'member@example.com' })
    expect(again).toMatchObject({ alreadyAdmin: true })

    const list = await api(member.idToken).admin.users.list.query()
    expect(list.map((a) => a.email)).toEqual(['boss@example.com', 'member@example.com'])
    expect(list.map((a) => a.sharesEmail)).toEqual([false, false])

    const audit = await api(member.idToken).admin.users.audit.query({ limit: 10 })
    expect(audit[0]).toMatchObject({
      action: 'grant',
      targetEmail: 'member@example.com',
      actorEmail: 'boss@example.com',
      source: 'back-office',
    })
  })

  it('marks an admin whose e-mail another account also signed in with, instead of a silent duplicate', async () => {
    const { boss } = await admins()
    // The emulator forgets its accounts (a local restart without its data): the same person is a new uid.
    await forgetAccounts()
    const again = await signIn('boss@example.com', 'Boss Person')
    expect(again.uid).not.toBe(boss.uid)
    await api(again.idToken).users.sync.mutate()
    const list = await api(again.idToken).admin.users.list.query()
    expect(list).toEqual([
      expect.objectContaining({ uid: boss.uid, email: 'boss@example.com', sharesEmail: true }),
      expect.objectContaining({ uid: again.uid, email: 'boss@example.com', sharesEmail: true }),
    ])
  })

  it('refuses an e-mail that never signed in, or that is not an e-mail, and changes nothing', async () => {
    const { boss } = await admins()
    const unknown = await refusal(api(boss.idToken).admin.users.grant.mutate({ email: 'nobody@example.com' }))
    expect(unknown.status).toBe(404)
    expect(unknown.message).toBe(ADMIN_MESSAGES.notSignedUp)
    const bad = await refusal(api(boss.idToken).admin.users.grant.mutate({ email: 'not-an-email' }))
    expect(bad.status).toBe(400)
    expect(
      await tdb.handle.db.selectFrom('admin_audit').selectAll().where('source', '=', 'back-office').execute(),
    ).toEqual([])
  })

  it('revokes, but never the last admin', async () => {
    const { boss, member } = await admins()
    await api(boss.idToken).admin.users.grant.mutate({ email: 'member@example.com' })
    await api(member.idToken).admin.users.revoke.mutate({ uid: boss.uid })
    // boss is listed in ADMIN_EMAILS, yet the revoke stands: the list grants once, not after a decision.
    expect(await api(boss.idToken).auth.checkAdmin.query()).toEqual({ isAdmin: false, role: null, permissions: [] })
    const last = await refusal(api(member.idToken).admin.users.revoke.mutate({ uid: member.uid }))
    expect(last.status).toBe(409)
    expect(last.message).toBe(ADMIN_MESSAGES.lastAdmin)
    const audit = await tdb.handle.db.selectFrom('admin_audit').select(['action', 'target_uid']).orderBy('id').execute()
    expect(audit.map((a) => `${a.action} ${a.target_uid}`)).toEqual([
      `grant ${boss.uid}`,
      `grant ${member.uid}`,
      `revoke ${boss.uid}`,
    ])
  })
})

describe('enrolment', () => {
  it('stores the user id from the token, never from the input', async () => {
    const user = await signIn('asha@example.com')
    // Raw: a forged userId is an input the typed client would not let a caller write.
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/inquiries.enroll',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
      payload: JSON.stringify({ ...validEnrollment, userId: 'forged-uid' }),
    })
    expect(res.statusCode).toBe(200)
    const row = await tdb.handle.db.selectFrom('inquiries').select('user_id').executeTakeFirstOrThrow()
    expect(row.user_id).toBe(user.uid)
  })
})
