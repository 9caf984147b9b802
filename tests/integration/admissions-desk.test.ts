import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import type { InquiryEvent } from '../../src/server/inquiries/admin-inquiry-detail'
import type { MyDay } from '../../src/server/inquiries/my-day'
import type { SpeedToContactRow } from '../../src/server/inquiries/speed-to-contact'
import { ADMIN_INQUIRY_MESSAGES } from '../../src/shared/schemas/admin-inquiries'
import { ADMISSIONS_MESSAGES } from '../../src/shared/schemas/admissions'
import { contactMarks, firstContactDeadline } from '../../src/shared/office-hours'
import { adminSuite, inquiry, insertInquiries, type TrpcAnswer } from '../helpers/admin-trpc'
import { refusal, type Api } from '../helpers/trpc-client'
import { TEST_API_KEY } from '../helpers/app'
import { validInformation } from '../helpers/fixtures'

// The admissions desk's procedures against a real database: contact log, follow-ups, the first-contact
// deadline, My day and taking new leads. FIRST_CONTACT_HOURS is 8 here, so the deadline is visibly the
// configured one and not the default.
const suite = adminSuite('desk', { env: () => ({ FIRST_CONTACT_HOURS: '8' }) })

const HOUR = 3_600_000
const detail = (id: number) => suite.api().admin.inquiries.byId.query({ id })
type Inquiries = Api['admin']['inquiries']
const logContact = (input: Parameters<Inquiries['logContact']['mutate']>[0], token?: string) =>
  suite.api(token).admin.inquiries.logContact.mutate(input)
const setFollowUp = (input: Parameters<Inquiries['setFollowUp']['mutate']>[0], token?: string) =>
  suite.api(token).admin.inquiries.setFollowUp.mutate(input)
const brief = (e: InquiryEvent) => ({ action: e.action, from: e.from, to: e.to, note: e.note })
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString()

async function refused(call: Promise<unknown>) {
  const answer = await refusal(call)
  expect(answer.status, JSON.stringify(answer)).toBe(400)
  return answer
}

/** For a value outside the input's type, which only a raw call can send. */
function refusedRaw(answer: TrpcAnswer<unknown>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  return { message: answer.body.error!.message, fieldErrors: answer.body.error!.data?.fieldErrors }
}

let posted = 0
/** Each from a person of their own: a person who wrote before would go to their owner, not the rotation. */
async function postInformation(fullName: string): Promise<number> {
  posted += 1
  const res = await suite.app.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: {
      ...validInformation,
      fullName,
      email: `desk.lead.${posted}@example.in`,
      phone: `+91 96${String(posted).padStart(8, '0')}`,
    },
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as { id: number }).id
}

