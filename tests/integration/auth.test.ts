import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { getApps, initializeApp } from 'firebase-admin/app'
import { getAuth } from 'firebase-admin/auth'
import { testApp } from '../helpers/app'
import { trpc as call, type CallKind } from '../helpers/admin-trpc'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { emulatorClear, emulatorSignIn, emulatorSignUpWithPassword } from '../helpers/firebase-emulator'
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
beforeEach(async () => {
  await emulatorClear(host, PROJECT)
  for (const table of ['admin_audit', 'inquiries', 'users'] as const) await tdb.handle.db.deleteFrom(table).execute()
})

/** The emulator's users, administered the way an operator would (revoke, disable, delete). */
function adminAuth() {
  const existing = getApps().find((a) => a.name === 'auth-test')
  return getAuth(existing ?? initializeApp({ projectId: PROJECT }, 'auth-test'))
}

type Kind = CallKind
const trpc = (path: string, kind: Kind, options: { token?: string; input?: unknown } = {}) =>
  // Each test reads the shape it expects from the answer.
  call<any>(app, path, kind, options)

const signIn = (email: string, name = 'Asha Rao') => emulatorSignIn(host, { email, displayName: name })

/** Every admin procedure with an input it accepts. */
const ADMIN_CALLS: Array<[string, Kind, unknown]> = [
  ['admin.users.list', 'query', undefined],
  ['admin.users.audit', 'query', { limit: 10 }],
  ['admin.users.grant', 'mutation', { email: 'someone@example.com' }],
  ['admin.users.revoke', 'mutation', { uid: 'someone' }],
  // byId, open, setStatus, assign, addNote and the streamed export are in admin-inquiries-auth.test.ts: an
  // admin's answer to them here would be 404 (no inquiry) or 415 (a stream over plain GET), not 200.
  ['admin.users.preferences', 'query', undefined],
  ['admin.users.savePreferences', 'mutation', { hiddenInquiryColumns: ['phone'] }],
  ['admin.inquiries.list', 'query', { status: 'new', sort: 'oldest', size: 25 }],
  ['admin.inquiries.counts', 'query', { kind: 'contact' }],
  ['admin.inquiries.charts', 'query', { by: 'status' }],
  ['admin.inquiries.arrivals', 'query', { afterId: 0 }],
  ['admin.inquiries.bulkUpdate', 'mutation', { ids: [1], change: { status: 'contacted' } }],
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
    for (const [path, kind, input] of ADMIN_CALLS) {
      expect((await trpc(path, kind, { input })).status, path).toBe(401)
      for (const token of bad) expect((await trpc(path, kind, { token, input })).status, `${path} ${token}`).toBe(401)
    }
  })

  it('answers 401 once the tokens are revoked, the account disabled or deleted', async () => {
    const revoked = await signIn('revoked@example.com')
    const disabled = await signIn('disabled@example.com')
    const deleted = await signIn('deleted@example.com')
    for (const u of [revoked, disabled, deleted]) {
      expect((await trpc('users.sync', 'mutation', { token: u.idToken })).status).toBe(200)
    }
    // Revocation counts whole seconds: a token issued in the same second would still pass.
    await new Promise((r) => setTimeout(r, 1100))
    await adminAuth().revokeRefreshTokens(revoked.uid)
    await adminAuth().updateUser(disabled.uid, { disabled: true })
    await adminAuth().deleteUser(deleted.uid)
    for (const u of [revoked, disabled, deleted]) {
      expect((await trpc('users.sync', 'mutation', { token: u.idToken })).status).toBe(401)
      expect((await trpc('auth.checkAdmin', 'query', { token: u.idToken })).body.result?.data).toEqual({
        isAdmin: false,
      })
    }
  })

  it('answers 403 to a signed-in non-admin and 200 to an admin, for every admin procedure', async () => {
    const member = await signIn('member@example.com')
    const boss = await signIn('boss@example.com', 'Boss Person')
    await trpc('users.sync', 'mutation', { token: member.idToken })
    for (const [path, kind, input] of ADMIN_CALLS) {
      const res = await trpc(path, kind, { token: member.idToken, input })
      expect(res.status, path).toBe(403)
      expect(res.body.error?.message).toBe('You do not have permission to access this page.')
    }
    // The grant makes member an admin; the revoke then takes it back (two admins, so allowed).
    const uids: Record<string, string> = { someone: member.uid }
    for (const [path, kind, input] of ADMIN_CALLS) {
      const actual = path.endsWith('grant')
        ? { email: 'member@example.com' }
        : path.endsWith('revoke')
          ? { uid: uids.someone }
          : input
      expect((await trpc(path, kind, { token: boss.idToken, input: actual })).status, path).toBe(200)
    }
  })

  it('answers 503, not 401, when the sign-in service cannot be asked', async () => {
    const user = await signIn('asha@example.com')
    const offline = await testApp(
      { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' },
      tdb.handle,
    )
    try {
      const res = await offline.inject({
        url: '/trpc/admin.users.list',
        headers: { authorization: `Bearer ${user.idToken}` },
      })
      expect(res.statusCode).toBe(503)
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
    const first = await trpc('users.sync', 'mutation', {
      token: user.idToken,
      input: { uid: 'someone-else', email: 'forged@example.com', isAdmin: true },
    })
    expect(first.body.result?.data).toEqual({ isAdmin: false })
    await adminAuth().updateUser(user.uid, { displayName: 'Asha R. Kumar', photoURL: 'https://example.com/a.png' })
    const refreshed = await emulatorSignIn(host, { email: 'asha@example.com', displayName: 'Asha R. Kumar' })
    await trpc('users.sync', 'mutation', { token: refreshed.idToken })
    const rows = await tdb.handle.db.selectFrom('users').selectAll().execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      uid: user.uid,
      email: 'asha@example.com',
      display_name: 'Asha R. Kumar',
      is_admin: false,
    })
  })

  it('says no one is admin without a token, and answers for the caller only', async () => {
    expect((await trpc('auth.checkAdmin', 'query')).body.result?.data).toEqual({ isAdmin: false })
    const boss = await signIn('boss@example.com')
    const member = await signIn('member@example.com')
    expect((await trpc('auth.checkAdmin', 'query', { token: boss.idToken })).body.result?.data).toEqual({
      isAdmin: true,
    })
    expect(
      (await trpc('auth.checkAdmin', 'query', { token: member.idToken, input: { uid: boss.uid } })).body.result?.data,
    ).toEqual({ isAdmin: false })
  })

  it('makes a verified ADMIN_EMAILS address admin on sign-in, once, and never an unverified one', async () => {
    const unverified = await emulatorSignUpWithPassword(host, { email: 'boss@example.com', password: 'secret-123' })
    expect((await trpc('users.sync', 'mutation', { token: unverified.idToken })).body.result?.data).toEqual({
      isAdmin: false,
    })
    await emulatorClear(host, PROJECT)
    await tdb.handle.db.deleteFrom('users').execute()

    const boss = await signIn('BOSS@example.com')
    expect((await trpc('users.sync', 'mutation', { token: boss.idToken })).body.result?.data).toEqual({ isAdmin: true })
    await trpc('users.sync', 'mutation', { token: boss.idToken })
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
    await trpc('users.sync', 'mutation', { token: boss.idToken })
    await trpc('users.sync', 'mutation', { token: member.idToken })
    return { boss, member }
  }

  it('grants by e-mail to someone who signed in, lists admins, and records who did it', async () => {
    const { boss, member } = await admins()
    const granted = await trpc('admin.users.grant', 'mutation', {
      token: boss.idToken,
      input: { email: ' Member@Example.com ' },
    })
    expect(granted.body.result?.data).toMatchObject({ alreadyAdmin: false, admin: { uid: member.uid } })
    const again = await trpc('admin.users.grant', 'mutation', {
      token: boss.idToken,
      input: { email: 'member@example.com' },
    })
    expect(again.body.result?.data).toMatchObject({ alreadyAdmin: true })

    const list = await trpc('admin.users.list', 'query', { token: member.idToken })
    expect(list.body.result?.data.map((a: { email: string }) => a.email)).toEqual([
      'boss@example.com',
      'member@example.com',
    ])
    expect(list.body.result?.data.map((a: { sharesEmail: boolean }) => a.sharesEmail)).toEqual([false, false])

    const audit = await trpc('admin.users.audit', 'query', { token: member.idToken, input: { limit: 10 } })
    expect(audit.body.result?.data[0]).toMatchObject({
      action: 'grant',
      targetEmail: 'member@example.com',
      actorEmail: 'boss@example.com',
      source: 'back-office',
    })
  })

  it('marks an admin whose e-mail another account also signed in with, instead of a silent duplicate', async () => {
    const { boss } = await admins()
    // The emulator forgets its accounts (a local restart without its data): the same person is a new uid.
    await emulatorClear(host, PROJECT)
    const again = await signIn('boss@example.com', 'Boss Person')
    expect(again.uid).not.toBe(boss.uid)
    await trpc('users.sync', 'mutation', { token: again.idToken })
    const list = await trpc('admin.users.list', 'query', { token: again.idToken })
    expect(list.body.result?.data).toEqual([
      expect.objectContaining({ uid: boss.uid, email: 'boss@example.com', sharesEmail: true }),
      expect.objectContaining({ uid: again.uid, email: 'boss@example.com', sharesEmail: true }),
    ])
  })

  it('refuses an e-mail that never signed in, or that is not an e-mail, and changes nothing', async () => {
    const { boss } = await admins()
    const unknown = await trpc('admin.users.grant', 'mutation', {
      token: boss.idToken,
      input: { email: 'nobody@example.com' },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error?.message).toBe(ADMIN_MESSAGES.notSignedUp)
    const bad = await trpc('admin.users.grant', 'mutation', { token: boss.idToken, input: { email: 'not-an-email' } })
    expect(bad.status).toBe(400)
    expect(
      await tdb.handle.db.selectFrom('admin_audit').selectAll().where('source', '=', 'back-office').execute(),
    ).toEqual([])
  })

  it('revokes, but never the last admin', async () => {
    const { boss, member } = await admins()
    await trpc('admin.users.grant', 'mutation', { token: boss.idToken, input: { email: 'member@example.com' } })
    const revoked = await trpc('admin.users.revoke', 'mutation', { token: member.idToken, input: { uid: boss.uid } })
    expect(revoked.status).toBe(200)
    // boss is listed in ADMIN_EMAILS, yet the revoke stands: the list grants once, not after a decision.
    expect((await trpc('auth.checkAdmin', 'query', { token: boss.idToken })).body.result?.data).toEqual({
      isAdmin: false,
    })
    const last = await trpc('admin.users.revoke', 'mutation', { token: member.idToken, input: { uid: member.uid } })
    expect(last.status).toBe(409)
    expect(last.body.error?.message).toBe(ADMIN_MESSAGES.lastAdmin)
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
