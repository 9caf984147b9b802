import { mkdtemp, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { describe, expect, it, onTestFinished } from 'vitest'
import {
  DO_NOT_CONTACT_NOTE,
  ERASED_MAIL_NOTE,
  ERASED_NAME,
  PRIVACY_MESSAGES,
  SITE_CONSENT_NOTICE,
  linkedSentence,
} from '../../src/shared/schemas/privacy'
import { claimDailyJob, runRetention } from '../../src/server/privacy/retention'
import { runPrivacyCommand } from '../../src/server/privacy/privacy-commands'
import { enqueueFollowUpReminders } from '../../src/server/mail/scheduled-mail-store'
import { readFollowUpReminder } from '../../src/server/mail/mail-content-store'
import { indianDate } from '../../src/shared/india-time'
import { adminSuite, inquiry, insertInquiries, signInPerson } from '../helpers/admin-trpc'
import { apiClient, refusal } from '../helpers/trpc-client'
import { TEST_API_KEY } from '../helpers/app'

// A person's rights over their data (docs/decisions/0012), through the real intake, the real outbox and
// the admin procedures, on PostgreSQL.
// A retention period of its own, so the Privacy Policy is seen to state the configured one, not the default.
const suite = adminSuite('privacy', { env: () => ({ RETENTION_MONTHS: '36' }) })

const privacy = (token?: string) => suite.api(token).admin.privacy
const detail = (id: number) => suite.api().admin.inquiries.byId.query({ id })
const chartsTotal = async () =>
  (await suite.api().admin.inquiries.charts.query({ by: 'kind' })).series.map((s) => [s.key, s.total])

let serial = 0
/** A person no other test uses: name, e-mail, mobile as typed, and its ten digits. */
function person(first: string) {
  serial += 1
  const digits = `98${String(Date.now() % 1e6).padStart(6, '0')}${String(serial).padStart(2, '0')}`
  return {
    name: `${first} Quorvath${serial}`,
    email: `${first.toLowerCase()}.quorvath${serial}@mail.example`,
    phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
    digits,
  }
}

async function rest(path: string, body: object) {
  return suite.app.inject({
    method: 'POST',
    url: `/webservice/api${path}`,
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  })
}

/** The site's forms, signed out unless a token is given. */
const forms = (token?: string) => apiClient(suite.app, token).inquiries

const idsOf = async (email: string) =>
  (
    await suite.db
      .selectFrom('inquiries')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .orderBy('id')
      .execute()
  ).map((r) => r.id)

/** Every text, JSON and array column of every table, searched for each needle: where each one is still found. */
async function findEverywhere(needles: string[]): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`.execute(suite.db)
  expect(columns.length).toBeGreaterThan(20)
  const found: string[] = []
  for (const { table_name, column_name } of columns) {
    for (const needle of needles) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
        where ${sql.ref(column_name)}::text ilike ${`%${needle}%`}`.execute(suite.db)
      if (rows[0].n > 0) found.push(`${table_name}.${column_name} holds ${needle}`)
    }
  }
  return found
}

