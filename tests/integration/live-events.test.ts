import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTRPCClient, httpSubscriptionLink, TRPCClientError } from '@trpc/client'
import { EventSource } from 'eventsource'
import { sql } from 'kysely'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'
import { listen, PROJECT, signInPerson, type Person } from '../helpers/admin-trpc'
import { apiClient } from '../helpers/trpc-client'
import { validInformation } from '../helpers/fixtures'
import { startTcpProxy } from '../helpers/tcp-proxy'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database'
import type { AppRouter } from '../../src/server/trpc/app-router'
import type { LiveEvent } from '../../src/shared/schemas/live'

const OWNER = 'owner.live@admins.example'

/** A stream as the back office opens it: a ticket made with the ID token, sent beside the URL. */
function subscribe(base: string, token: string, lastEventId?: string) {
  const received: LiveEvent[] = []
  const errors: unknown[] = []
  const client = createTRPCClient<AppRouter>({
    links: [
      httpSubscriptionLink({
        url: `${base}/trpc`,
        EventSource,
        connectionParams: async () => ({ ticket: (await apiClient(appA, token).admin.live.ticket.mutate()).ticket }),
      }),
    ],
  })
  let started!: () => void
  const ready = new Promise<void>((resolve) => (started = resolve))
  const sub = client.admin.live.events.subscribe(lastEventId ? { lastEventId } : undefined, {
    onStarted: () => started(),
    onData: (e) => received.push(e.data),
    onError: (err) => errors.push(err),
  })
  return { received, errors, ready, stop: () => sub.unsubscribe() }
}

async function until(check: () => boolean, ms = 5_000) {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for live events')
    await new Promise((r) => setTimeout(r, 25))
  }
}

const post = (app: FastifyInstance, fullName: string) =>
  app.inject({
    method: 'POST',
    url: '/webservice/api/inquiries/information',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: { ...validInformation, fullName, email: `${fullName.toLowerCase().replace(/\W+/g, '.')}@leads.example` },
  })

let tdb: TestDatabase
let second: DatabaseHandle | undefined
let appA: FastifyInstance
let appB: FastifyInstance
let baseA: string
let baseB: string
let owner: Person
let counsellor: Person

beforeAll(async () => {
  tdb = await createTestDatabase()
  const env = {
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'),
    ADMIN_EMAILS: OWNER,
  }
  appA = await testApp(env, tdb.handle)
  // Two instances on one PostgreSQL database; embedded PGlite has one process, so there both are one.
  second = tdb.url ? await openDatabase({ url: tdb.url }) : undefined
  appB = second ? await testApp(env, second) : appA
  baseA = await listen(appA)
  baseB = appB === appA ? baseA : await listen(appB)
  owner = await signInPerson(appA, OWNER, 'Olivia Owner')
  counsellor = await signInPerson(appA, 'chitra.live@team.example', 'Chitra Counsellor')
  await apiClient(appA, owner.token).admin.users.setRole.mutate({ email: counsellor.email, role: 'counsellor' })
})
afterAll(async () => {
  await appA?.close()
  if (appB !== appA) await appB?.close()
  await second?.close()
  await tdb?.dispose()
})

