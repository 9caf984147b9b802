import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { adminSuite, insertInquiries, signInPerson, type Person } from '../helpers/admin-trpc'
import { ADD_INQUIRY_MESSAGES, type AddInquiryInput } from '../../src/shared/schemas/add-inquiry'
import { ADMIN_INQUIRY_MESSAGES, PERSON_OWNER_NOTE } from '../../src/shared/schemas/admin-inquiries'
import { MESSAGES } from '../../src/shared/inquiry-options'
import { TEAM_MESSAGES } from '../../src/shared/schemas/admin'

// "Add inquiry": a member types in a walk-in or a phone call. It is stored through the intake like any other
// lead (owner rules, repeat mark, deadline, alert) with channel 'admin' and where it came from.

const suite = adminSuite('add-inquiry')
let counsellor: Person
let colleague: Person
let marketing: Person

const walkIn = (n: number, overrides: Partial<AddInquiryInput> = {}): AddInquiryInput =>
  ({
    kind: 'information',
    fullName: `Walk In ${n}`,
    email: `walk.in.${n}@example.in`,
    phone: `+91 93000 ${String(n).padStart(5, '0')}`,
    program: 'data',
    source: 'Walk-in',
    ...overrides,
  }) as AddInquiryInput

beforeAll(async () => {
  const member = async (name: string, role: 'counsellor' | 'marketing') => {
    const p = await signInPerson(suite.app, `${name}.add-inquiry@team.example`, `${name} ${role}`)
    await suite.api().admin.users.setRole.mutate({ email: p.email, role })
    return p
  }
  counsellor = await member('chitra', 'counsellor')
  colleague = await member('kabir', 'counsellor')
  marketing = await member('mona', 'marketing')
})

beforeEach(async () => {
  // Only the other admin takes new leads, so the rotation's next is always them.
  await sql`update users set taking_leads = (uid = ${suite.otherAdmin.uid})`.execute(suite.db)
})

const stored = (id: number) =>
  suite.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const history = (id: number) =>
  suite.db
    .selectFrom('inquiry_events')
    .select(['action', 'to_value', 'note', 'actor_uid'])
    .where('inquiry_id', '=', id)
    .orderBy('id')
    .execute()
