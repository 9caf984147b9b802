import { afterAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { createTestDatabase } from '../helpers/database'
import { testApp, TEST_API_KEY } from '../helpers/app'
import { validInformation } from '../helpers/fixtures'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

// Two instances of the site share one PostgreSQL server, each storing inquiries in its own batches; the
// rotation of admins taking leads must still deal them fairly. Embedded PGlite belongs to one process.
describe.runIf(tdb.url)('round-robin across two instances', () => {
  it('gives every inquiry exactly one owner, and no taker more than one more than another', async () => {
    await tdb.handle.db
      .insertInto('users')
      .values(
        ['taker-1', 'taker-2', 'taker-3'].map((uid) => ({
          uid,
          email: `${uid}@admissions.example`,
          phone_number: '',
          role: 'owner',
          taking_leads: true,
        })),
      )
      .execute()
    // Not taking leads, or not an admin (any more): never dealt one.
    await tdb.handle.db
      .insertInto('users')
      .values([
        { uid: 'resting', email: 'resting@admissions.example', phone_number: '', role: 'owner' },
        { uid: 'former', email: 'former@admissions.example', phone_number: '', role: null, taking_leads: true },
      ])
      .execute()

    const handles: DatabaseHandle[] = []
    const apps: FastifyInstance[] = []
    try {
      for (let i = 0; i < 2; i++) {
        handles.push(await openDatabase({ url: tdb.url! }))
        apps.push(await testApp({}, handles[i]))
      }
      const post = (app: FastifyInstance, n: number) =>
        app.inject({
          method: 'POST',
          url: '/webservice/api/inquiries/information',
          headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
          // 121 people: a person who wrote before would go to their owner instead of the rotation.
          payload: {
            ...validInformation,
            fullName: `Rotation Lead ${n}`,
            email: `rotation.${n}@example.in`,
            phone: `+91 95${String(n).padStart(8, '0')}`,
          },
        })
      // 121 at once, alternating between the instances, so both batch concurrently.
      const answers = await Promise.all(Array.from({ length: 121 }, (_, n) => post(apps[n % 2], n)))
      expect(answers.every((a) => a.statusCode === 201)).toBe(true)

      const db = tdb.handle.db
      const rows = await db.selectFrom('inquiries').select(['id', 'owner_uid']).execute()
      expect(rows).toHaveLength(121)
      const counts = new Map<string | null, number>()
      for (const r of rows) counts.set(r.owner_uid, (counts.get(r.owner_uid) ?? 0) + 1)
      expect([...counts.keys()].sort()).toEqual(['taker-1', 'taker-2', 'taker-3'])
      const shares = [...counts.values()]
      expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1)

      // One assignment in each inquiry's history, naming its owner.
      const events = await db.selectFrom('inquiry_events').select(['inquiry_id', 'action', 'to_value']).execute()
      expect(events).toHaveLength(121)
      const ownerOf = new Map(rows.map((r) => [r.id, r.owner_uid]))
      expect(events.every((e) => e.action === 'owner' && e.to_value === ownerOf.get(e.inquiry_id))).toBe(true)
    } finally {
      await Promise.all(apps.map((a) => a.close()))
      await Promise.all(handles.map((h) => h.close()))
    }
  })
})
