import { describe, expect, it } from 'vitest'
import type { InquiryPage } from '../../src/server/inquiries/admin-inquiry-list'
import { ADMIN_INQUIRY_MESSAGES, PERSON_OWNER_NOTE } from '../../src/shared/schemas/admin-inquiries'
import { adminSuite, inquiry, insertInquiries, walkList } from '../helpers/admin-trpc'
import { refusal } from '../helpers/trpc-client'
import { TEST_API_KEY } from '../helpers/app'
import { validInformation } from '../helpers/fixtures'

// One person across inquiries: a shared e-mail (any case) or Indian mobile (its last ten digits) links
// them, through the real intake (the batcher's statement), as the forms and the REST routes store them.
const suite = adminSuite('person')

const related = (id: number, token?: string) => suite.api(token).admin.inquiries.related.query({ id })
const detail = (id: number) => suite.api().admin.inquiries.byId.query({ id })
const store = (email: string, phone: string) => suite.app.intake.store(inquiry({ email, phone }))
const repeatOf = async (id: number) =>
  (await suite.db.selectFrom('inquiries').select('is_repeat').where('id', '=', id).executeTakeFirstOrThrow()).is_repeat

let pair = 0
/** A mobile (starting 9) no other test uses, as ten digits. */
function mobile(): string {
  pair += 1
  return `97${String(pair).padStart(8, '0')}`
}

describe('the same person', () => {
  const spaced = (m: string) => `${m.slice(0, 5)} ${m.slice(5)}`
  const cases: Array<{ name: string; a: (m: string) => [string, string]; b: (m: string) => [string, string] }> = [
    {
      name: 'the e-mail in another case, different phones',
      a: (m) => [`Ravi.Kumar.${m}@Example.com`, '+91 90000 11111'],
      b: (m) => [`ravi.kumar.${m}@example.COM`, '+91 90000 22222'],
    },
    {
      name: '+91 and spaces against a leading 0',
      a: (m) => [`a${m}@x.in`, `+91 ${spaced(m)}`],
      b: (m) => [`b${m}@x.in`, `0${m}`],
    },
    {
      name: 'ten digits against +91 with dashes',
      a: (m) => [`a${m}@x.in`, m],
      b: (m) => [`b${m}@x.in`, `+91-${m.slice(0, 5)}-${m.slice(5)}`],
    },
    {
      name: '0091 against brackets',
      a: (m) => [`a${m}@x.in`, `0091 ${spaced(m)}`],
      b: (m) => [`b${m}@x.in`, `(+91) ${spaced(m)}`],
    },
    {
      name: '91 without a plus against plain digits',
      a: (m) => [`a${m}@x.in`, `91${m}`],
      b: (m) => [`b${m}@x.in`, spaced(m)],
    },
  ]
  const apart: typeof cases = [
    {
      name: 'another domain',
      a: (m) => [`ravi${m}@example.com`, `+91 ${m}`],
      b: (m) => [`ravi${m}@example.co`, `8${m.slice(1)}`],
    },
    {
      name: 'a plus-address',
      a: (m) => [`ravi${m}@example.com`, m],
      b: (m) => [`ravi${m}+1@example.com`, `6${m.slice(1)}`],
    },
    {
      name: 'mobiles one digit apart',
      a: (m) => [`a${m}@x.in`, m],
      b: (m) => [`b${m}@x.in`, `${m.slice(0, 9)}${(Number(m[9]) + 1) % 10}`],
    },
    // Short numbers cannot be mobiles; a shared "12345 6789" must not join strangers.
    {
      name: 'the same nine-digit number',
      a: (m) => [`a${m}@x.in`, '12345 6789'],
      b: (m) => [`b${m}@x.in`, '123456789'],
    },
  ]

  it.each(cases)('matches $name', async ({ a, b }) => {
    const m = mobile()
    const first = await store(...a(m))
    const second = await store(...b(m))
    expect((await related(second)).items.map((i) => i.id)).toEqual([first])
    expect((await related(first)).items.map((i) => i.id)).toEqual([second])
    // The earlier inquiry becomes a repeat when the second arrives, not only the second.
    expect([await repeatOf(first), await repeatOf(second)]).toEqual([true, true])
    expect((await detail(second)).personInquiries).toBe(2)
  })

  it.each(apart)('does not match $name', async ({ a, b }) => {
    const m = mobile()
    const first = await store(...a(m))
    const second = await store(...b(m))
    expect((await related(second)).items).toEqual([])
    expect([await repeatOf(first), await repeatOf(second)]).toEqual([false, false])
    expect((await detail(second)).personInquiries).toBe(1)
  })

  it('links two inquiries of one person stored in the same statement', async () => {
    const m = mobile()
    const [a, b] = await Promise.all([store(`twice${m}@x.in`, m), store(`twice${m}@x.in`, `0${m}`)])
    expect([await repeatOf(a), await repeatOf(b)]).toEqual([true, true])
    expect((await related(a)).items.map((i) => i.id)).toEqual([b])
  })
})

