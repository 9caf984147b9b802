import { describe, expect, it } from 'vitest'
import { ADMIN_INQUIRY_MESSAGES, type InquiryFiltersInput } from '../../src/shared/schemas/admin-inquiries'
import { MAX_VIEWS_PER_ADMIN, VIEW_MESSAGES, type SaveViewInput } from '../../src/shared/schemas/saved-views'
import { adminSuite, insertInquiries, signInPerson, type TrpcAnswer } from '../helpers/admin-trpc'
import { refusal, type Api } from '../helpers/trpc-client'

// Saved views of the inquiry table against a real database: who sees and changes which view, the rules of
// a name, filters the table would refuse, and each admin's own default and tab order.
const suite = adminSuite('views')

let serial = 0
/** A name no other test of this file uses, so each test reads only its own views. */
const unique = (name: string) => `${name} ${++serial}`

const view = (overrides: Partial<SaveViewInput> = {}): SaveViewInput => ({
  name: unique('Enrolment, unassigned'),
  filters: { kind: 'enrollment', owner: 'none' },
  sort: 'newest',
  columns: ['received', 'name', 'kind', 'status', 'owner'],
  shared: false,
  ...overrides,
})

const save = (input: Parameters<Api['admin']['views']['save']['mutate']>[0], token?: string) =>
  suite.api(token).admin.views.save.mutate(input)
/** For input outside the procedure's type, which only a raw call can send. */
const saveRaw = (input: unknown, token?: string) => suite.call('admin.views.save', 'mutation', input, token)
const list = (token?: string) => suite.api(token).admin.views.list.query()
const remove = (id: number, token?: string) => suite.api(token).admin.views.remove.mutate({ id })
const setDefault = (id: number | null, token?: string) => suite.api(token).admin.views.setDefault.mutate({ id })
const reorder = (ids: number[], token?: string) => suite.api(token).admin.views.reorder.mutate({ ids })

const ids = async (token?: string) => (await list(token)).views.map((v) => v.id)

async function refused(call: Promise<unknown>, status = 400) {
  const answer = await refusal(call)
  expect(answer.status, JSON.stringify(answer)).toBe(status)
  return answer
}

function refusedRaw(answer: TrpcAnswer<unknown>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400)
  return { message: answer.body.error!.message, fieldErrors: answer.body.error!.data?.fieldErrors }
}

async function viewCount(): Promise<number> {
  const { count } = await suite.db
    .selectFrom('saved_views')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(count)
}

describe('admin.views.save and list', () => {
  it('creates a view of the caller, as given, and lists it first among those it has not ordered', async () => {
    const input = view({ filters: { kind: 'enrollment', owner: 'none', from: '2026-11-23', repeat: true } })
    const created = await save(input)
    expect(created).toMatchObject({
      name: input.name,
      filters: input.filters,
      sort: 'newest',
      columns: input.columns,
      shared: false,
      mine: true,
      isDefault: false,
      owner: { uid: suite.admin.uid, email: suite.admin.email, name: suite.admin.name },
    })
    expect((await list()).views.find((v) => v.id === created.id)).toEqual(created)
  })

  it('keeps a search holding half of a surrogate pair, with U+FFFD in its place (the database refuses it in JSON)', async () => {
    const created = await save(view({ name: `Half ${unique('pair')}\ud800`, filters: { q: 'Priya \udc00' } }))
    expect(created.filters.q).toBe('Priya \ufffd')
    expect(created.name.endsWith('\ufffd')).toBe(true)
  })

  it('trims the name', async () => {
    const name = unique('Trimmed')
    expect((await save(view({ name: `  ${name}  ` }))).name).toBe(name)
  })

  it('lets the creator change every part of their view', async () => {
    const created = await save(view())
    const name = unique('Qualified web leads')
    const changed = await save({
      id: created.id,
      name,
      filters: { status: 'qualified', program: 'web' },
      sort: 'name-asc',
      columns: ['name', 'email', 'phone'],
      shared: true,
    })
    expect(changed).toMatchObject({
      id: created.id,
      name,
      filters: { status: 'qualified', program: 'web' },
      sort: 'name-asc',
      columns: ['name', 'email', 'phone'],
      shared: true,
      mine: true,
    })
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt))
  })

  it('answers 404 for a view that does not exist', async () => {
    const answer = await refused(save({ ...view(), id: 2_000_000_000 }), 404)
    expect(answer.message).toBe(VIEW_MESSAGES.notFound)
  })
})