async function waitForHeldAlerts(ids: number[]) {
  for (let i = 0; i < 100; i++) {
    const pending = await suite.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('inquiry_id', 'in', ids)
      .where('purpose', '=', 'lead-alert')
      .where('state', '=', 'pending')
      .execute()
    if (!pending.length) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the alerts were not composed')
}

describe('consent on record', () => {
  it('stamps the site’s notice on a form, keeps a REST caller’s, and marks a REST inquiry without one', async () => {
    const p = person('Kavya')
    const before = Date.now()
    await forms().requestInformation.mutate({ fullName: p.name, email: p.email, phone: p.phone, program: 'data' })
    const res = await rest('/inquiries/information', {
      fullName: p.name,
      email: p.email,
      phone: p.phone,
      program: 'data',
      consent: { at: '2026-01-05T10:30:00+05:30', notice: 'partner-privacy:2025-12-01' },
    })
    expect(res.statusCode).toBe(201)
    await rest('/inquiries/information', { fullName: p.name, email: p.email, phone: p.phone, program: 'data' })
    const [site, withConsent, without] = await Promise.all((await idsOf(p.email)).map(detail))
    expect(site.consent?.notice).toBe(SITE_CONSENT_NOTICE)
    expect(Date.parse(site.consent!.at)).toBeGreaterThanOrEqual(before - 1000)
    expect(withConsent.consent).toEqual({ at: '2026-01-05T05:00:00.000Z', notice: 'partner-privacy:2025-12-01' })
    expect(without.consent).toBeNull()
  })

  it('refuses a malformed or future consent with 400 and stores nothing', async () => {
    const p = person('Nila')
    const base = { fullName: p.name, email: p.email, phone: p.phone, program: 'data' }
    const bad = [
      [{ at: 'yesterday', notice: 'privacy:2025-04-17' }, PRIVACY_MESSAGES.consentAt],
      [
        { at: new Date(Date.now() + 86_400_000).toISOString(), notice: 'privacy:2025-04-17' },
        PRIVACY_MESSAGES.consentFuture,
      ],
      [{ at: '2026-01-05T10:30:00Z', notice: '' }, PRIVACY_MESSAGES.consentNotice],
    ] as const
    for (const [consent, message] of bad) {
      const res = await rest('/inquiries/information', { ...base, consent })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(message)
    }
    expect(await idsOf(p.email)).toEqual([])
  })

  it('documents consent in the OpenAPI document', async () => {
    const doc = (await suite.app.inject({ url: '/webservice/openapi.json' })).json()
    const schema = doc.paths['/api/inquiries'].post.requestBody.content['application/json'].schema
    expect(schema.properties.consent.properties).toHaveProperty('at')
    expect(schema.properties.consent.properties).toHaveProperty('notice')
    expect(schema.required).not.toContain('consent')
  })
})

describe('erasure', () => {
  it('leaves no trace of the person in any table, keeps the counts and charts, and records the request', async () => {
    const p = person('Ishaan')
    const account = await signInPerson(suite.app, p.email, p.name)
    // The information form's program is typed, and can be the person's own words.
    await forms().requestInformation.mutate({
      fullName: p.name,
      email: p.email,
      phone: p.phone,
      program: `Weekend batch for ${p.name}`,
    })
    await forms(account.token).enroll.mutate({
      fullName: p.name,
      email: p.email,
      phone: p.phone,
      program: 'cloud',
      message: `Call ${p.name} after six.`,
    })
    // The same mobile under another address: erased because the admin adds the mobile to the request.
    const other = `ishaan.work${serial}@office.example`
    await rest('/inquiries', {
      fullName: p.name,
      email: other,
      phone: p.digits,
      program: `Question from ${p.name}`,
      message: `Please reply to ${p.email} or ${p.phone}.`,
    })
    const ids = [...(await idsOf(p.email)), ...(await idsOf(other))]
    expect(ids).toHaveLength(3)
    await waitForHeldAlerts(ids)
    const inquiries = suite.api().admin.inquiries
    await inquiries.addNote.mutate({ id: ids[0], body: `${p.name} prefers e-mail` })
    await inquiries.logContact.mutate({
      id: ids[1],
      channel: 'call',
      outcome: 'reached',
      note: `Spoke to ${p.name} on ${p.phone}`,
    })
    await inquiries.setFollowUp.mutate({
      id: ids[1],
      dueAt: new Date(Date.now() + 86_400_000).toISOString(),
      note: `Send ${p.name} the brochure`,
    })
    const [first] = p.name.split(' ')
    for (const [i, q] of [p.email, first, p.digits.slice(-7), 'unrelated search'].entries()) {
      await suite.api().admin.views.save.mutate({
        name: `Find ${serial}.${i}`,
        filters: { q },
        sort: 'newest',
        columns: ['name', 'status'],
        shared: false,
      })
    }
    // A digest that named them, one that spelled them otherwise, and a confirmation not yet sent.
    await suite.db
      .insertInto('mail_outbox')
      .values([
        {
          purpose: 'digest',
          digest_uid: suite.admin.uid,
          digest_day: '2026-01-01',
          state: 'held',
          next_attempt_at: new Date(),
          subject: 'Digest',
          body_text: `New: ${p.name} <${p.email}>`,
          recipients: [suite.admin.email],
        },
        {
          purpose: 'digest',
          digest_uid: suite.admin.uid,
          digest_day: '2026-01-02',
          state: 'held',
          next_attempt_at: new Date(),
          subject: 'Digest',
          body_text: `New: ${first.toUpperCase()} Q. (information)`,
          recipients: [suite.admin.email],
          about_inquiries: [ids[0]],
        },
        { purpose: 'lead-confirmation', inquiry_id: ids[0], next_attempt_at: new Date(Date.now() + 3_600_000) },
      ])
      .execute()
    await privacy().setDoNotContact.mutate({ email: p.email, value: true })

    // Every part of the name, and the mobile's last seven digits, however the row spelled it.
    const needles = [p.email, other, p.phone, p.digits, p.name, ...p.name.split(' '), p.digits.slice(-7)]
    expect((await findEverywhere(needles)).length).toBeGreaterThan(5)
    const totals = await chartsTotal()
    const recordsBefore = await suite.db.selectFrom('erasure_records').select('id').execute()

    const result = await privacy().erase.mutate({ email: p.email.toUpperCase(), phone: p.phone })
    expect(result).toEqual({ erased: 3, inquiryIds: expect.any(Array), accounts: 1, alreadyErasedAt: null, linked: [] })
    expect(result.inquiryIds).toHaveLength(3)

    expect(await findEverywhere(needles)).toEqual([])
    const searches = await suite.db
      .selectFrom('saved_views')
      .select(sql<string | null>`filters->>'q'`.as('q'))
      .where('name', 'like', `Find ${serial}.%`)
      .orderBy('name')
      .execute()
    expect(searches.map((v) => v.q)).toEqual([null, null, null, 'unrelated search'])
    expect(await chartsTotal()).toEqual(totals)
    const erased = await detail(ids[1])
    expect(erased).toMatchObject({
      fullName: ERASED_NAME,
      anonymisedAt: expect.any(String),
      message: null,
      followUp: null,
    })
    expect(erased.kind).toBe('enrollment')
    expect(erased.program).toBe('cloud')
    expect((await detail(ids[2])).program).toBe(ERASED_NAME)
    expect(await suite.db.selectFrom('users').select('uid').where('uid', '=', account.uid).execute()).toEqual([])

    const confirmation = await suite.db
      .selectFrom('mail_outbox')
      .select(['state', 'last_error'])
      .where('purpose', '=', 'lead-confirmation')
      .where('inquiry_id', '=', ids[0])
      .executeTakeFirstOrThrow()
    expect(confirmation).toEqual({ state: 'skipped', last_error: ERASED_MAIL_NOTE })
    // The outbox, delivering what is due, sends nothing about them later.
    await suite.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: new Date(0) })
      .where('inquiry_id', 'in', ids)
      .execute()
    suite.app.mailSender.nudge()
    await new Promise((r) => setTimeout(r, 300))
    const sentLater = await suite.db
      .selectFrom('mail_outbox')
      .select(['state', 'body_text'])
      .where('inquiry_id', 'in', ids)
      .where('body_text', 'is not', null)
      .execute()
    expect(sentLater).toEqual([])

    const records = await suite.db.selectFrom('erasure_records').selectAll().orderBy('id').execute()
    expect(records).toHaveLength(recordsBefore.length + 1)
    expect(records.at(-1)).toMatchObject({
      source: 'admin',
      actor_uid: suite.admin.uid,
      inquiries: 3,
      accounts: 1,
      linked_left_out: 0,
    })

    // Asked again, by the phone or an inquiry: nothing left, and when it went.
    const again = await privacy().erase.mutate({ phone: `0${p.digits}` })
    expect(again).toEqual({
      erased: 0,
      inquiryIds: [],
      accounts: 0,
      alreadyErasedAt: records.at(-1)!.created_at.toISOString(),
      linked: [],
    })
    expect((await privacy().erase.mutate({ inquiryId: ids[2] })).alreadyErasedAt).toEqual(expect.any(String))
    expect(await suite.db.selectFrom('erasure_records').select('id').execute()).toHaveLength(recordsBefore.length + 3)
  })

  it('answers erased: 0 for someone unknown and still records it; refuses bad input and non-admins', async () => {
    const count = async () => (await suite.db.selectFrom('erasure_records').select('id').execute()).length
    const before = await count()
    expect(await privacy().erase.mutate({ email: 'nobody.ever@nowhere.example' })).toEqual({
      erased: 0,
      inquiryIds: [],
      accounts: 0,
      alreadyErasedAt: null,
      linked: [],
    })
    expect(await count()).toBe(before + 1)

    for (const input of [{ email: 'not-an-email' }, { phone: '12345' }, {}, { email: 'a@b.in', inquiryId: 1 }]) {
      expect((await refusal(privacy().erase.mutate(input))).status).toBe(400)
    }
    expect(JSON.stringify(await refusal(privacy().erase.mutate({ phone: '12345' })))).toContain(
      PRIVACY_MESSAGES.phoneDigits,
    )
    expect(JSON.stringify(await refusal(privacy().erase.mutate({})))).toContain(PRIVACY_MESSAGES.target)
    expect((await refusal(privacy().erase.mutate({ inquiryId: 2_000_000_000 }))).status).toBe(404)
    const member = privacy(suite.member.token)
    expect((await refusal(member.erase.mutate({ email: 'x@y.in' }))).status).toBe(403)
    expect((await refusal(member.export.mutate({ email: 'x@y.in' }))).status).toBe(403)
    expect((await refusal(member.setDoNotContact.mutate({ email: 'x@y.in', value: true }))).status).toBe(403)
    expect((await refusal(privacy('not-a-token').erase.mutate({ email: 'x@y.in' }))).status).toBe(401)
    expect(await count()).toBe(before + 1)
  })
})

