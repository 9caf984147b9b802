import { beforeAll, describe, expect, inject, it } from 'vitest'
import { Migrator, sql } from 'kysely'
import { adminSuite, PROJECT, signInPerson, type AdminSuite, type Person } from '../helpers/admin-trpc'
import { apiClient, refusal } from '../helpers/trpc-client'
import { emulatorDeleteUser, emulatorSignIn, emulatorSignUpWithPassword } from '../helpers/firebase-emulator'
import { FAST_RETRIES, smtpSinkPerSuite } from '../helpers/smtp-sink'
import { TEST_API_KEY } from '../helpers/app'
import { createTestDatabase } from '../helpers/database'
import { validInformation } from '../helpers/fixtures'
import { migrations } from '../../src/server/db/migrator'
import { TEAM_MESSAGES } from '../../src/shared/schemas/admin'
import { permissionsOf, type Role } from '../../src/shared/permissions'

// The team and its roles: an owner gives, changes and removes roles (and gives one to an e-mail that has not
// signed in yet, taken at its first verified sign-in); the last owner stays; nobody else changes a role.
// New-lead alerts and the round-robin follow the roles: a counsellor hears of their own leads only, marketing
// of none and is never dealt one.

const host = () => inject('authEmulatorHost')

async function joinAs(suite: AdminSuite, role: Exclude<Role, 'owner'>, tag: string): Promise<Person> {
  const person = await signInPerson(suite.app, `${role}.${tag}@team.example`, `${role} of ${tag}`)
  await suite.api().admin.users.setRole.mutate({ email: person.email, role })
  return person
}

const roleOf = async (suite: AdminSuite, token: string) => (await suite.api(token).auth.checkAdmin.query()).role