describe('who sees and changes a view', () => {
  it('keeps a personal view from every other admin', async () => {
    const personal = await save(view())
    const other = suite.otherAdmin.token
    expect(await ids(other)).not.toContain(personal.id)
    expect((await refused(save({ ...view(), id: personal.id }, other), 404)).message).toBe(VIEW_MESSAGES.notFound)
    expect((await refused(remove(personal.id, other), 404)).message).toBe(VIEW_MESSAGES.notFound)
    expect((await refused(setDefault(personal.id, other), 404)).message).toBe(VIEW_MESSAGES.notFound)
    // Ordering it is no way to learn of it either: it is left out of the other admin's order.
    await reorder([personal.id], other)
    expect(await ids(other)).not.toContain(personal.id)
    expect((await list()).views.find((v) => v.id === personal.id)?.name).toBe(personal.name)
  })

  it('shows a shared view to every admin, changed only by its creator', async () => {
    const shared = await save(view({ shared: true }))
    const other = suite.otherAdmin.token
    const seen = (await list(other)).views.find((v) => v.id === shared.id)
    expect(seen).toMatchObject({ name: shared.name, mine: false, shared: true, owner: { uid: suite.admin.uid } })

    const answer = await refused(save({ ...view({ name: unique('Taken over') }), id: shared.id }, other), 403)
    expect(answer.message).toBe(VIEW_MESSAGES.notYours)
    expect((await list(other)).views.find((v) => v.id === shared.id)).toEqual(seen)

    // Unshared by its creator, it is theirs alone again.
    await save({ ...view({ name: shared.name, shared: false }), id: shared.id })
    expect(await ids(other)).not.toContain(shared.id)
  })

  it('lets any admin remove a shared view, for every admin', async () => {
    const shared = await save(view({ shared: true }))
    const after = await remove(shared.id, suite.otherAdmin.token)
    expect(after.views.map((v) => v.id)).not.toContain(shared.id)
    expect(await ids()).not.toContain(shared.id)
    expect((await refused(remove(shared.id), 404)).message).toBe(VIEW_MESSAGES.notFound)
  })

  it('lets the creator remove their personal view', async () => {
    const personal = await save(view())
    await remove(personal.id)
    expect(await ids()).not.toContain(personal.id)
  })

  it('lets a shared view of "Mine" show each admin their own leads', async () => {
    const source = `views-mine-${Date.now()}`
    await insertInquiries(suite.db, [
      { full_name: 'Asha Lead', utm_source: source, owner_uid: suite.admin.uid },
      { full_name: 'Vikram Lead', utm_source: source, owner_uid: suite.otherAdmin.uid },
    ])
    const mine = await save(view({ filters: { owner: 'me', source }, shared: true }))
    const theirs = (await list(suite.otherAdmin.token)).views.find((v) => v.id === mine.id)!
    const rows = (token: string) =>
      suite
        .api(token)
        .admin.inquiries.list.query({ ...theirs.filters, sort: theirs.sort })
        .then((page) => page.rows.map((r) => r.fullName))
    expect(await rows(suite.otherAdmin.token)).toEqual(['Vikram Lead'])
    expect(await rows(suite.admin.token)).toEqual(['Asha Lead'])
  })
})

