import { beforeAll, describe, expect, it } from 'vitest'
import { TRPCClientError } from '@trpc/client'
import type { AppRouter } from '../../src/server/trpc/app-router'
import { ACCESS_MESSAGES } from '../../src/shared/access-messages'
import { adminSuite, insertInquiries, listen, streamClient, trpc } from '../helpers/admin-trpc'
import { apiClient, refusal, type Api } from '../helpers/trpc-client'

const suite = adminSuite('auth')
let id: number
let base: string

beforeAll(async () => {
  ;[id] = await insertInquiries(suite.db, [{ full_name: 'Guarded Lead' }])
  base = await listen(suite.app)
})

/** Every procedure of admin.inquiries and the admin's preferences, with an input an admin gets 200 for. */
const calls = (): Array<[string, (client: Api) => Promise<unknown>]> => [
  ['admin.inquiries.list', (c) => c.admin.inquiries.list.query({ q: 'guarded', sort: 'name-asc', size: 50 })],
  ['admin.inquiries.counts', (c) => c.admin.inquiries.counts.query({ status: 'new' })],
  ['admin.inquiries.charts', (c) => c.admin.inquiries.charts.query({ by: 'source' })],
  ['admin.inquiries.arrivals', (c) => c.admin.inquiries.arrivals.query({ afterId: 0 })],
  ['admin.inquiries.byId', (c) => c.admin.inquiries.byId.query({ id })],
  ['admin.inquiries.open', (c) => c.admin.inquiries.open.mutate({ id })],
  ['admin.inquiries.setStatus', (c) => c.admin.inquiries.setStatus.mutate({ id, status: 'contacted' })],
  ['admin.inquiries.assign', (c) => c.admin.inquiries.assign.mutate({ id, ownerUid: null })],
  ['admin.inquiries.addNote', (c) => c.admin.inquiries.addNote.mutate({ id, body: 'Called back.' })],
  [
    'admin.inquiries.bulkUpdate',
    (c) => c.admin.inquiries.bulkUpdate.mutate({ ids: [id], change: { status: 'qualified' } }),
  ],
  ['admin.users.preferences', (c) => c.admin.users.preferences.query()],
  ['admin.users.savePreferences', (c) => c.admin.users.savePreferences.mutate({ hiddenInquiryColumns: ['phone'] })],
]

describe('authorisation of the back office procedures', () => {
  it('answers 401 without a token or with a bad one, and changes nothing', async () => {
    for (const [path, call] of calls()) {
      for (const token of [undefined, 'garbage', 'a.b.c']) {
        const res = await refusal(call(apiClient(suite.app, token)))
        expect([res.status, res.message], `${path} ${token}`).toEqual([401, ACCESS_MESSAGES.signInRequired.description])
      }
    }
    const row = await suite.db.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'new', opened_at: null })
  })

  it('answers 403 to a signed-in non-admin, and changes nothing', async () => {
    for (const [path, call] of calls()) {
      const res = await refusal(call(suite.api(suite.member.token)))
      expect([res.status, res.message], path).toEqual([403, ACCESS_MESSAGES.notAdmin.description])
    }
    const events = await suite.db.selectFrom('inquiry_events').selectAll().execute()
    expect(events).toEqual([])
    const member = await suite.db
      .selectFrom('users')
      .select('preferences')
      .where('uid', '=', suite.member.uid)
      .execute()
    expect(member).toEqual([{ preferences: {} }])
  })

  it('lets an admin through to every one of them', async () => {
    for (const [path, call] of calls()) {
      await call(suite.api(suite.admin.token)).catch((error: unknown) => expect.fail(`${path}: ${String(error)}`))
    }
  })
})

describe('authorisation of the streamed export', () => {
  it('answers 401 and 403 over a plain GET, as the other procedures do', async () => {
    // Raw: a plain GET on a streamed procedure, which the typed client sends only through httpBatchStreamLink.
    const get = (token?: string) => trpc(suite.app, 'admin.inquiries.export', 'query', { token, input: {} })
    expect((await get()).status).toBe(401)
    expect((await get('garbage')).status).toBe(401)
    expect((await get(suite.member.token)).status).toBe(403)
    // An admin is let through, but a stream needs httpBatchStreamLink: a plain GET is refused for that.
    expect((await get(suite.admin.token)).status).toBe(415)
  })

  it('reports 401 and 403 to the streaming client, and streams to an admin', async () => {
    const statusOf = async (token?: string) => {
      try {
        let rows = 0
        for await (const chunk of await streamClient(base, token).admin.inquiries.export.query({})) rows += chunk.rows
        return { rows }
      } catch (e) {
        expect(e).toBeInstanceOf(TRPCClientError)
        return { httpStatus: (e as TRPCClientError<AppRouter>).data?.httpStatus }
      }
    }
    expect(await statusOf()).toEqual({ httpStatus: 401 })
    expect(await statusOf(suite.member.token)).toEqual({ httpStatus: 403 })
    expect(await statusOf(suite.admin.token)).toEqual({ rows: 1 })
  })
})