describe('admin.live.events', () => {
  it('brings an inquiry stored through one instance to a subscriber on each, once, with the lead for the toast', async () => {
    const onA = subscribe(baseA, owner.token)
    const onB = subscribe(baseB, owner.token)
    await Promise.all([onA.ready, onB.ready])
    expect((await post(appB, 'Ravi Live')).statusCode).toBe(201)
    await until(() => onA.received.length >= 1 && onB.received.length >= 1)
    await new Promise((r) => setTimeout(r, 300))
    for (const stream of [onA, onB]) {
      expect(stream.received).toHaveLength(1)
      expect(stream.received[0]).toMatchObject({ type: 'inquiry.created', lead: { name: 'Ravi Live' } })
    }
    onA.stop()
    onB.stop()
  })

  it('sends a reconnecting subscriber what it missed since its last event, and only that', async () => {
    const first = subscribe(baseA, owner.token)
    await first.ready
    await post(appA, 'Before Drop')
    await until(() => first.received.length === 1)
    const lastSeen = first.received[0].id
    first.stop()
    await post(appB, 'Missed One')
    await post(appA, 'Missed Two')
    const again = subscribe(baseB, owner.token, lastSeen)
    await until(() => again.received.length >= 2)
    await new Promise((r) => setTimeout(r, 300))
    expect(again.received.map((e) => e.lead?.name)).toEqual(['Missed One', 'Missed Two'])
    again.stop()
  })

  it('gives a stream that heard nothing yet an id, so a dropped connection resumes without losing what came meanwhile', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(baseA).port) })
    const { ticket, position } = await apiClient(appA, owner.token).admin.live.ticket.mutate()
    expect(position).toMatch(/^\d+$/)
    const params = encodeURIComponent(JSON.stringify({ ticket }))
    // The browser's own EventSource, as the link opens it: on a dropped connection it reconnects by itself
    // and sends the last id it was given as Last-Event-ID.
    const source = new EventSource(`http://127.0.0.1:${proxy.port}/trpc/admin.live.events?connectionParams=${params}`)
    const names: string[] = []
    let connections = 0
    source.addEventListener('connected', () => (connections += 1))
    source.addEventListener('message', (e) => names.push((JSON.parse(e.data) as LiveEvent).lead?.name ?? ''))
    try {
      await until(() => connections === 1)
      await proxy.cut()
      await post(appB, 'While Away')
      await proxy.restore()
      await until(() => names.includes('While Away'), 10_000)
      expect(connections).toBe(2)
      expect(names.filter((n) => n === 'While Away')).toHaveLength(1)
    } finally {
      source.close()
      await proxy.close()
    }
  })

  it("tells a counsellor of unassigned leads and of one leaving them, never of a colleague's", async () => {
    const stream = subscribe(baseA, counsellor.token)
    await stream.ready
    const created = await post(appA, 'Pool Lead')
    const id = (created.json() as { id: number }).id
    await until(() => stream.received.length === 1)
    expect(stream.received[0]).toMatchObject({ type: 'inquiry.created', inquiryId: id, lead: { name: 'Pool Lead' } })

    const api = apiClient(appB, owner.token)
    await api.admin.inquiries.assign.mutate({ id, ownerUid: owner.uid })
    await until(() => stream.received.length === 2)
    expect(stream.received[1]).toMatchObject({ type: 'inquiry.changed', inquiryId: id, ownerUid: owner.uid })

    // Now the owner's: their changes to it are not the counsellor's to hear.
    await api.admin.inquiries.setStatus.mutate({ id, status: 'contacted' })
    await api.admin.inquiries.addNote.mutate({ id, body: 'Asked about fees.' })
    await new Promise((r) => setTimeout(r, 500))
    expect(stream.received).toHaveLength(2)
    expect(JSON.stringify(stream.received)).not.toContain('fees')
    stream.stop()
  })

  it('ends its streams as an instance stops, each writing the access-log entry of the leads it named', async () => {
    const stopping = await testApp(
      { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_AUTH_EMULATOR_HOST: inject('authEmulatorHost'), ADMIN_EMAILS: OWNER },
      tdb.handle,
    )
    const stream = subscribe(await listen(stopping), owner.token)
    await stream.ready
    const id = ((await post(stopping, 'Named Before Stop')).json() as { id: number }).id
    await until(() => stream.received.some((e) => e.inquiryId === id))
    const started = Date.now()
    await stopping.close()
    expect(Date.now() - started).toBeLessThan(5_000)
    stream.stop()
    const entries = await tdb.handle.db
      .selectFrom('access_log')
      .select(['actor_uid', 'action', 'inquiry_ids', 'detail'])
      .where('actor_uid', '=', owner.uid)
      .where(sql<boolean>`detail->>'view' = 'live'`)
      .execute()
    expect(entries.some((e) => e.inquiry_ids.includes(id))).toBe(true)
  })

  it('refuses a stream without a valid ticket, and a ticket to anyone off the team', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpSubscriptionLink({ url: `${baseA}/trpc`, EventSource, connectionParams: { ticket: 'forged.1.x' } })],
    })
    const error = await new Promise<unknown>((resolve) => {
      const sub = client.admin.live.events.subscribe(undefined, {
        onError: (err) => {
          sub.unsubscribe()
          resolve(err)
        },
      })
    })
    expect(error).toBeInstanceOf(TRPCClientError)
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('UNAUTHORIZED')

    const outsider = await signInPerson(appA, 'oscar.live@outside.example', 'Oscar Outside')
    const refused = await apiClient(appA, outsider.token)
      .admin.live.ticket.mutate()
      .catch((err: TRPCClientError<AppRouter>) => err.data?.httpStatus)
    expect(refused).toBe(403)
  })
})