describe('access', () => {
  it('exports every inquiry, note, e-mail and account of the person as one document', async () => {
    const p = person('Meher')
    const account = await signInPerson(suite.app, p.email, p.name)
    await forms(account.token).enroll.mutate({ fullName: p.name, email: p.email, phone: p.phone, program: 'cloud' })
    await forms().contact.mutate({
      fullName: p.name,
      email: `m${serial}@else.example`,
      phone: p.phone,
      program: 'Fees question',
      message: 'What are the fees?',
    })
    const ids = [...(await idsOf(p.email)), ...(await idsOf(`m${serial}@else.example`))]
    await waitForHeldAlerts(ids)
    await suite.api().admin.inquiries.addNote.mutate({ id: ids[0], body: 'Wants the weekend batch' })

    const data = await privacy().export.mutate({ phone: p.digits })
    expect(data.person).toEqual({ emails: [], phones: [p.digits] })
    expect(data.inquiries.map((i) => i.id)).toEqual(ids)
    expect(data.linked).toEqual([])
    expect(data.inquiries[0]).toMatchObject({
      fullName: p.name,
      email: p.email,
      consent: { notice: SITE_CONSENT_NOTICE },
    })
    expect(data.inquiries[0].history.map((h) => h.to)).toContain('Wants the weekend batch')
    expect(data.emails.filter((e) => e.purpose === 'lead-alert')).toHaveLength(2)
    expect(data.emails[0].body).toContain(p.name)
    expect(data.accounts).toEqual([expect.objectContaining({ uid: account.uid, email: p.email })])
    expect(data.truncated).toBe(false)
    expect((await refusal(privacy().export.mutate({ email: 'bad' }))).status).toBe(400)
  })
})