describe('the first-contact deadline', () => {
  it('is fixed when an inquiry arrives, FIRST_CONTACT_HOURS office hours later', async () => {
    const id = await postInformation('Deadline Lead')
    const d = await detail(id)
    expect(d.firstContactedAt).toBeNull()
    // Computed by the app as the row is stored; created_at is the database's clock a moment later or earlier.
    const expected = firstContactDeadline(new Date(d.createdAt), 8).getTime()
    expect(Math.abs(Date.parse(d.firstContactDueAt!) - expected)).toBeLessThan(5_000)
  })

  it('comes with the marks of 5 minutes and an hour of office time, counted from the arrival', async () => {
    const id = await postInformation('Marked Lead')
    const row = await suite.db
      .selectFrom('inquiries')
      .select(['created_at', 'contact_5m_due_at', 'contact_1h_due_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    const expected = contactMarks(row.created_at)
    expect(Math.abs(row.contact_5m_due_at!.getTime() - expected.within5m.getTime())).toBeLessThan(5_000)
    expect(Math.abs(row.contact_1h_due_at!.getTime() - expected.within1h.getTime())).toBeLessThan(5_000)
  })

  it('is met by the first status change away from New, which later changes do not move', async () => {
    const [id] = await insertInquiries(suite.db, [{ first_contact_due_at: inHours(5) }])
    await suite.api().admin.inquiries.setStatus.mutate({ id, status: 'qualified' })
    const first = (await detail(id)).firstContactedAt
    expect(first).not.toBeNull()
    await suite.api().admin.inquiries.setStatus.mutate({ id, status: 'new' })
    await suite.api().admin.inquiries.setStatus.mutate({ id, status: 'contacted' })
    expect((await detail(id)).firstContactedAt).toBe(first)
  })

  it('is met by a bulk status change too', async () => {
    const ids = await insertInquiries(suite.db, [{}, {}])
    await suite.api().admin.inquiries.bulkUpdate.mutate({ ids, change: { status: 'spam' } })
    for (const id of ids) expect((await detail(id)).firstContactedAt).not.toBeNull()
  })
})

describe('admin.inquiries.logContact', () => {
  it('logs the attempt in the history, meets the deadline, and leaves a lead not reached as New', async () => {
    const [id] = await insertInquiries(suite.db, [{ first_contact_due_at: inHours(3) }])
    const d = await logContact({ id, channel: 'call', outcome: 'no-answer', note: '  Rang twice  ' })
    expect(d.status).toBe('new')
    expect(d.firstContactedAt).not.toBeNull()
    expect(d.openedAt).not.toBeNull()
    expect(d.events.map(brief)).toEqual([{ action: 'contact', from: 'call', to: 'no-answer', note: 'Rang twice' }])
    expect(d.events[0].actor).toEqual({ uid: suite.admin.uid, email: suite.admin.email, name: suite.admin.name })
  })

  it('moves a New lead it reached to Contacted, and completes the open follow-up', async () => {
    const [id] = await insertInquiries(suite.db, [{}])
    const due = inHours(2)
    await setFollowUp({ id, dueAt: due, note: 'Call after lunch' })
    const d = await logContact({ id, channel: 'whatsapp', outcome: 'reached' })
    expect(d.status).toBe('contacted')
    expect(d.followUp).toBeNull()
    expect(d.events.map(brief).slice(-3)).toEqual([
      { action: 'contact', from: 'whatsapp', to: 'reached', note: null },
      { action: 'follow-up-done', from: new Date(due).toISOString(), to: null, note: 'Call after lunch' },
      { action: 'status', from: 'new', to: 'contacted', note: null },
    ])
  })

  it('does not change the status of a lead past New', async () => {
    const [id] = await insertInquiries(suite.db, [{ status: 'qualified' }])
    expect((await logContact({ id, channel: 'email', outcome: 'reached' })).status).toBe('qualified')
  })

  it('refuses bad input with a message for the control, and stores nothing', async () => {
    const [id] = await insertInquiries(suite.db, [{}])
    const unknown = await refused(logContact({ id: 2_000_000_000, channel: 'call', outcome: 'busy' }))
    expect(unknown.message).toBe(ADMIN_INQUIRY_MESSAGES.notFound)
    const long = await refused(logContact({ id, channel: 'call', outcome: 'busy', note: 'x'.repeat(2001) }))
    expect(long.fieldErrors).toEqual({ note: ADMISSIONS_MESSAGES.note })
    // Raw: an outcome and a channel outside their lists, which the typed client would not let a caller write.
    const outcome = refusedRaw(
      await suite.call('admin.inquiries.logContact', 'mutation', { id, channel: 'call', outcome: 'voicemail' }),
    )
    expect(outcome.fieldErrors).toEqual({ outcome: ADMISSIONS_MESSAGES.outcome })
    const channel = refusedRaw(
      await suite.call('admin.inquiries.logContact', 'mutation', { id, channel: 'fax', outcome: 'busy' }),
    )
    expect(channel.fieldErrors).toEqual({ channel: ADMISSIONS_MESSAGES.channel })
    expect(await detail(id)).toMatchObject({ events: [], firstContactedAt: null, openedAt: null })
  })

  it('is for admins only', async () => {
    const [id] = await insertInquiries(suite.db, [{}])
    const answer = await refusal(logContact({ id, channel: 'call', outcome: 'busy' }, suite.member.token))
    expect(answer.status).toBe(403)
  })
})

describe('admin.inquiries.setFollowUp', () => {
  it('keeps one open follow-up; a new one completes the one before, and null marks it done', async () => {
    const [id] = await insertInquiries(suite.db, [{ owner_uid: suite.otherAdmin.uid }])
    const first = inHours(20)
    const second = inHours(44)
    expect((await setFollowUp({ id, dueAt: first, note: 'Send the fee structure' })).followUp).toEqual({
      dueAt: new Date(first).toISOString(),
      note: 'Send the fee structure',
    })
    expect((await setFollowUp({ id, dueAt: second })).followUp).toEqual({
      dueAt: new Date(second).toISOString(),
      note: null,
    })
    const done = await setFollowUp({ id, dueAt: null })
    expect(done.followUp).toBeNull()
    // The owner stays: the follow-up was set on someone else's lead.
    expect(done.owner?.uid).toBe(suite.otherAdmin.uid)
    expect(done.events.map(brief)).toEqual([
      { action: 'follow-up', from: null, to: new Date(first).toISOString(), note: 'Send the fee structure' },
      { action: 'follow-up-done', from: new Date(first).toISOString(), to: null, note: 'Send the fee structure' },
      { action: 'follow-up', from: null, to: new Date(second).toISOString(), note: null },
      { action: 'follow-up-done', from: new Date(second).toISOString(), to: null, note: null },
    ])
    // Marking done with nothing open changes nothing.
    expect((await setFollowUp({ id, dueAt: null })).events).toHaveLength(4)
  })

  it('makes whoever promises the call-back the owner of a lead nobody owned', async () => {
    const [id] = await insertInquiries(suite.db, [{}])
    const d = await setFollowUp({ id, dueAt: inHours(3) })
    expect(d.owner?.uid).toBe(suite.admin.uid)
    expect(d.events.map(brief).at(-1)).toEqual({ action: 'owner', from: null, to: suite.admin.uid, note: null })
  })

  it('takes a time a few hours past (logged late), and refuses one more than a day past or a year ahead', async () => {
    const [id] = await insertInquiries(suite.db, [{ owner_uid: suite.admin.uid }])
    await setFollowUp({ id, dueAt: inHours(-3) })
    const past = await refused(setFollowUp({ id, dueAt: inHours(-25) }))
    expect(past.fieldErrors).toEqual({ dueAt: ADMISSIONS_MESSAGES.dueInPast })
    const far = await refused(setFollowUp({ id, dueAt: inHours(24 * 400) }))
    expect(far.fieldErrors).toEqual({ dueAt: ADMISSIONS_MESSAGES.dueTooFar })
    const garbled = await refused(setFollowUp({ id, dueAt: 'tomorrow at ten' }))
    expect(garbled.fieldErrors).toEqual({ dueAt: ADMISSIONS_MESSAGES.dueAt })
    const note = await refused(setFollowUp({ id, dueAt: inHours(3), note: 'y'.repeat(2001) }))
    expect(note.fieldErrors).toEqual({ note: ADMISSIONS_MESSAGES.note })
    const unknown = await refused(setFollowUp({ id: 2_000_000_000, dueAt: inHours(3) }))
    expect(unknown.message).toBe(ADMIN_INQUIRY_MESSAGES.notFound)
    // Only the accepted one is kept.
    expect((await detail(id)).events.filter((e) => e.action === 'follow-up')).toHaveLength(1)
  })
})

describe('My day', () => {
  it("lists the caller's overdue and today's follow-ups, their late leads and nobody's late leads", async () => {
    const me = suite.otherAdmin
    const { rows } = await sql<{ end: Date; now: Date }>`
      select ((date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '1 day') at time zone 'Asia/Kolkata') as end, now() as now`.execute(
      suite.db,
    )
    const endOfToday = rows[0].end.getTime()
    // Later today, if today has a minute left; the test then checks "today" only when it can.
    const laterToday = Math.min(Date.now() + HOUR, endOfToday - 60_000)
    const hasLaterToday = laterToday > Date.now() + 10_000
    const ids = await insertInquiries(suite.db, [
      { full_name: 'Overdue Follow', owner_uid: me.uid, follow_up_at: inHours(-2), first_contacted_at: inHours(-30) },
      { full_name: 'Older Overdue', owner_uid: me.uid, follow_up_at: inHours(-20), first_contacted_at: inHours(-30) },
      ...(hasLaterToday ? [{ full_name: 'Today Follow', owner_uid: me.uid, follow_up_at: new Date(laterToday) }] : []),
      { full_name: 'Tomorrow Follow', owner_uid: me.uid, follow_up_at: new Date(endOfToday + 2 * HOUR) },
      { full_name: 'My Late', owner_uid: me.uid, first_contact_due_at: inHours(-1) },
      { full_name: 'My Due', owner_uid: me.uid, first_contact_due_at: inHours(5) },
      {
        full_name: 'My Contacted',
        owner_uid: me.uid,
        first_contact_due_at: inHours(-1),
        first_contacted_at: inHours(-2),
      },
      { full_name: 'Nobody Late', first_contact_due_at: inHours(-3) },
      { full_name: 'Someone Else Late', owner_uid: suite.admin.uid, first_contact_due_at: inHours(-3) },
      { full_name: 'Someone Else Overdue', owner_uid: suite.admin.uid, follow_up_at: inHours(-3) },
    ])
    expect(ids.length).toBeGreaterThan(0)
    const day = await suite.api(me.token).admin.inquiries.myDay.query()
    const names = (list: MyDay[keyof MyDay]) => list.rows.map((r) => r.fullName)
    expect(names(day.overdue)).toEqual(['Older Overdue', 'Overdue Follow'])
    expect(day.overdue.total).toBe(2)
    expect(names(day.today)).toEqual(hasLaterToday ? ['Today Follow'] : [])
    expect(names(day.upcoming)).toEqual(['Tomorrow Follow'])
    expect(names(day.late)).toEqual(['My Late'])
    expect(names(day.unassignedLate)).toContain('Nobody Late')
    expect(names(day.unassignedLate)).not.toContain('Someone Else Late')
    expect(day.overdue.rows[0].followUpAt).not.toBeNull()
    const count = await suite.api(me.token).admin.inquiries.overdueCount.query()
    expect(count).toEqual({ count: 2 })
  })
})

describe('admin.inquiries.speedToContact', () => {
  it('gives the median hours to first contact and the share within the deadline, by owner and week', async () => {
    const base = Date.parse('2025-06-02T04:30:00Z') // Monday 10:00 IST
    const at = (h: number) => new Date(base + h * HOUR)
    await insertInquiries(suite.db, [
      // Owner A: contacted after 1 h and 3 h, both within an 8 h deadline.
      {
        utm_source: 'speedtest',
        owner_uid: suite.admin.uid,
        created_at: at(0),
        first_contact_due_at: at(8),
        first_contacted_at: at(1),
      },
      {
        utm_source: 'speedtest',
        owner_uid: suite.admin.uid,
        created_at: at(1),
        first_contact_due_at: at(9),
        first_contacted_at: at(4),
      },
      // Nobody's: one contacted late (after 10 h), one never contacted and long past its deadline.
      { utm_source: 'speedtest', created_at: at(0), first_contact_due_at: at(8), first_contacted_at: at(10) },
      { utm_source: 'speedtest', created_at: at(24 * 7), first_contact_due_at: at(24 * 7 + 8) },
    ])
    const speed = await suite.api().admin.inquiries.speedToContact.query({
      source: 'speedtest',
      from: '2025-06-01',
    })
    expect(speed.from).toBe('2025-06-01')
    expect(speed.total).toEqual({
      key: 'total',
      label: 'All',
      inquiries: 4,
      contacted: 3,
      medianHours: 3,
      withinDeadline: 2 / 4,
      // Inserted around the intake, these have no 5-minute or 1-hour marks (the backfill's to give): unjudged.
      within5m: null,
      within1h: null,
    })
    expect(speed.byOwner).toEqual([
      {
        key: suite.admin.uid,
        label: suite.admin.name,
        inquiries: 2,
        contacted: 2,
        medianHours: 2,
        withinDeadline: 1,
        within5m: null,
        within1h: null,
      },
      {
        key: '',
        label: 'Unassigned',
        inquiries: 2,
        contacted: 1,
        medianHours: 10,
        withinDeadline: 0,
        within5m: null,
        within1h: null,
      },
    ])
    expect(speed.byWeek.map((w) => [w.key, w.inquiries, w.contacted])).toEqual([
      ['2025-06-02', 3, 3],
      ['2025-06-09', 1, 0],
    ])
  })

  it('gives the shares contacted within 5 minutes and within an hour of office time, by owner and week', async () => {
    // India wall-clock times of March 2026; each lead stored by the intake, which marks it from its arrival.
    const ist = (wall: string) => new Date(`${wall}+05:30`)
    const lead = async (arrived: string, contacted: string | null) => {
      const created = ist(arrived)
      return suite.app.intake.store(
        inquiry({
          utm_source: 'speedminutes',
          created_at: created,
          first_contact_due_at: firstContactDeadline(created, 8),
          first_contacted_at: contacted === null ? null : ist(contacted),
        }),
        { alerts: false },
      )
    }
    const threeMinutes = await lead('2026-03-03T10:00', '2026-03-03T10:03')
    const halfAnHour = await lead('2026-03-03T11:00', '2026-03-03T11:30')
    // Wednesday's last hour, then Thursday's first: two office hours, within the 8-hour deadline.
    const twoHours = await lead('2026-03-04T17:00', '2026-03-05T10:00')
    // Saturday closes at 16:00: 2 minutes on Saturday and 3 on Monday make the 5 minutes.
    const saturday = await lead('2026-03-07T15:58', '2026-03-09T09:03')
    await lead('2026-03-09T12:00', null)
    await suite.db
      .updateTable('inquiries')
      .set({ owner_uid: suite.admin.uid })
      .where('id', 'in', [threeMinutes, halfAnHour])
      .execute()
    await suite.db
      .updateTable('inquiries')
      .set({ owner_uid: suite.otherAdmin.uid })
      .where('id', 'in', [twoHours, saturday])
      .execute()
    const marked = await suite.db
      .selectFrom('inquiries')
      .select(['contact_5m_due_at', 'contact_1h_due_at'])
      .where('id', '=', saturday)
      .executeTakeFirstOrThrow()
    expect(marked).toEqual({ contact_5m_due_at: ist('2026-03-09T09:03'), contact_1h_due_at: ist('2026-03-09T09:58') })

    const speed = await suite.api().admin.inquiries.speedToContact.query({ source: 'speedminutes', from: '2026-03-01' })
    const shares = (r: SpeedToContactRow) => [r.key, r.inquiries, r.within5m, r.within1h, r.withinDeadline]
    expect(shares(speed.total)).toEqual(['total', 5, 2 / 5, 3 / 5, 4 / 5])
    expect(speed.byOwner.map(shares)).toEqual([
      [suite.admin.uid, 2, 1 / 2, 1, 1],
      [suite.otherAdmin.uid, 2, 1 / 2, 1 / 2, 1],
      ['', 1, 0, 0, 0],
    ])
    expect(speed.byWeek.map(shares)).toEqual([
      ['2026-03-02', 4, 2 / 4, 3 / 4, 1],
      ['2026-03-09', 1, 0, 0, 0],
    ])
  })

  it('covers the last 12 weeks, from a Monday, when no start date is chosen', async () => {
    const speed = await suite.api().admin.inquiries.speedToContact.query({ source: 'speedtest' })
    expect(new Date(`${speed.from}T00:00:00Z`).getUTCDay()).toBe(1)
    const daysBack = (Date.now() - Date.parse(`${speed.from}T00:00:00+05:30`)) / (24 * HOUR)
    expect(daysBack).toBeGreaterThanOrEqual(77)
    expect(daysBack).toBeLessThan(84)
    // The seeded leads of June 2025 are older than that.
    expect(speed.total.inquiries).toBe(0)
  })
})

describe('admin.distribution', () => {
  it("sets and reads the caller's choice, and deals new inquiries in turn to the admins taking them", async () => {
    const nobody = await suite.api().admin.distribution.get.query()
    expect(nobody).toEqual({ takingLeads: false, takers: [] })
    const unowned = await postInformation('Before Anyone Takes')
    expect((await detail(unowned)).owner).toBeNull()

    const mine = await suite.api().admin.distribution.set.mutate({ takingLeads: true })
    expect(mine.takingLeads).toBe(true)
    const both = await suite.api(suite.otherAdmin.token).admin.distribution.set.mutate({ takingLeads: true })
    expect(both.takers.map((t) => t.uid).sort()).toEqual([suite.admin.uid, suite.otherAdmin.uid].sort())

    const ids = []
    for (let i = 0; i < 6; i++) ids.push(await postInformation(`Dealt Lead ${i}`))
    const details = await Promise.all(ids.map(async (id) => await detail(id)))
    const owners = details.map((d) => d.owner?.uid)
    expect(owners.filter((o) => o === suite.admin.uid)).toHaveLength(3)
    expect(owners.filter((o) => o === suite.otherAdmin.uid)).toHaveLength(3)
    // In turn: no admin gets two in a row.
    owners.slice(1).forEach((o, i) => expect(o).not.toBe(owners[i]))
    // The history says the rotation assigned it, with nobody as the actor.
    expect(details[0].events.map((e) => ({ action: e.action, to: e.to, actor: e.actor }))).toEqual([
      { action: 'owner', to: owners[0], actor: null },
    ])

    for (const token of [suite.admin.token, suite.otherAdmin.token]) {
      await suite.api(token).admin.distribution.set.mutate({ takingLeads: false })
    }
    expect((await detail(await postInformation('After Everyone Stopped'))).owner).toBeNull()
  })

  it('refuses a value that is not true or false, and non-admins', async () => {
    // Raw: a string where the type says boolean.
    refusedRaw(await suite.call('admin.distribution.set', 'mutation', { takingLeads: 'yes' }))
    expect((await refusal(suite.api(suite.member.token).admin.distribution.get.query())).status).toBe(403)
  })
})
