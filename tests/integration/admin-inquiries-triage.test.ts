import { describe, expect, it } from 'vitest'
import type { InquiryEvent } from '../../src/server/inquiries/admin-inquiry-detail'
import { INQUIRY_STATUSES } from '../../src/shared/inquiry-options'
import { ADMIN_INQUIRY_MESSAGES } from '../../src/shared/schemas/admin-inquiries'
import { adminSuite, insertInquiries, type Person } from '../helpers/admin-trpc'
import { refusal, type Api } from '../helpers/trpc-client'

const suite = adminSuite('triage')

const inquiries = (token?: string) => suite.api(token).admin.inquiries
const detail = (id: number) => inquiries().byId.query({ id })
const actorOf = (p: Person) => ({ uid: p.uid, email: p.email, name: p.name })
const events = async (id: number) => (await detail(id)).events
const brief = (e: InquiryEvent) => ({ action: e.action, from: e.from, to: e.to, actor: e.actor })

describe('admin.inquiries.byId', () => {
  it('returns every field, the course details, the attribution and the applicant account', async () => {
    const { member } = suite
    const [id] = await insertInquiries(suite.db, [
      {
        kind: 'enrollment',
        full_name: 'Rohan Mehta',
        email: 'rohan.mehta@example.in',
        phone: '9824012345',
        program: 'cloud',
        education: 'graduate',
        message: 'I would like to join the weekend batch.',
        course_level: 'Intermediate',
        course_duration: '6 months',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'diwali-2026',
        referrer: 'https://www.google.com/',
        landing_page: '/courses?utm_source=google',
        user_id: member.uid,
        created_at: new Date('2026-03-01T10:00:00Z'),
      },
    ])
    const d = await detail(id)
    const user = await suite.db.selectFrom('users').selectAll().where('uid', '=', member.uid).executeTakeFirstOrThrow()
    expect(d).toMatchObject({
      id,
      kind: 'enrollment',
      status: 'new',
      fullName: 'Rohan Mehta',
      email: 'rohan.mehta@example.in',
      phone: '9824012345',
      program: 'cloud',
      channel: 'site',
      education: 'graduate',
      message: 'I would like to join the weekend batch.',
      inquiryType: null,
      courseDetails: { level: 'Intermediate', duration: '6 months' },
      attribution: {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'diwali-2026',
        referrer: 'https://www.google.com/',
        landingPage: '/courses?utm_source=google',
      },
      source: null,
      utmSource: 'google',
      owner: null,
      createdAt: '2026-03-01T10:00:00.000Z',
      openedAt: null,
      userId: member.uid,
      user: {
        uid: member.uid,
        email: member.email,
        displayName: member.name,
        photoUrl: null,
        createdAt: user.created_at.toISOString(),
      },
      events: [],
    })
    expect(Date.parse(d.updatedAt)).not.toBeNaN()
  })

  it('keeps the user id but no account for an applicant who never synced', async () => {
    const [id] = await insertInquiries(suite.db, [{ kind: 'enrollment', user_id: 'uid-never-synced' }])
    expect(await detail(id)).toMatchObject({ userId: 'uid-never-synced', user: null })
  })

  it('answers NOT_FOUND for an id that does not exist, to every procedure on one inquiry', async () => {
    const missing = 2_000_000_000
    const calls: Array<[string, (c: Api['admin']['inquiries']) => Promise<unknown>]> = [
      ['byId', (c) => c.byId.query({ id: missing })],
      ['open', (c) => c.open.mutate({ id: missing })],
      ['setStatus', (c) => c.setStatus.mutate({ id: missing, status: 'contacted' })],
      ['assign', (c) => c.assign.mutate({ id: missing, ownerUid: null })],
      ['addNote', (c) => c.addNote.mutate({ id: missing, body: 'Called twice.' })],
    ]
    for (const [path, call] of calls) {
      const res = await refusal(call(inquiries()))
      expect(res.status, path).toBe(404)
      expect(res.message, path).toBe(ADMIN_INQUIRY_MESSAGES.notFound)
    }
  })
})