describe('do not contact', () => {
  it('marks the person on every inquiry of theirs, later ones too, and leaves them out of follow-up reminders', async () => {
    const p = person('Tara')
    const [first] = await insertInquiries(suite.db, [
      {
        full_name: p.name,
        email: p.email,
        phone: p.phone,
        owner_uid: suite.admin.uid,
        follow_up_at: new Date(Date.now() - 3_600_000),
      },
    ])
    const day = indianDate()
    const before = await readFollowUpReminder(suite.db, suite.admin.uid, day, new Date())
    expect(before.overdue.map((r) => r.id)).toContain(first)

    expect(await privacy().setDoNotContact.mutate({ inquiryId: first, value: true })).toEqual({
      doNotContact: true,
      keys: 2,
    })
    const [later] = await insertInquiries(suite.db, [
      { full_name: p.name, email: `t${serial}@new.example`, phone: p.digits },
    ])
    expect((await detail(first)).doNotContactSince).toEqual(expect.any(String))
    expect((await detail(later)).doNotContactSince).toEqual(expect.any(String))
    const after = await readFollowUpReminder(suite.db, suite.admin.uid, day, new Date())
    expect(after.overdue.map((r) => r.id)).not.toContain(first)
    await enqueueFollowUpReminders(suite.db, day)

    // A confirmation to them is not sent.
    await suite.db
      .insertInto('mail_outbox')
      .values({ purpose: 'lead-confirmation', inquiry_id: later, next_attempt_at: new Date(0) })
      .execute()
    suite.app.mailSender.nudge()
    await expect
      .poll(
        async () =>
          await suite.db
            .selectFrom('mail_outbox')
            .select(['state', 'last_error'])
            .where('inquiry_id', '=', later)
            .where('purpose', '=', 'lead-confirmation')
            .executeTakeFirstOrThrow(),
      )
      .toEqual({ state: 'skipped', last_error: DO_NOT_CONTACT_NOTE })

    // Lifted for the e-mail alone, the mark stays on the mobile; lifted for the inquiry, it goes from both.
    await privacy().setDoNotContact.mutate({ email: p.email, value: false })
    expect((await detail(first)).doNotContactSince).toEqual(expect.any(String))
    await privacy().setDoNotContact.mutate({ inquiryId: first, value: false })
    expect((await detail(first)).doNotContactSince).toBeNull()
  })
})