describe('roles on the team page', () => {
  const suite = adminSuite('team-roles')
  const members = {} as Record<'manager' | 'counsellor' | 'marketing', Person>
  beforeAll(async () => {
    for (const role of ['manager', 'counsellor', 'marketing'] as const)
      members[role] = await joinAs(suite, role, 'team-roles')
  })

  it('makes the ADMIN_EMAILS owners, with every permission', async () => {
    for (const owner of [suite.admin, suite.otherAdmin]) {
      expect(await suite.api(owner.token).auth.checkAdmin.query()).toEqual({
        isAdmin: true,
        role: 'owner',
        permissions: permissionsOf('owner'),
      })
    }
    const audit = await suite.api().admin.users.audit.query({ limit: 50 })
    expect(
      audit
        .filter((e) => e.source === 'admin-emails')
        .map((e) => [e.targetEmail, e.action, e.role])
        .sort(),
    ).toEqual(
      [
        [suite.admin.email, 'grant', 'owner'],
        [suite.otherAdmin.email, 'grant', 'owner'],
      ].sort(),
    )
  })

  it("lets an owner change a member's role, listed and audited, and takes effect on the next request", async () => {
    const { counsellor } = members
    expect(await suite.api(counsellor.token).admin.inquiries.myDay.query()).toBeDefined()
    const changed = await suite
      .api()
      .admin.users.setRole.mutate({ email: counsellor.email.toUpperCase(), role: 'marketing' })
    expect(changed).toEqual({ outcome: 'changed', uid: counsellor.uid })
    expect(await roleOf(suite, counsellor.token)).toBe('marketing')
    const refused = await refusal(suite.api(counsellor.token).admin.inquiries.myDay.query())
    expect([refused.status, refused.message]).toEqual([403, TEAM_MESSAGES.roleForbids])

    const team = await suite.api().admin.users.list.query()
    expect(team.find((m) => m.uid === counsellor.uid)).toMatchObject({ role: 'marketing' })
    const [latest] = await suite.api().admin.users.audit.query({ limit: 1 })
    expect(latest).toMatchObject({
      action: 'role',
      role: 'marketing',
      previousRole: 'counsellor',
      targetUid: counsellor.uid,
      actorEmail: suite.admin.email,
      source: 'back-office',
    })
    expect(await suite.api().admin.users.setRole.mutate({ email: counsellor.email, role: 'marketing' })).toEqual({
      outcome: 'unchanged',
      uid: counsellor.uid,
    })
    await suite.api().admin.users.setRole.mutate({ email: counsellor.email, role: 'counsellor' })
  })

  it('refuses a role change by a manager, a counsellor or marketing, and changes nothing', async () => {
    for (const caller of Object.values(members)) {
      for (const role of ['owner', null] as const) {
        const call = suite.api(caller.token).admin.users.setRole.mutate({ email: caller.email, role })
        const refused = await refusal(call)
        expect([refused.status, refused.message]).toEqual([403, TEAM_MESSAGES.roleForbids])
      }
    }
    const team = await suite.api().admin.users.list.query()
    expect(Object.fromEntries(team.map((m) => [m.email, m.role]))).toMatchObject({
      [members.manager.email]: 'manager',
      [members.counsellor.email]: 'counsellor',
      [members.marketing.email]: 'marketing',
    })
  })

  it('keeps the last owner: demoting or removing them is refused with a message', async () => {
    await suite.api().admin.users.setRole.mutate({ email: suite.otherAdmin.email, role: 'manager' })
    for (const role of ['manager', 'counsellor', 'marketing', null] as const) {
      const refused = await refusal(suite.api().admin.users.setRole.mutate({ email: suite.admin.email, role }))
      expect([refused.status, refused.message]).toEqual([400, TEAM_MESSAGES.lastOwner])
    }
    expect(await roleOf(suite, suite.admin.token)).toBe('owner')
    // With a second owner again, the first may step down.
    await suite.api().admin.users.setRole.mutate({ email: suite.otherAdmin.email, role: 'owner' })
    expect(await roleOf(suite, suite.otherAdmin.token)).toBe('owner')
  })

  it('keeps an owner when the last two demote each other at the same moment', async () => {
    const [first, second] = [suite.admin, suite.otherAdmin]
    const answers = await Promise.allSettled([
      suite.api(first.token).admin.users.setRole.mutate({ email: second.email, role: 'manager' }),
      suite.api(second.token).admin.users.setRole.mutate({ email: first.email, role: 'manager' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rejected = answers.find((a) => a.status === 'rejected')!
    // Refused as the last owner, or, when the other change came first, as someone no longer an owner.
    const refused = await refusal(Promise.reject(rejected.reason))
    expect([TEAM_MESSAGES.lastOwner, TEAM_MESSAGES.roleForbids]).toContain(refused.message)
    const owners = await suite.db.selectFrom('users').select('email').where('role', '=', 'owner').execute()
    expect(owners).toHaveLength(1)
    const [stayed, stepped] = owners[0].email === first.email ? [first, second] : [second, first]
    await suite.api(stayed.token).admin.users.setRole.mutate({ email: stepped.email, role: 'owner' })
  })

  it('removes a member with role null: they are refused from then on, ADMIN_EMAILS or not', async () => {
    const { marketing } = members
    expect(await suite.api().admin.users.setRole.mutate({ email: marketing.email, role: null })).toEqual({
      outcome: 'removed',
      uid: marketing.uid,
    })
    expect(await suite.api(marketing.token).auth.checkAdmin.query()).toEqual({
      isAdmin: false,
      role: null,
      permissions: [],
    })
    expect((await refusal(suite.api(marketing.token).admin.inquiries.charts.query({}))).status).toBe(403)
    expect((await suite.api().admin.users.list.query()).map((m) => m.uid)).not.toContain(marketing.uid)
  })
})

describe('a role for an e-mail that has not signed in yet', () => {
  const suite = adminSuite('team-invites')
  const invites = () => suite.api().admin.users.invites.query()

  it('waits as an invite, taken at the first verified sign-in', async () => {
    const email = 'new.counsellor@team-invites.example'
    expect(await suite.api().admin.users.setRole.mutate({ email, role: 'counsellor' })).toEqual({
      outcome: 'invited',
      uid: null,
    })
    expect(await invites()).toEqual([{ email, role: 'counsellor', since: expect.any(String) }])

    const person = await signInPerson(suite.app, email, 'New Counsellor')
    expect(await roleOf(suite, person.token)).toBe('counsellor')
    expect(await invites()).toEqual([])
    const [taken] = await suite.api().admin.users.audit.query({ limit: 1 })
    expect(taken).toMatchObject({ action: 'role', role: 'counsellor', previousRole: null, targetUid: person.uid })
  })

  it('is taken by the first back-office request too, before any sync', async () => {
    const email = 'new.manager@team-invites.example'
    await suite.api().admin.users.setRole.mutate({ email, role: 'manager' })
    const user = await emulatorSignIn(host(), { email, displayName: 'New Manager' })
    expect(await apiClient(suite.app, user.idToken).admin.inquiries.counts.query({})).toMatchObject({ total: 0 })
    expect(await invites()).toEqual([])
  })

  it('is not taken by a sign-in whose e-mail is unverified', async () => {
    const email = 'unproven@team-invites.example'
    await suite.api().admin.users.setRole.mutate({ email, role: 'owner' })
    const unverified = await emulatorSignUpWithPassword(host(), { email, password: 'secret-123' })
    const api = apiClient(suite.app, unverified.idToken)
    expect(await api.users.sync.mutate()).toEqual({ isAdmin: false })
    expect(await api.auth.checkAdmin.query()).toEqual({ isAdmin: false, role: null, permissions: [] })
    expect((await refusal(api.admin.users.list.query())).status).toBe(403)
    expect(await invites()).toEqual([{ email, role: 'owner', since: expect.any(String) }])

    // The same address proven (a Google sign-in) takes it.
    await emulatorDeleteUser(host(), PROJECT, unverified.uid)
    const proven = await signInPerson(suite.app, email, 'Proven Owner')
    expect(await roleOf(suite, proven.token)).toBe('owner')
  })

  it('is withdrawn with role null, and then nobody takes it', async () => {
    const email = 'changed.mind@team-invites.example'
    await suite.api().admin.users.setRole.mutate({ email, role: 'marketing' })
    expect(await suite.api().admin.users.setRole.mutate({ email, role: null })).toEqual({
      outcome: 'withdrawn',
      uid: null,
    })
    expect(await invites()).toEqual([])
    const person = await signInPerson(suite.app, email, 'Not Invited')
    expect(await roleOf(suite, person.token)).toBeNull()
    const refused = await refusal(
      suite.api().admin.users.setRole.mutate({ email: 'nobody@team-invites.example', role: null }),
    )
    expect([refused.status, refused.message]).toEqual([404, TEAM_MESSAGES.notMember])
  })
})

describe("today's admins", () => {
  it('become owners when the roles arrive, and everyone else stays off the team', async () => {
    const tdb = await createTestDatabase()
    try {
      const db = tdb.handle.db
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } })
      const names = Object.keys(migrations).sort()
      const roles = names.findIndex((n) => n.endsWith('roles-and-access-log'))
      const down = await migrator.migrateTo(names[roles - 1])
      expect(down.error).toBeUndefined()
      await sql`insert into users (uid, email, phone_number, is_admin) values
        ('admin-1', 'one@old.example', '', true), ('admin-2', 'two@old.example', '', true),
        ('visitor', 'visitor@old.example', '', false)`.execute(db)
      const up = await migrator.migrateToLatest()
      expect(up.error).toBeUndefined()
      const users = await db.selectFrom('users').select(['uid', 'role', 'is_admin']).orderBy('uid').execute()
      expect(users).toEqual([
        { uid: 'admin-1', role: 'owner', is_admin: true },
        { uid: 'admin-2', role: 'owner', is_admin: true },
        { uid: 'visitor', role: null, is_admin: false },
      ])
    } finally {
      await tdb.dispose()
    }
  })
})

describe('new-lead alerts and the round-robin, by role', () => {
  const sink = smtpSinkPerSuite()
  const suite = adminSuite('team-alerts', { env: () => ({ SMTP_URL: sink.url }), deps: { mailSender: FAST_RETRIES } })
  const members = {} as Record<'manager' | 'counsellor' | 'marketing', Person>

  beforeAll(async () => {
    // The owners hear of nothing here, so each alert's recipients are the roles under test.
    for (const owner of [suite.admin, suite.otherAdmin])
      await suite.api(owner.token).admin.users.savePreferences.mutate({ alerts: 'none' })
    for (const role of ['manager', 'counsellor', 'marketing'] as const) {
      members[role] = await joinAs(suite, role, 'team-alerts')
      await suite.api(members[role].token).admin.users.savePreferences.mutate({ alerts: 'each' })
    }
  })

  let serial = 0
  /** A new lead from a new person; answers its owner and who was alerted. */
  async function newLead() {
    serial += 1
    const fullName = `Alert Lead ${serial}`
    const res = await suite.app.inject({
      method: 'POST',
      url: '/webservice/api/inquiries/information',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
      payload: {
        ...validInformation,
        fullName,
        email: `alert.lead.${serial}@example.in`,
        phone: `+91 93000 ${String(serial).padStart(5, '0')}`,
      },
    })
    expect(res.statusCode, res.body).toBe(201)
    const { id } = res.json() as { id: number }
    const [mail] = await sink.waitFor(1)
    expect(mail.subject).toContain(fullName)
    const { owner_uid } = await suite.db
      .selectFrom('inquiries')
      .select('owner_uid')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    return { owner: owner_uid, alerted: mail.to.sort() }
  }
  const taking = (who: Person, takingLeads: boolean) =>
    suite.api(who.token).admin.distribution.set.mutate({ takingLeads })

  it("alerts the counsellor who is dealt a lead, and the manager; another's lead reaches the manager only", async () => {
    const { manager, counsellor, marketing } = members
    await taking(counsellor, true)
    expect(await newLead()).toEqual({ owner: counsellor.uid, alerted: [counsellor.email, manager.email].sort() })

    await taking(counsellor, false)
    await taking(manager, true)
    sink.received.length = 0
    const managers = await newLead()
    expect(managers).toEqual({ owner: manager.uid, alerted: [manager.email] })
    expect(managers.alerted).not.toContain(marketing.email)
    await taking(manager, false)
  })

  it('never deals a lead to marketing, even one who took leads before becoming marketing', async () => {
    const { manager, counsellor, marketing } = members
    expect((await refusal(taking(marketing, true))).status).toBe(403)
    await taking(counsellor, true)
    await suite.api().admin.users.setRole.mutate({ email: counsellor.email, role: 'marketing' })
    const lead = await newLead()
    expect(lead).toEqual({ owner: null, alerted: [manager.email] })
    await suite.api().admin.users.setRole.mutate({ email: counsellor.email, role: 'counsellor' })
    await taking(counsellor, false)
    expect((await suite.api().admin.distribution.get.query()).takers).toEqual([])
  })
})