const inquiryCount = async () =>
  Number(
    (
      await suite.db
        .selectFrom('inquiries')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const rotation = async () =>
  (await sql<{ last_value: string }>`select last_value from inquiry_rotation_seq`.execute(suite.db)).rows[0].last_value

describe('admin.inquiries.create', () => {
  it('stores a walk-in with channel admin, its source, opened, dealt by the rotation, the note by the member', async () => {
    const { id, ownerUid } = await suite
      .api()
      .admin.inquiries.create.mutate(walkIn(1, { note: 'Came in with her father; wants the weekend batch.' }))
    expect(ownerUid).toBe(suite.otherAdmin.uid)
    const row = await stored(id)
    expect(row).toMatchObject({
      kind: 'information',
      full_name: 'Walk In 1',
      email: 'walk.in.1@example.in',
      program: 'data',
      channel: 'admin',
      source: 'Walk-in',
      status: 'new',
      owner_uid: suite.otherAdmin.uid,
      is_repeat: false,
    })
    expect(row.opened_at).not.toBeNull()
    expect(row.first_contact_due_at).not.toBeNull()
    expect(await history(id)).toEqual([
      { action: 'owner', to_value: suite.otherAdmin.uid, note: null, actor_uid: null },
      {
        action: 'note',
        to_value: 'Came in with her father; wants the weekend batch.',
        note: null,
        actor_uid: suite.admin.uid,
      },
    ])
    // Its alert is owed like any new lead's.
    const mail = await suite.db.selectFrom('mail_outbox').select('purpose').where('inquiry_id', '=', id).execute()
    expect(mail.map((m) => m.purpose)).toContain('lead-alert')

    // The table finds it under its channel.
    const page = await suite.api().admin.inquiries.list.query({ channel: 'admin' })
    expect(page.rows.map((r) => r.id)).toContain(id)
    expect(page.rows.find((r) => r.id === id)?.channel).toBe('admin')
  })

  it("gives the same person's inquiry to the person's owner, and marks both repeats", async () => {
    const [earlier] = await insertInquiries(suite.db, [
      { email: 'Returning.Person@Example.in', phone: '+91 93111 00001', owner_uid: suite.admin.uid },
    ])
    const { id, ownerUid } = await suite
      .api(suite.otherAdmin.token)
      .admin.inquiries.create.mutate(
        walkIn(2, { email: 'returning.person@example.in', source: 'Phone call', kind: 'enrollment', program: 'cloud' }),
      )
    expect(ownerUid).toBe(suite.admin.uid)
    expect(await stored(id)).toMatchObject({ is_repeat: true, kind: 'enrollment', program: 'cloud' })
    expect((await stored(earlier)).is_repeat).toBe(true)
    expect(await history(id)).toEqual([
      { action: 'owner', to_value: suite.admin.uid, note: PERSON_OWNER_NOTE, actor_uid: null },
    ])
  })

  it("gives it to the owner the member chose, before the person's owner, taking no one's turn in the rotation", async () => {
    await insertInquiries(suite.db, [{ email: 'chosen.person@example.in', owner_uid: suite.otherAdmin.uid }])
    const turn = await rotation()
    const { id, ownerUid } = await suite
      .api()
      .admin.inquiries.create.mutate(walkIn(3, { email: 'chosen.person@example.in', ownerUid: counsellor.uid }))
    expect(ownerUid).toBe(counsellor.uid)
    expect(await rotation()).toBe(turn)
    expect(await history(id)).toEqual([
      { action: 'owner', to_value: counsellor.uid, note: null, actor_uid: suite.admin.uid },
    ])
  })

  it('stores a contact message with its subject in program, and a free-text source', async () => {
    const { id } = await suite.api().admin.inquiries.create.mutate(
      walkIn(4, {
        kind: 'contact',
        program: 'Fees for the evening batch',
        message: 'Asked at the Pune education fair about instalments.',
        source: 'Stall at the Pune Times fair',
      }),
    )
    expect(await stored(id)).toMatchObject({
      kind: 'contact',
      program: 'Fees for the evening batch',
      message: 'Asked at the Pune education fair about instalments.',
      source: 'Stall at the Pune Times fair',
    })
  })

  it("refuses what the site's forms refuse, field by field, and stores nothing", async () => {
    const before = await inquiryCount()
    const cases: Array<[unknown, Record<string, string>]> = [
      [
        walkIn(5, { fullName: 'A', email: 'not-an-email', phone: '12' }),
        {
          fullName: MESSAGES.name,
          email: MESSAGES.email,
          phone: MESSAGES.phone,
        },
      ],
      [walkIn(5, { source: '  ' }), { source: ADD_INQUIRY_MESSAGES.source }],
      [walkIn(5, { source: 'x'.repeat(81) }), { source: ADD_INQUIRY_MESSAGES.sourceTooLong }],
      [{ ...walkIn(5), source: undefined }, { source: ADD_INQUIRY_MESSAGES.source }],
      [{ ...walkIn(5), kind: 'enrollment', program: 'astrology' }, { program: MESSAGES.program }],
      [
        walkIn(5, { kind: 'contact', program: 'Fees', message: 'Short' }),
        {
          program: MESSAGES.subject,
          message: MESSAGES.message,
        },
      ],
      [walkIn(5, { note: 'n'.repeat(2001) }), { note: 'Keep the note under 2,000 characters.' }],
      [{ ...walkIn(5), kind: 'brochure' }, { kind: ADD_INQUIRY_MESSAGES.kind }],
    ]
    for (const [input, fieldErrors] of cases) {
      const res = await suite.call('admin.inquiries.create', 'mutation', input)
      expect([res.status, res.body.error?.data?.fieldErrors], JSON.stringify(input).slice(0, 120)).toEqual([
        400,
        fieldErrors,
      ])
    }
    expect(await inquiryCount()).toBe(before)
  })

  it('refuses an owner who is not a member of the desk, and stores nothing', async () => {
    const before = await inquiryCount()
    const res = await suite.call('admin.inquiries.create', 'mutation', walkIn(6, { ownerUid: marketing.uid }))
    expect([res.status, res.body.error?.message]).toEqual([400, ADMIN_INQUIRY_MESSAGES.ownerNotAdmin])
    expect(await inquiryCount()).toBe(before)
  })
})

describe('who may add', () => {
  it("gives a counsellor's walk-in to the counsellor, even when the person has another owner", async () => {
    await insertInquiries(suite.db, [{ email: 'their.person@example.in', owner_uid: colleague.uid }])
    const { id, ownerUid } = await suite
      .api(counsellor.token)
      .admin.inquiries.create.mutate(walkIn(7, { email: 'their.person@example.in' }))
    expect(ownerUid).toBe(counsellor.uid)
    expect(await history(id)).toEqual([
      { action: 'owner', to_value: counsellor.uid, note: null, actor_uid: counsellor.uid },
    ])
    // Their own choice of themselves is the same.
    const again = await suite
      .api(counsellor.token)
      .admin.inquiries.create.mutate(walkIn(8, { ownerUid: counsellor.uid }))
    expect(again.ownerUid).toBe(counsellor.uid)
  })

  it('refuses a counsellor giving a new lead to someone else, and marketing altogether; nothing is stored', async () => {
    const before = await inquiryCount()
    const given = await suite.call(
      'admin.inquiries.create',
      'mutation',
      walkIn(9, { ownerUid: colleague.uid }),
      counsellor.token,
    )
    expect([given.status, given.body.error?.message]).toEqual([403, ADD_INQUIRY_MESSAGES.ownerOnlyYou])
    const byMarketing = await suite.call('admin.inquiries.create', 'mutation', walkIn(9), marketing.token)
    expect([byMarketing.status, byMarketing.body.error?.message]).toEqual([403, TEAM_MESSAGES.roleForbids])
    const byVisitor = await suite.call('admin.inquiries.create', 'mutation', walkIn(9), suite.member.token)
    expect(byVisitor.status).toBe(403)
    expect(await inquiryCount()).toBe(before)
  })
})

describe('admin.inquiries.samePerson', () => {
  it("lists the person's inquiries by e-mail or mobile within the member's scope, and logs the read", async () => {
    const [mine, theirs, nobodys] = await insertInquiries(suite.db, [
      { full_name: 'Ravi Kumar', email: 'ravi.k@example.in', phone: '+91 94444 00001', owner_uid: counsellor.uid },
      { full_name: 'Ravi Kumar', email: 'ravi.kumar@work.example', phone: '094444-00001', owner_uid: colleague.uid },
      { full_name: 'Ravi K', email: 'RAVI.K@example.in', phone: '+91 94444 99999', owner_uid: null },
    ])
    const byPhone = await suite.api().admin.inquiries.samePerson.query({ phone: '9444400001' })
    expect(byPhone.items.map((i) => i.id).sort()).toEqual([mine, theirs].sort())
    expect(byPhone.items[0]).toMatchObject({ fullName: 'Ravi Kumar' })

    const both = await suite
      .api(counsellor.token)
      .admin.inquiries.samePerson.query({ email: 'ravi.k@example.in', phone: '+91 94444 00001' })
    // A colleague's lead stays out of a counsellor's sight, as everywhere else.
    expect(both.items.map((i) => i.id).sort()).toEqual([mine, nobodys].sort())
    expect(both.total).toBe(2)

    const entry = await suite.db
      .selectFrom('access_log')
      .select(['action', 'inquiry_ids', 'row_count', 'detail'])
      .where('actor_uid', '=', counsellor.uid)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(entry).toMatchObject({ action: 'inquiry.related', row_count: 2, detail: { view: 'add-inquiry' } })
    expect([...entry.inquiry_ids].sort()).toEqual([mine, nobodys].sort())

    const none = await suite.api().admin.inquiries.samePerson.query({ email: 'someone.new@example.in' })
    expect(none).toEqual({ items: [], total: 0 })
  })

  it('needs an e-mail or a phone', async () => {
    const res = await suite.call('admin.inquiries.samePerson', 'query', {})
    expect(res.status).toBe(400)
  })
})