describe('the name of a view', () => {
  it('is required and at most 80 characters', async () => {
    const before = await viewCount()
    for (const name of ['', '   ']) {
      expect((await refused(save(view({ name })))).fieldErrors).toEqual({ name: VIEW_MESSAGES.name })
    }
    // Raw: a view without a name, which the typed client would not let a caller write.
    expect(refusedRaw(await saveRaw({ ...view(), name: undefined })).fieldErrors).toEqual({
      name: VIEW_MESSAGES.name,
    })
    expect((await refused(save(view({ name: 'x'.repeat(81) })))).fieldErrors).toEqual({
      name: VIEW_MESSAGES.nameTooLong,
    })
    expect(await viewCount()).toBe(before)
    expect((await save(view({ name: `${serial++}`.padEnd(80, 'x') }))).name).toHaveLength(80)
  })

  it("is the creator's own whatever its case, and another admin may use it", async () => {
    const name = unique('This week')
    const first = await save(view({ name }))
    const before = await viewCount()
    const answer = await refused(save(view({ name: name.toUpperCase() })))
    expect(answer.message).toBe(VIEW_MESSAGES.nameTaken)
    expect(answer.code).toBe('BAD_REQUEST')
    expect(await viewCount()).toBe(before)

    // Renaming another view to it is refused too, and leaves that view as it was.
    const second = await save(view())
    expect((await refused(save({ ...view({ name: ` ${name.toLowerCase()} ` }), id: second.id }))).message).toBe(
      VIEW_MESSAGES.nameTaken,
    )
    expect((await list()).views.find((v) => v.id === second.id)?.name).toBe(second.name)
    // Saving a view under its own name, in another case, is no clash.
    expect((await save({ ...view({ name: name.toLowerCase() }), id: first.id })).name).toBe(name.toLowerCase())

    const theirs = await save(view({ name, shared: true }), suite.otherAdmin.token)
    expect(theirs).toMatchObject({ name, mine: true, owner: { uid: suite.otherAdmin.uid } })
    const both = (await list()).views.filter((v) => v.name.toLowerCase() === name.toLowerCase())
    expect(both.map((v) => v.mine).sort()).toEqual([false, true])
  })
})

describe('what a view holds', () => {
  it('refuses filters, sorts and columns the table would refuse, with a message, storing nothing', async () => {
    const before = await viewCount()
    const bad: Array<[string, Partial<Record<keyof SaveViewInput, unknown>>]> = [
      ['filters.kind', { filters: { kind: 'fax' } }],
      ['filters.from', { filters: { from: '2026-13-45' } }],
      ['filters.to', { filters: { from: '2026-02-01', to: '2026-01-01' } }],
      ['filters.q', { filters: { q: 'ab' } }],
      ['filters.repeat', { filters: { repeat: false } }],
      ['filters', { filters: 'kind=enrollment' }],
      ['sort', { sort: 'sideways' }],
      ['columns', { columns: [] }],
      ['columns', { columns: ['name', 'name'] }],
      ['columns.0', { columns: ['salary'] }],
      ['shared', { shared: 'yes' }],
    ]
    // Raw: most of these are values outside the input's type.
    for (const [path, change] of bad) {
      const error = refusedRaw(await saveRaw({ ...view(), ...change }))
      expect(Object.keys(error.fieldErrors ?? {}), path).toEqual([path])
      expect(error.message, path).not.toBe('')
    }
    const inverted = await refused(save(view({ filters: { from: '2026-02-01', to: '2026-01-01' } })))
    expect(inverted.fieldErrors).toEqual({ 'filters.to': ADMIN_INQUIRY_MESSAGES.dateRange })
    expect(await viewCount()).toBe(before)
  })

  it('keeps every filter the table takes', async () => {
    const filters: InquiryFiltersInput = {
      kind: 'contact',
      status: 'new',
      program: 'web',
      owner: 'none',
      channel: 'site',
      source: 'google',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'priya',
      followUp: 'overdue',
      firstContact: 'late',
      repeat: true,
    }
    const created = await save(view({ filters }))
    expect((await list()).views.find((v) => v.id === created.id)?.filters).toEqual(filters)
  })

  it(`allows ${MAX_VIEWS_PER_ADMIN} views per admin`, async () => {
    const busy = await signInPerson(suite.app, 'neha.views@admins.example', 'Neha Admin')
    await suite.db.updateTable('users').set({ role: 'owner' }).where('uid', '=', busy.uid).execute()
    await suite.db
      .insertInto('saved_views')
      .values(
        Array.from({ length: MAX_VIEWS_PER_ADMIN - 1 }, (_, i) => ({
          owner_uid: busy.uid,
          name: `View ${i}`,
          filters: '{}',
          sort: 'newest' as const,
          columns: '["name"]',
        })),
      )
      .execute()
    await save(view(), busy.token)
    const before = await viewCount()
    expect((await refused(save(view(), busy.token))).message).toBe(VIEW_MESSAGES.tooMany)
    expect(await viewCount()).toBe(before)
    // Another admin's views do not count against this one's.
    await save(view())
  })
})