describe('admin.inquiries.related', () => {
  it('lists the others newest first, with kind, status, date and owner, without the inquiry itself', async () => {
    const m = mobile()
    const [older, middle] = await insertInquiries(suite.db, [
      { email: `meena${m}@x.in`, phone: m, created_at: new Date('2020-02-01T05:00:00Z'), kind: 'contact' },
      {
        email: `other${m}@x.in`,
        phone: `+91 ${m}`,
        created_at: new Date('2020-03-01T05:00:00Z'),
        status: 'qualified',
        owner_uid: suite.otherAdmin.uid,
      },
    ])
    const newest = await store(`MEENA${m}@x.in`, '+91 90000 33333')
    const items = (await related(newest)).items
    // The newest shares only the e-mail with the oldest; the middle one shares only the phone with the
    // oldest: one step from the newest, it is not listed there.
    expect(items.map((i) => i.id)).toEqual([older])
    const all = await related(older)
    expect(all.items.map((i) => [i.id, i.kind, i.status, i.ownerUid])).toEqual([
      [newest, 'information', 'new', null],
      [middle, 'information', 'qualified', suite.otherAdmin.uid],
    ])
    expect(all.items[1].owner?.name).toBe('Vikram Admin')
    expect(all.items[1].createdAt).toBe('2020-03-01T05:00:00.000Z')
    expect(all.total).toBe(2)
  })

  it('answers 404 for an inquiry that does not exist, 400 for an id that is not one, 403 for a member', async () => {
    const missing = await refusal(related(2_000_000_000))
    expect(missing.status).toBe(404)
    expect(missing.message).toBe(ADMIN_INQUIRY_MESSAGES.notFound)
    // Raw: an id that is not a number, which the typed client would not let a caller write.
    expect((await suite.call('admin.inquiries.related', 'query', { id: 'x' })).status).toBe(400)
    const [id] = await insertInquiries(suite.db, [{}])
    expect((await refusal(related(id, suite.member.token))).status).toBe(403)
  })
})

describe('the repeat filter', () => {
  it('selects the repeats alike in the list, the counts, the charts and the export', async () => {
    const post = async (email: string, phone: string) => {
      const res = await suite.app.inject({
        method: 'POST',
        url: '/webservice/api/inquiries/information',
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
        payload: { ...validInformation, email, phone, program: 'repeat-filter-program' },
      })
      expect(res.statusCode, res.body).toBe(201)
      return (res.json() as { id: number }).id
    }
    const m = mobile()
    const n = mobile()
    const a = await post(`filter${m}@x.in`, m)
    const lone = await post(`lone${n}@x.in`, n)
    const b = await post(`FILTER${m}@x.in`, `+91 ${n.slice(0, 2)}111 11111`)
    const filters = { program: 'repeat-filter-program', repeat: true as const }
    const rows = (await walkList(suite, filters)).flatMap((p: InquiryPage) => p.rows)
    expect(rows.map((r) => r.id).sort()).toEqual([a, b].sort())
    expect(rows.every((r) => r.personInquiries === 2)).toBe(true)
    expect(rows.map((r) => r.id)).not.toContain(lone)
    const counts = await suite.api().admin.inquiries.counts.query(filters)
    expect(counts.total).toBe(2)
    const charts = await suite.api().admin.inquiries.charts.query({ ...filters, by: 'kind' })
    expect(charts.total).toBe(2)
    const everyone = await suite.api().admin.inquiries.counts.query({ program: 'repeat-filter-program' })
    expect(everyone.total).toBe(3)
  })

  it('refuses anything but true', async () => {
    // Raw: `repeat` is typed as true only.
    const answer = await suite.call('admin.inquiries.list', 'query', { repeat: false })
    expect(answer.status).toBe(400)
    expect(answer.body.error?.message).toContain(ADMIN_INQUIRY_MESSAGES.repeat)
  })
})

describe('owners stick to people', () => {
  it("gives a person's new inquiry to their owner, ahead of the rotation, and says so in the history", async () => {
    for (const token of [suite.admin.token, suite.otherAdmin.token]) {
      await suite.api(token).admin.distribution.set.mutate({ takingLeads: true })
    }
    try {
      const m = mobile()
      const first = await store(`sticky${m}@x.in`, m)
      const dealt = (await detail(first)).owner?.uid
      expect([suite.admin.uid, suite.otherAdmin.uid]).toContain(dealt)
      // Whoever the rotation would deal next, each of the person's inquiries goes to their owner.
      const again = []
      for (let i = 0; i < 3; i++) again.push(await store(`someone.else.${i}.${m}@x.in`, `0${m}`))
      for (const id of again) {
        const d = await detail(id)
        expect(d.owner?.uid).toBe(dealt)
        const assigned = d.events.find((e) => e.action === 'owner')
        expect(assigned).toMatchObject({ actor: null, to: dealt, note: PERSON_OWNER_NOTE })
      }
      // A stranger in between is still dealt in turn, and says nothing of a person.
      const strangers = [await store(`s1${m}@x.in`, mobile()), await store(`s2${m}@x.in`, mobile())]
      const owners = await Promise.all(strangers.map(async (id) => (await detail(id)).owner?.uid))
      expect(new Set(owners).size).toBe(2)
      for (const id of strangers) expect((await detail(id)).events.find((e) => e.action === 'owner')?.note).toBeNull()
    } finally {
      for (const token of [suite.admin.token, suite.otherAdmin.token]) {
        await suite.api(token).admin.distribution.set.mutate({ takingLeads: false })
      }
    }
  })

  it("leaves the rotation (or nobody) to choose when the person's owner is no longer an admin", async () => {
    await suite.db
      .insertInto('users')
      .values({
        uid: 'former-admin-person',
        email: 'former@admins.example',
        display_name: null,
        photo_url: null,
        phone_number: '',
        role: null,
      })
      .execute()
    const m = mobile()
    await insertInquiries(suite.db, [{ email: `former${m}@x.in`, phone: m, owner_uid: 'former-admin-person' }])
    const id = await store(`former${m}@x.in`, m)
    expect((await detail(id)).owner).toBeNull()
  })
})