describe('the identifiers asked about, and only those', () => {
  it('does not hand over or erase the inquiries of someone whose mobile another person typed', async () => {
    // B's own inquiries, with a note and their alerts; A typed B's mobile into a form.
    const a = person('Ravi')
    const b = person('Sunita')
    await forms().requestInformation.mutate({ fullName: b.name, email: b.email, phone: b.phone, program: 'data' })
    await forms().contact.mutate({
      fullName: b.name,
      email: b.email,
      phone: b.phone,
      program: 'Fees question',
      message: 'What are the fees for the weekend batch?',
    })
    await forms().requestInformation.mutate({ fullName: a.name, email: a.email, phone: b.phone, program: 'cloud' })
    const bIds = await idsOf(b.email)
    const [aId] = await idsOf(a.email)
    await waitForHeldAlerts([...bIds, aId])
    await suite.api().admin.inquiries.addNote.mutate({ id: bIds[0], body: `${b.name} asked about EMI` })

    const data = await privacy().export.mutate({ email: a.email })
    expect(data.inquiries.map((i) => i.id)).toEqual([aId])
    expect(data.emails.map((e) => e.inquiryId)).toEqual([aId])
    expect(JSON.stringify(data)).not.toContain(b.name)
    expect(JSON.stringify(data)).not.toContain(b.email)
    expect(data.linked).toEqual([{ kind: 'phone', value: b.digits, inquiries: 2 }])
    expect(linkedSentence(data.linked[0])).toBe('2 inquiries under another e-mail share this mobile')

    // Added on purpose, the mobile brings them in.
    const both = await privacy().export.mutate({ email: a.email, phone: b.phone })
    expect(both.inquiries.map((i) => i.id).sort()).toEqual([aId, ...bIds].sort())
    expect(both.linked).toEqual([])

    // Do not contact, asked for A's e-mail, leaves B's inquiries alone.
    await privacy().setDoNotContact.mutate({ email: a.email, value: true })
    expect((await detail(bIds[0])).doNotContactSince).toBeNull()
    expect((await detail(aId)).doNotContactSince).toEqual(expect.any(String))

    const result = await privacy().erase.mutate({ email: a.email })
    expect(result).toMatchObject({ erased: 1, linked: [{ kind: 'phone', value: b.digits, inquiries: 2 }] })
    const record = await suite.db
      .selectFrom('erasure_records')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow()
    expect(record).toMatchObject({ inquiries: 1, linked_left_out: 1 })
    // The record holds the count, not B's mobile, not even hashed.
    expect(JSON.stringify(record)).not.toContain(b.digits)
    expect(record.identifier_hashes).toHaveLength(1)

    expect((await detail(aId)).fullName).toBe(ERASED_NAME)
    for (const id of bIds) expect((await detail(id)).fullName).toBe(b.name)
    expect((await detail(bIds[0])).events.map((e) => e.to)).toContain(`${b.name} asked about EMI`)
    const bMail = await suite.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('inquiry_id', 'in', bIds)
      .where('purpose', '=', 'lead-alert')
      .execute()
    expect(bMail.map((m) => m.body_text)).toEqual([expect.stringContaining(b.name), expect.stringContaining(b.name)])

    // By inquiry: that inquiry's own e-mail and mobile, so B's mobile goes with A's remaining trace only.
    const [again] = await insertInquiries(suite.db, [{ full_name: a.name, email: a.email, phone: '' }])
    expect(await privacy().erase.mutate({ inquiryId: again })).toMatchObject({ erased: 1, linked: [] })
    for (const id of bIds) expect((await detail(id)).fullName).toBe(b.name)
  })
})