describe("each admin's default view and tab order", () => {
  it('keeps a default per admin, and falls back to none when the view goes', async () => {
    const shared = await save(view({ shared: true }))
    const personal = await save(view())
    const afterSet = await setDefault(personal.id)
    expect(afterSet.defaultId).toBe(personal.id)
    expect(afterSet.views.filter((v) => v.isDefault).map((v) => v.id)).toEqual([personal.id])
    expect((await list(suite.otherAdmin.token)).defaultId).not.toBe(personal.id)

    await setDefault(shared.id, suite.otherAdmin.token)
    expect((await list(suite.otherAdmin.token)).defaultId).toBe(shared.id)
    expect((await list()).defaultId).toBe(personal.id)

    // The view removed (by anyone), the default is none.
    await remove(personal.id)
    expect((await list()).defaultId).toBeNull()
    // Unshared by its creator, it is no longer another admin's default.
    await save({ ...view({ name: shared.name, shared: false }), id: shared.id })
    expect((await list(suite.otherAdmin.token)).defaultId).toBeNull()

    const again = await save(view())
    await setDefault(again.id)
    const cleared = await setDefault(null)
    expect(cleared.defaultId).toBeNull()
    expect(cleared.views.some((v) => v.isDefault)).toBe(false)
  })

  it('keeps the order of the tabs per admin; views not placed follow, oldest first', async () => {
    const a = await save(view({ shared: true }))
    const b = await save(view({ shared: true }))
    const c = await save(view())
    const placed = await reorder([c.id, a.id, c.id, 2_000_000_000])
    const mineNow = placed.views.map((v) => v.id)
    expect(mineNow.slice(0, 2)).toEqual([c.id, a.id])
    expect(mineNow.indexOf(b.id)).toBeGreaterThan(1)

    // The other admin's tabs keep their own order: the shared two, oldest first.
    const theirs = (await ids(suite.otherAdmin.token)).filter((id) => id === a.id || id === b.id)
    expect(theirs).toEqual([a.id, b.id])
    await reorder([b.id, a.id], suite.otherAdmin.token)
    expect((await ids(suite.otherAdmin.token)).slice(0, 2)).toEqual([b.id, a.id])
    expect((await ids()).slice(0, 2)).toEqual([c.id, a.id])
  })

  it('lives beside the other preferences without either overwriting the other', async () => {
    const v = await save(view())
    await setDefault(v.id)
    await suite.api().admin.users.savePreferences.mutate({ hiddenInquiryColumns: ['phone'] })
    expect((await list()).defaultId).toBe(v.id)
    // The preferences form cannot write the views' key: the schema strips it.
    // Raw: the key is not in the preferences' type; a caller sending it anyway must not reach the views.
    expect(
      (await suite.call('admin.users.savePreferences', 'mutation', { savedViews: { defaultId: null } })).status,
    ).toBe(200)
    expect((await list()).defaultId).toBe(v.id)
    const prefs = await suite.api().admin.users.preferences.query()
    expect(prefs.hiddenInquiryColumns).toEqual(['phone'])
  })
})

describe('admin.views access', () => {
  const calls: Array<[string, (client: Api) => Promise<unknown>]> = [
    ['admin.views.list', (c) => c.admin.views.list.query()],
    ['admin.views.save', (c) => c.admin.views.save.mutate(view())],
    ['admin.views.remove', (c) => c.admin.views.remove.mutate({ id: 1 })],
    ['admin.views.setDefault', (c) => c.admin.views.setDefault.mutate({ id: null })],
    ['admin.views.reorder', (c) => c.admin.views.reorder.mutate({ ids: [1] })],
  ]

  it.each(calls)('%s is for admins only', async (_path, call) => {
    const before = await viewCount()
    expect((await refusal(call(suite.api(suite.member.token)))).status).toBe(403)
    // No token at all: signed out.
    expect((await refusal(call(suite.api('')))).status).toBe(401)
    expect(await viewCount()).toBe(before)
  })
})
