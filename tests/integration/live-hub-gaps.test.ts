import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import pino from 'pino'
import { createTestDatabase } from '../helpers/database'
import { LiveHub } from '../../src/server/live/live-hub'
import { LIVE_CHANNEL } from '../../src/server/live/live-store'

// Event ids are taken at insert and show at commit: on PostgreSQL, transactions of other connections
// (other instances) commit them in any order. Embedded PGlite has one connection, one transaction at a time.
const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

describe.runIf(tdb.url)('the live hub when ids commit out of order', () => {
  let hub: LiveHub
  let slow: pg.Client
  let fast: pg.Client
  const heard: string[] = []

  beforeAll(async () => {
    hub = new LiveHub(tdb.handle.db, pino({ level: 'silent' }))
    await hub.start(tdb.handle)
    hub.subscribe((events) => heard.push(...events.map((e) => String(e.id))))
    slow = new pg.Client({ connectionString: tdb.url })
    fast = new pg.Client({ connectionString: tdb.url })
    await Promise.all([slow.connect(), fast.connect()])
  })
  afterAll(async () => {
    await hub.stop()
    await Promise.all([slow.end(), fast.end()])
  })

  // As the intake does: a row of its own first, then the event, announced at commit.
  async function beginWithEvent(client: pg.Client): Promise<string> {
    await client.query('begin')
    await client.query(`insert into settings (name, value) values ('gap-' || gen_random_uuid(), '') `)
    const { rows } = await client.query(
      `insert into live_events (type, inquiry_id) values ('inquiry.created', 1) returning id::text`,
    )
    await client.query(`select pg_notify($1, '')`, [LIVE_CHANNEL])
    return rows[0].id
  }
  const settle = (ms: number) => new Promise((r) => setTimeout(r, ms))
  async function until(check: () => boolean) {
    const end = Date.now() + 5_000
    while (!check() && Date.now() < end) await settle(20)
  }

  it('holds a later event until the earlier id commits, then hands both on in id order, each once', async () => {
    heard.length = 0
    const first = await beginWithEvent(slow)
    const second = await beginWithEvent(fast)
    await fast.query('commit')
    await settle(500)
    expect(heard).toEqual([])
    await slow.query('commit')
    await until(() => heard.length >= 2)
    await settle(300)
    expect(heard).toEqual([first, second])
  })

  it('passes over the id of an insert that rolled back, which sends no notice', async () => {
    heard.length = 0
    await beginWithEvent(slow)
    const second = await beginWithEvent(fast)
    await fast.query('commit')
    await settle(300)
    await slow.query('rollback')
    await until(() => heard.length >= 1)
    await settle(300)
    expect(heard).toEqual([second])
  })
})