describe('triage of one inquiry', () => {
  it('open marks the inquiry read once, records one "opened" event, and later openings change nothing', async () => {
    const { admin, otherAdmin } = suite
    const [id] = await insertInquiries(suite.db, [{}])
    const before = Date.now()
    const first = await inquiries().open.mutate({ id })
    expect(Date.parse(first.openedAt!)).toBeGreaterThanOrEqual(before - 5_000)
    const again = await inquiries(otherAdmin.token).open.mutate({ id })
    expect(again.openedAt).toBe(first.openedAt)
    expect(again.events.map(brief)).toEqual([{ action: 'opened', from: null, to: null, actor: actorOf(admin) }])
  })

  it('setStatus moves through every status, each change recorded with who, from and to', async () => {
    const { admin, otherAdmin } = suite
    const [id] = await insertInquiries(suite.db, [{}])
    const path = [...INQUIRY_STATUSES.slice(1), 'new' as const]
    let from: string = 'new'
    for (const [i, status] of path.entries()) {
      const by = i % 2 === 0 ? admin : otherAdmin
      const d = await inquiries(by.token).setStatus.mutate({ id, status })
      expect(d.status).toBe(status)
      expect(brief(d.events.at(-1)!)).toEqual({ action: 'status', from, to: status, actor: actorOf(by) })
      from = status
    }
    const history = await events(id)
    expect(history.map((e) => e.to)).toEqual(path)
    // Event times are in order and the ids of the history are unique.
    expect(history.map((e) => e.at)).toEqual([...history.map((e) => e.at)].sort())
    // The row now reads 'new' again, and counts as read: a status change means someone looked at it.
    const row = await suite.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.status).toBe('new')
    expect(row.opened_at).not.toBeNull()
  })

  it('setStatus to the status it already has records nothing', async () => {
    const [id] = await insertInquiries(suite.db, [{ status: 'qualified' }])
    expect((await inquiries().setStatus.mutate({ id, status: 'qualified' })).events).toEqual([])
  })

  it('refuses an unknown status', async () => {
    const [id] = await insertInquiries(suite.db, [{}])
    // Raw: a status outside the list, which the typed client would not let a caller write.
    expect((await suite.call('admin.inquiries.setStatus', 'mutation', { id, status: 'archived' })).status).toBe(400)
    expect(await events(id)).toEqual([])
  })

  it('assign hands the inquiry to an admin, then to nobody, recording both with the people named', async () => {
    const { admin, otherAdmin } = suite
    const [id] = await insertInquiries(suite.db, [{}])
    const assigned = await inquiries().assign.mutate({ id, ownerUid: otherAdmin.uid })
    expect(assigned.owner).toEqual(actorOf(otherAdmin))
    const released = await inquiries(otherAdmin.token).assign.mutate({ id, ownerUid: null })
    expect(released.owner).toBeNull()
    expect(released.events.map((e) => ({ ...brief(e), fromOwner: e.fromOwner, toOwner: e.toOwner }))).toEqual([
      {
        action: 'owner',
        from: null,
        to: otherAdmin.uid,
        actor: actorOf(admin),
        fromOwner: null,
        toOwner: actorOf(otherAdmin),
      },
      {
        action: 'owner',
        from: otherAdmin.uid,
        to: null,
        actor: actorOf(otherAdmin),
        fromOwner: actorOf(otherAdmin),
        toOwner: null,
      },
    ])
  })

  it('refuses an owner who is not an admin, or unknown, with 400 and changes nothing', async () => {
    const { member } = suite
    const [id] = await insertInquiries(suite.db, [{}])
    const answers = await Promise.all(
      [member.uid, 'uid-nobody-knows'].map((ownerUid) => refusal(inquiries().assign.mutate({ id, ownerUid }))),
    )
    expect(answers.map((res) => [res.status, res.message])).toEqual([
      [400, ADMIN_INQUIRY_MESSAGES.ownerNotAdmin],
      [400, ADMIN_INQUIRY_MESSAGES.ownerNotAdmin],
    ])
    expect(await detail(id)).toMatchObject({ owner: null, events: [] })
  })

  it('addNote keeps the text with its author and time; an empty note is refused', async () => {
    const { otherAdmin } = suite
    const [id] = await insertInquiries(suite.db, [{}])
    const text = 'Called at 11:00 — wants the weekend batch, "call back" on Monday.\nPrefers Hindi.'
    const d = await inquiries(otherAdmin.token).addNote.mutate({ id, body: `  ${text}  ` })
    expect(brief(d.events.at(-1)!)).toEqual({ action: 'note', from: null, to: text, actor: actorOf(otherAdmin) })
    for (const body of ['', '   ']) {
      const res = await refusal(inquiries().addNote.mutate({ id, body }))
      expect(res.status).toBe(400)
      expect(res.fieldErrors?.body).toBe(ADMIN_INQUIRY_MESSAGES.note)
    }
    expect((await refusal(inquiries().addNote.mutate({ id, body: 'x'.repeat(2001) }))).status).toBe(400)
    expect((await events(id)).length).toBe(1)
  })
})