describe('an erasure racing the intake', () => {
  /** Backends waiting for a lock whose statement reads like `pattern`. */
  const waiting = async (pattern: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike ${pattern}`.execute(suite.db)
    ).rows[0].n

  it('takes every inquiry acknowledged before it began, and keeps one still in the intake as a new submission', async () => {
    const p = person('Zoya')
    const [earlier] = await insertInquiries(suite.db, [{ full_name: p.name, email: p.email, phone: p.phone }])
    // Another connection holds the earlier inquiry's row, which the intake's statement marks as repeated.
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    let locked!: () => void
    const lockTaken = new Promise<void>((r) => (locked = r))
    const holder = suite.db.transaction().execute(async (trx) => {
      await trx.selectFrom('inquiries').select('id').where('id', '=', earlier).forUpdate().execute()
      locked()
      await held
    })
    await lockTaken
    const arriving = forms().requestInformation.mutate({
      fullName: p.name,
      email: p.email,
      phone: p.phone,
      program: 'data',
    })
    await expect.poll(() => waiting('%jsonb_to_recordset%'), { timeout: 10_000 }).toBe(1)

    const erasing = privacy().erase.mutate({ email: p.email })
    await expect.poll(() => waiting('%erased.invalid%'), { timeout: 10_000 }).toBe(1)
    release()
    await holder
    await arriving
    const result = await erasing
    expect(result.erased).toBe(1)

    const rows = await suite.db
      .selectFrom('inquiries')
      .select(['id', 'full_name', 'anonymised_at', 'is_repeat'])
      .where('id', '>=', earlier)
      .where((eb) => eb.or([eb('id', '=', earlier), eb(sql`lower(email)`, '=', p.email)]))
      .orderBy('id')
      .execute()
    expect(rows).toHaveLength(2)
    expect(rows[0]).toMatchObject({ id: earlier, full_name: ERASED_NAME, is_repeat: false })
    // Sent while the erasure ran: committed after it, with its own consent, and kept.
    expect(rows[1]).toMatchObject({ full_name: p.name, anonymised_at: null })
  })

  it('anonymises every inquiry acknowledged before it began, with many in flight', async () => {
    const p = person('Veer')
    const acknowledged: Array<{ id: number; at: number }> = []
    const sending = Array.from({ length: 60 }, (_, i) =>
      suite.app.intake
        .store(
          inquiry({ full_name: p.name, email: i % 2 ? p.email : `veer${i}.${serial}@mail.example`, phone: p.phone }),
        )
        .then((id) => acknowledged.push({ id, at: performance.now() })),
    )
    await expect.poll(() => acknowledged.length, { interval: 1 }).toBeGreaterThanOrEqual(5)
    const began = performance.now()
    const result = await privacy().erase.mutate({ phone: p.phone })
    await Promise.all(sending)
    const before = acknowledged.filter((a) => a.at < began).map((a) => a.id)
    expect(before.length).toBeGreaterThanOrEqual(5)
    const rows = await suite.db
      .selectFrom('inquiries')
      .select(['id', 'anonymised_at'])
      .where('id', 'in', before)
      .execute()
    expect(rows.filter((r) => r.anonymised_at === null)).toEqual([])
    expect(result.erased).toBeGreaterThanOrEqual(before.length)
  })
})

describe('retention', () => {
  const MONTH = 30.5 * 86_400_000
  it('anonymises every inquiry with no activity past the period, whatever its status, once a day', async () => {
    const now = new Date()
    const ago = (months: number) => new Date(now.getTime() - months * MONTH)
    const p = person('Old')
    const ids = await insertInquiries(suite.db, [
      { full_name: p.name, email: `a.${p.email}`, status: 'closed', created_at: ago(30) },
      { full_name: p.name, email: `b.${p.email}`, status: 'spam', created_at: ago(26) },
      { full_name: p.name, email: `c.${p.email}`, status: 'enrolled', created_at: ago(36) },
      // Enrolled three years ago, but only a month ago by its history: kept.
      { full_name: p.name, email: `d.${p.email}`, status: 'enrolled', created_at: ago(36) },
      // Left Contacted, untouched for 40 months: not kept for ever.
      { full_name: p.name, email: `e.${p.email}`, status: 'contacted', created_at: ago(40) },
      // Closed within the period: kept.
      { full_name: p.name, email: `f.${p.email}`, status: 'closed', created_at: ago(6) },
      // New for 30 months, but with a note a month ago: kept.
      { full_name: p.name, email: `g.${p.email}`, status: 'new', created_at: ago(30) },
      // Qualified, with a follow-up still ahead: kept.
      { full_name: p.name, email: `h.${p.email}`, status: 'qualified', created_at: ago(30), follow_up_at: ago(-1) },
      // Only opened and handed to another owner lately: nobody worked it, so it goes.
      { full_name: p.name, email: `i.${p.email}`, status: 'new', created_at: ago(30) },
    ])
    await suite.db
      .insertInto('inquiry_events')
      .values({
        inquiry_id: ids[3],
        action: 'status',
        from_value: 'qualified',
        to_value: 'enrolled',
        created_at: ago(1),
      })
      .execute()
    await suite.db
      .insertInto('inquiry_events')
      .values([
        { inquiry_id: ids[6], action: 'note', to_value: 'Call back after exams', created_at: ago(1) },
        { inquiry_id: ids[8], action: 'opened', created_at: ago(1) },
        { inquiry_id: ids[8], action: 'owner', to_value: suite.admin.uid, created_at: ago(1) },
      ])
      .execute()
    const totals = await chartsTotal()

    const anonymised = await runRetention(suite.db, { months: 24, now })
    expect(anonymised).toBeGreaterThanOrEqual(5)
    const state = async () =>
      (
        await suite.db
          .selectFrom('inquiries')
          .select(['id', 'anonymised_at', 'full_name'])
          .where('id', 'in', ids)
          .orderBy('id')
          .execute()
      ).map((r) => r.anonymised_at !== null)
    expect(await state()).toEqual([true, true, true, false, true, false, false, false, true])
    expect(await chartsTotal()).toEqual(totals)
    expect(await runRetention(suite.db, { months: 24, now })).toBe(0)
    // Time passes: two years on, the rest goes too.
    await runRetention(suite.db, { months: 24, now: new Date(now.getTime() + 25 * MONTH) })
    expect(await state()).toEqual([true, true, true, true, true, true, true, true, true])
    const record = await suite.db
      .selectFrom('erasure_records')
      .selectAll()
      .where('source', '=', 'retention')
      .orderBy('id')
      .execute()
    expect(record[0]).toMatchObject({ source: 'retention', identifier_hashes: [], accounts: 0 })

    expect(await claimDailyJob(suite.db, 'retention-test', '2026-11-24')).toBe(true)
    expect(await claimDailyJob(suite.db, 'retention-test', '2026-11-24')).toBe(false)
    expect(await claimDailyJob(suite.db, 'retention-test', '2026-11-25')).toBe(true)
  })
})

describe('the outbox under retention', () => {
  it('forgets finished e-mails, failed ones too, after the retention period or 90 days, whichever is shorter', async () => {
    const day = 86_400_000
    const now = new Date()
    const finished = (state: 'sent' | 'failed', days: number) => ({
      purpose: 'lead-alert' as const,
      inquiry_id: 2_000_000_000 - days,
      state,
      next_attempt_at: now,
      finished_at: new Date(now.getTime() - days * day),
    })
    const ids = (
      await suite.db
        .insertInto('mail_outbox')
        .values([finished('sent', 40), finished('failed', 40), finished('sent', 20), finished('failed', 100)])
        .returning('id')
        .execute()
    ).map((r) => r.id)
    const left = async () =>
      (await suite.db.selectFrom('mail_outbox').select('id').where('id', 'in', ids).orderBy('id').execute()).map(
        (r) => r.id,
      )
    // A retention period of 24 months: 90 days, so the failure of 100 days ago goes.
    await runRetention(suite.db, { months: 24, now })
    expect(await left()).toEqual(ids.slice(0, 3))
    // One month: the e-mails of 40 days ago go too, failed or sent.
    await runRetention(suite.db, { months: 1, now })
    expect(await left()).toEqual([ids[2]])
  })
})

describe('the Privacy Policy', () => {
  it('states the configured retention period and how to ask for access or erasure', async () => {
    const res = await suite.app.inject({ url: '/privacy' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('we keep it for 36 months and then anonymise it automatically')
    expect(res.body).not.toContain('24 months')
    expect(res.body).toContain('To see what we hold about you, or to have it erased')
  })
})

describe('npm run privacy', () => {
  it('exports to a file only its owner reads, erases, and runs retention', async () => {
    const p = person('Cli')
    await forms().requestInformation.mutate({ fullName: p.name, email: p.email, phone: p.phone, program: 'data' })
    const dir = await mkdtemp(join(tmpdir(), 'privacy-'))
    const out = join(dir, 'export.json')
    const config = { retentionMonths: 24, accessLogMonths: 12 }
    // The export holds the person's data: it leaves with the test, pass or fail.
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    expect(await runPrivacyCommand(suite.db, config, ['export', p.email, '--out', out])).toBe(
      `exported to ${out}: 1 inquiries, 1 e-mails, 0 accounts`,
    )
    expect(JSON.parse(await readFile(out, 'utf8')).inquiries[0].fullName).toBe(p.name)
    expect((await stat(out)).mode & 0o777).toBe(0o600)
    expect(await runPrivacyCommand(suite.db, config, ['erase', p.phone])).toBe(
      'erased: 1 inquiry anonymised, 0 accounts removed',
    )
    expect(await runPrivacyCommand(suite.db, config, ['erase', p.email])).toMatch(/^erased: 0 \(already erased on /)
    expect(await runPrivacyCommand(suite.db, config, ['retention'])).toMatch(/^retention \(24 months\): \d+ inquir/)
    await expect(runPrivacyCommand(suite.db, config, ['erase', 'nonsense'])).rejects.toThrow(
      PRIVACY_MESSAGES.identifier,
    )
    await expect(runPrivacyCommand(suite.db, config, ['purge'])).rejects.toThrow(/^usage: npm run privacy/)
  })
})
