import { describe, expect, inject, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { adminSuite, PROJECT, signInPerson, type AdminSuite } from '../helpers/admin-trpc'
import { apiClient, refusal } from '../helpers/trpc-client'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { databaseForApps } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { emulatorDeleteUser, emulatorSignIn, emulatorSignUpWithPassword } from '../helpers/firebase-emulator'
import { FAST_RETRIES, smtpSinkPerSuite } from '../helpers/smtp-sink'
import { ADMIN_MESSAGES } from '../../src/shared/schemas/admin'
import { WEBSERVICE_USER_MESSAGES } from '../../src/shared/schemas/user'
import { grantAdmin } from '../../src/server/users/admin-store'
import { migrateToLatest, migrations } from '../../src/server/db/migrator'

// docs/decisions/0017: the legacy key cannot rewrite a signed-in account, only addresses a sign-in token
// verified receive alerts or are found by a grant, and a revocation stands for the e-mail.

const host = inject('authEmulatorHost')
const restHeaders = { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' }

const sink = smtpSinkPerSuite()

const postUser = (app: FastifyInstance, user: object) =>
  app.inject({ method: 'POST', url: '/webservice/api/users', headers: restHeaders, payload: JSON.stringify(user) })

async function postInquiry(app: FastifyInstance, fullName: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    headers: restHeaders,
    payload: { ...validInformation, fullName },
  })
  expect(res.statusCode, res.body).toBe(201)
}

/** The recipients of the alert about the next inquiry. */
async function alertRecipients(app: FastifyInstance, fullName: string): Promise<string[]> {
  sink.received.length = 0
  await postInquiry(app, fullName)
  const [mail] = await sink.waitFor(1)
  expect(mail.subject).toContain(fullName)
  return mail.to.sort()
}

const userRow = (suite: AdminSuite, uid: string) =>
  suite.db.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow()

/** Signs in with Google and syncs as the site does. */
async function signInAs(app: FastifyInstance, email: string) {
  const user = await emulatorSignIn(host, { email, displayName: 'Someone' })
  await apiClient(app, user.idToken).users.sync.mutate()
  return user
}

/**
 * The same e-mail as a new account: the provider forgot the old one (deleted, or a local emulator reset),
 * while this site still has its row.
 */
async function signInAsNewAccount(app: FastifyInstance, oldUid: string, email: string) {
  await emulatorDeleteUser(host, PROJECT, oldUid)
  return signInAs(app, email)
}

describe('the legacy /users path and signed-in accounts', () => {
  const suite = adminSuite('verified-legacy', {
    env: () => ({ SMTP_URL: sink.url }),
    deps: { mailSender: FAST_RETRIES },
  })

  it('answers 409 for an admin who signed in, changes nothing, and alerts still go to their own address', async () => {
    const before = await userRow(suite, suite.admin.uid)
    const res = await postUser(suite.app, {
      uid: suite.admin.uid,
      email: 'collector@outside.example',
      displayName: 'Not Asha',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: 'Conflict', message: WEBSERVICE_USER_MESSAGES.signedIn })
    expect(await userRow(suite, suite.admin.uid)).toEqual(before)

    expect(await alertRecipients(suite.app, 'Lead After Legacy Call')).toEqual(
      [suite.admin.email, suite.otherAdmin.email].sort(),
    )
  })

  it('documents the 409 in the OpenAPI document', async () => {
    const doc = (await suite.app.inject({ url: '/webservice/openapi.json' })).json()
    expect(doc.paths['/api/users'].post.responses['409']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    })
  })

  it('still creates and updates an account that never signed in, with its e-mail unverified', async () => {
    expect((await postUser(suite.app, { uid: 'legacy-only-1', email: 'first@legacy.example' })).statusCode).toBe(200)
    const res = await postUser(suite.app, { uid: 'legacy-only-1', email: 'second@legacy.example' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: 'legacy-only-1', isAdmin: false })
    expect(await userRow(suite, 'legacy-only-1')).toMatchObject({
      email: 'second@legacy.example',
      email_verified: false,
      signed_in: false,
    })
  })

  it('answers 409 for a member who signed in, not only for admins', async () => {
    const res = await postUser(suite.app, { uid: suite.member.uid, email: 'collector@outside.example' })
    expect(res.statusCode).toBe(409)
    expect((await userRow(suite, suite.member.uid)).email).toBe(suite.member.email)
  })
})