describe('admin.inquiries.bulkUpdate', () => {
  it('changes the status of several inquiries, one event per row that changed', async () => {
    const { admin } = suite
    const ids = await insertInquiries(suite.db, [{ status: 'new' }, { status: 'contacted' }, { status: 'new' }])
    const res = await inquiries().bulkUpdate.mutate({
      ids: [...ids, ids[0], 2_000_000_000],
      change: { status: 'contacted' },
    })
    expect(res).toEqual({ updated: 2 })
    const after = await Promise.all(ids.map((id) => detail(id)))
    expect(after.map((d) => d.status)).toEqual(['contacted', 'contacted', 'contacted'])
    expect(after.map((d) => d.events.map(brief))).toEqual([
      [{ action: 'status', from: 'new', to: 'contacted', actor: actorOf(admin) }],
      [],
      [{ action: 'status', from: 'new', to: 'contacted', actor: actorOf(admin) }],
    ])
  })

  it('assigns several inquiries to an admin and back to nobody', async () => {
    const { otherAdmin } = suite
    const ids = await insertInquiries(suite.db, [{}, { owner_uid: otherAdmin.uid }, {}])
    const bulk = (ownerUid: string | null) => inquiries().bulkUpdate.mutate({ ids, change: { ownerUid } })
    expect(await bulk(otherAdmin.uid)).toEqual({ updated: 2 })
    expect(await bulk(null)).toEqual({ updated: 3 })
    const owners = await Promise.all(ids.map(async (id) => (await events(id)).map((e) => `${e.from}>${e.to}`)))
    expect(owners).toEqual([
      [`null>${otherAdmin.uid}`, `${otherAdmin.uid}>null`],
      [`${otherAdmin.uid}>null`],
      [`null>${otherAdmin.uid}`, `${otherAdmin.uid}>null`],
    ])
  })

  it('refuses a non-admin owner with 400, changing nothing', async () => {
    const ids = await insertInquiries(suite.db, [{}, {}])
    const refused = await refusal(inquiries().bulkUpdate.mutate({ ids, change: { ownerUid: suite.member.uid } }))
    expect([refused.status, refused.message]).toEqual([400, ADMIN_INQUIRY_MESSAGES.ownerNotAdmin])
    const stored = await suite.db.selectFrom('inquiries').select('owner_uid').where('id', 'in', ids).execute()
    expect(stored).toEqual([{ owner_uid: null }, { owner_uid: null }])
  })

  it('refuses an empty or oversized selection', async () => {
    for (const ids of [[], Array.from({ length: 501 }, (_, i) => i + 1)]) {
      const res = await refusal(inquiries().bulkUpdate.mutate({ ids, change: { status: 'spam' } }))
      expect(res.status).toBe(400)
      expect(res.fieldErrors?.ids).toBe(ADMIN_INQUIRY_MESSAGES.bulk)
    }
    const spam = await suite.db.selectFrom('inquiries').select('id').where('status', '=', 'spam').execute()
    expect(spam).toEqual([])
  })
})

describe('admin.inquiries.arrivals', () => {
  it('counts the inquiries after an id and names the newest', async () => {
    const ids = await insertInquiries(suite.db, [{}, {}, {}])
    const arrivals = (afterId: number) => inquiries().arrivals.query({ afterId })
    expect(await arrivals(ids[0])).toEqual({ count: 2, latestId: ids[2] })
    expect(await arrivals(ids[2])).toEqual({ count: 0, latestId: ids[2] })
    const all = await suite.db
      .selectFrom('inquiries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow()
    expect(await arrivals(0)).toEqual({ count: Number(all.n), latestId: ids[2] })
  })
})