describe('an address no sign-in verified', () => {
  const suite = adminSuite('verified-planted', {
    env: () => ({ SMTP_URL: sink.url }),
    deps: { mailSender: FAST_RETRIES },
  })
  const grant = (email: string) => suite.api().admin.users.grant.mutate({ email })

  it('is not grantable when planted by the legacy path, and the real person is granted once they sign in', async () => {
    const email = 'new.hire@verified-planted.example'
    expect((await postUser(suite.app, { uid: 'planted-1', email })).statusCode).toBe(200)
    const refused = await refusal(grant(email))
    expect(refused.status).toBe(404)
    expect(refused.message).toBe(ADMIN_MESSAGES.notVerified)
    expect((await userRow(suite, 'planted-1')).is_admin).toBe(false)

    // The real person signs in: the planted account neither hides them nor makes the grant ambiguous.
    const real = await signInAs(suite.app, email)
    const granted = await grant(email.toUpperCase())
    expect(granted).toMatchObject({ alreadyAdmin: false, admin: { uid: real.uid } })
    expect((await userRow(suite, 'planted-1')).is_admin).toBe(false)
    // Not "another account signed in with this e-mail": the planted one never signed in.
    const listed = await suite.api().admin.users.list.query()
    expect(listed.find((a) => a.uid === real.uid)).toMatchObject({ sharesEmail: false, emailVerified: true })
    await suite.api().admin.users.revoke.mutate({ uid: real.uid })
  })

  it('never receives an alert, even on an account that is an admin', async () => {
    expect((await postUser(suite.app, { uid: 'planted-2', email: 'collector@outside.example' })).statusCode).toBe(200)
    // However it came to be admin (rights granted before verification was recorded), its address is unproven.
    await suite.db.updateTable('users').set({ role: 'owner' }).where('uid', '=', 'planted-2').execute()
    expect(await alertRecipients(suite.app, 'Lead Past A Planted Admin')).toEqual(
      [suite.admin.email, suite.otherAdmin.email].sort(),
    )
    const listed = await suite.api().admin.users.list.query()
    expect(listed.find((a) => a.uid === 'planted-2')).toMatchObject({ emailVerified: false })
    await suite.db.updateTable('users').set({ role: null }).where('uid', '=', 'planted-2').execute()
  })

  it('is stored unverified when a token says so, and is neither grantable nor alerted', async () => {
    const email = 'password.user@verified-planted.example'
    const user = await emulatorSignUpWithPassword(host, { email, password: 'secret-123' })
    await suite.api(user.idToken).users.sync.mutate()
    expect(await userRow(suite, user.uid)).toMatchObject({ email, email_verified: false, signed_in: true })
    const refused = await refusal(grant(email))
    expect(refused.status).toBe(404)
    expect(refused.message).toBe(ADMIN_MESSAGES.notVerified)

    await suite.db.updateTable('users').set({ role: 'owner' }).where('uid', '=', user.uid).execute()
    expect(await alertRecipients(suite.app, 'Lead Past An Unverified Admin')).toEqual(
      [suite.admin.email, suite.otherAdmin.email].sort(),
    )
    await suite.db.updateTable('users').set({ role: null }).where('uid', '=', user.uid).execute()
  })

  it('is refused as ambiguous when several accounts signed in with it verified, on the command line too', async () => {
    const email = 'twice@verified-planted.example'
    const first = await signInAs(suite.app, email)
    const second = await signInAsNewAccount(suite.app, first.uid, email)
    expect(second.uid).not.toBe(first.uid)

    const refused = await refusal(grant(email))
    expect(refused.status).toBe(409)
    expect(refused.message).toBe(ADMIN_MESSAGES.ambiguous)
    expect(await grantAdmin(suite.db, email, { source: 'cli' })).toEqual({ ok: false, reason: 'ambiguous' })
    const admins = await suite.db.selectFrom('users').select('uid').where('is_admin', '=', true).execute()
    expect(admins.map((a) => a.uid)).not.toContain(first.uid)
    expect(admins.map((a) => a.uid)).not.toContain(second.uid)
    const audit = await suite.db.selectFrom('admin_audit').select('target_uid').execute()
    expect(audit.map((a) => a.target_uid)).not.toContain(first.uid)
    expect(audit.map((a) => a.target_uid)).not.toContain(second.uid)
  })
})

describe('a revoked admin', () => {
  const suite = adminSuite('verified-revoked')

  it('stays revoked when signing in as a new account with the same e-mail, whatever its case', async () => {
    await suite.api().admin.users.revoke.mutate({ uid: suite.otherAdmin.uid })
    const again = await signInAsNewAccount(suite.app, suite.otherAdmin.uid, suite.otherAdmin.email.toUpperCase())
    expect(again.uid).not.toBe(suite.otherAdmin.uid)

    expect(await suite.api(again.idToken).auth.checkAdmin.query()).toEqual({
      isAdmin: false,
      role: null,
      permissions: [],
    })
    expect((await refusal(suite.api(again.idToken).admin.users.list.query())).status).toBe(403)
    expect((await userRow(suite, again.uid)).is_admin).toBe(false)
    const audit = await suite.db.selectFrom('admin_audit').select('target_uid').execute()
    expect(audit.map((a) => a.target_uid)).not.toContain(again.uid)
  })
})

describe('upgrading a database whose accounts predate verified addresses', () => {
  const MIGRATION = '2026-11-29-0001-verified-account-emails'
  const bossEmail = 'boss@verified-upgrade.example'
  const memberEmail = 'meera@verified-upgrade.example'
  const own = databaseForApps()
  const start = async () => {
    const env = { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: host, ADMIN_EMAILS: bossEmail }
    const app = await testApp({ ...env, SMTP_URL: sink.url }, own.tdb.handle, { mailSender: FAST_RETRIES })
    own.apps.push(app)
    return app
  }

  it('closes the admins to the legacy path at once, and verifies each address again at its next sign-in', async () => {
    const before = await start()
    const boss = await signInPerson(before, bossEmail, 'Boss Person')
    const member = await signInPerson(before, memberEmail, 'Meera Nair')
    await apiClient(before, boss.token).admin.users.grant.mutate({ email: memberEmail })
    expect((await postUser(before, { uid: 'legacy-old', email: 'old@legacy.example' })).statusCode).toBe(200)
    await before.close()

    // The database as a release without this migration left it: it and every later one undone, newest first.
    const undone = Object.keys(migrations)
      .filter((name) => name >= MIGRATION)
      .sort()
      .reverse()
    // Each in a transaction of its own, as the migrator runs them (a down may lock tables till its commit).
    for (const name of undone) {
      await own.tdb.handle.db.transaction().execute(async (trx) => {
        await migrations[name].down!(trx)
        await sql`delete from kysely_migration where name = ${name}`.execute(trx)
      })
    }
    await migrateToLatest(own.tdb.handle.db)
    const rows = await own.tdb.handle.db.selectFrom('users').select(['uid', 'email_verified', 'signed_in']).execute()
    const byUid = (a: { uid: string }, b: { uid: string }) => (a.uid < b.uid ? -1 : 1)
    expect(rows.sort(byUid)).toEqual(
      [
        { uid: boss.uid, email_verified: false, signed_in: true },
        { uid: member.uid, email_verified: false, signed_in: true },
        { uid: 'legacy-old', email_verified: false, signed_in: false },
      ].sort(byUid),
    )

    const after = await start()
    expect((await postUser(after, { uid: member.uid, email: 'collector@outside.example' })).statusCode).toBe(409)
    expect((await postUser(after, { uid: 'legacy-old', email: 'new@legacy.example' })).statusCode).toBe(200)

    // Shown, not silently dropped: both admins' addresses await their next sign-in. The ADMIN_EMAILS address
    // is alerted meanwhile, as on a new site; the member, granted in the back office, is not.
    const list = (token: string) => apiClient(after, token).admin.users.list.query()
    expect((await list(member.token)).map((a) => [a.email, a.emailVerified])).toEqual([
      [bossEmail, false],
      [memberEmail, false],
    ])
    expect(await alertRecipients(after, 'Lead Before Signing In Again')).toEqual([bossEmail])

    const again = await signInPerson(after, memberEmail, 'Meera Nair')
    expect((await list(again.token)).map((a) => [a.email, a.emailVerified])).toEqual([
      [bossEmail, false],
      [memberEmail, true],
    ])
    expect(await alertRecipients(after, 'Lead After Signing In Again')).toEqual([bossEmail, memberEmail])
  })
})
