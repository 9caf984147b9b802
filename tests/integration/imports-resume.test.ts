import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { databaseForApps } from '../helpers/database'
import { testApp } from '../helpers/app'
import { once } from '../helpers/imports'
import { openDatabase } from '../../src/server/db/database'
import type { Member } from '../../src/server/auth/identity'
import { startImport } from '../../src/server/imports/import-store'
import { receiveUpload } from '../../src/server/imports/import-file-store'
import { claimImport } from '../../src/server/imports/import-claim'
import { sweepImportFiles } from '../../src/server/imports/import-sweep'
import { IMPORT_MESSAGES } from '../../src/shared/schemas/imports'
import type { ImportsPluginOptions } from '../../src/server/plugins/imports'

// An import goes on after its app stops mid-way, on another app, without storing a row twice; two apps on
// one database never work on the same import.

const own = databaseForApps()

const importer: Member = {
  uid: 'importer-resume',
  email: 'importer.resume@admins.example',
  emailVerified: true,
  name: 'Importer',
  picture: null,
  phoneNumber: null,
  role: 'owner',
}

function file(rows: number, tag: string): Buffer {
  const lines = ['Name,E-mail,Mobile,Course']
  for (let i = 0; i < rows; i++) {
    lines.push(`Resume Person ${i},${tag}${i}@example.in,97${String(i).padStart(8, '0')},Cloud`)
  }
  return Buffer.from(lines.join('\n'))
}

async function app(imports: ImportsPluginOptions) {
  const a = await testApp({}, own.tdb.handle, { imports })
  own.apps.push(a)
  return a
}

async function state(id: number) {
  return own.tdb.handle.db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
}

async function until(id: number, done: (r: Awaited<ReturnType<typeof state>>) => boolean) {
  for (let i = 0; i < 1200; i++) {
    const r = await state(id)
    if (done(r)) return r
    await new Promise((res) => setTimeout(res, 25))
  }
  throw new Error('import never got there')
}

const START = {
  duplicates: 'add' as const,
  source: 'Old spreadsheet',
  consent: { basis: 'consent' as const, notice: 'Enquiry form notice 2025' },
}

describe('an import across restarts and instances', () => {
  it('is claimed by one of two instances claiming at once', async () => {
    const db = own.tdb.handle.db
    await db
      .insertInto('users')
      .values({ uid: importer.uid, email: importer.email, phone_number: '', role: 'owner' })
      .execute()
    const id = await receiveUpload(db, importer, 'claims.csv', once(file(3, 'claims')))
    const other = await openDatabase({ url: own.tdb.url! })
    try {
      const [a, b] = await Promise.all([claimImport(db, 60_000), claimImport(other.db, 60_000)])
      expect([a, b].filter(Boolean)).toHaveLength(1)
      expect(await claimImport(other.db, 60_000)).toBeNull()
    } finally {
      await other.close()
    }
    await db.updateTable('imports').set({ state: 'cancelled', lease_until: null }).where('id', '=', id).execute()
  })

  it('goes on after its app stops mid-import, on a new app, storing each row once', async () => {
    const db = own.tdb.handle.db
    const first = await app({ pollMs: 20, pace: { batchRows: 25, pauseShare: 3 } })
    const id = await receiveUpload(db, importer, 'resume.csv', once(file(300, 'resume')))
    first.imports.nudge()
    const ready = await until(id, (r) => r.state === 'ready')
    await startImport(db, { id, mapping: ready.mapping, ...START })
    first.imports.nudge()
    await until(id, (r) => r.created >= 50)
    await first.close()
    const stopped = await state(id)
    expect(stopped.state).toBe('importing')
    expect(stopped.created).toBeLessThan(300)
    const rowsThen = await db
      .selectFrom('inquiries')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(rowsThen.n).toBe(stopped.created)

    const second = await app({ pollMs: 20, pace: { batchRows: 100, pauseShare: 0 } })
    second.imports.nudge()
    const done = await until(id, (r) => r.state === 'done')
    expect(done.created).toBe(300)
    const stored = await db
      .selectFrom('inquiries')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`count(distinct email)::int`.as('people')])
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ n: 300, people: 300 })
  })

  it('is imported once by two apps working at once', async () => {
    const db = own.tdb.handle.db
    const id = await receiveUpload(db, importer, 'twice.csv', once(file(400, 'twice')))

    const apps = [
      await app({ pollMs: 10, pace: { batchRows: 40, pauseShare: 0 } }),
      await app({ pollMs: 10, pace: { batchRows: 40, pauseShare: 0 } }),
    ]
    const ready = await until(id, (r) => r.state === 'ready')
    await startImport(db, { id, mapping: ready.mapping, ...START })
    for (const a of apps) a.imports.nudge()
    const done = await until(id, (r) => r.state === 'done')
    expect(done.created).toBe(400)
    const stored = await db
      .selectFrom('inquiries')
      .select([sql<number>`count(*)::int`.as('n'), sql<number>`count(distinct email)::int`.as('people')])
      .where('import_id', '=', id)
      .executeTakeFirstOrThrow()
    expect(stored).toEqual({ n: 400, people: 400 })
  })
})

describe('files no import will read again', () => {
  it('are let go: a file never started within a week (cancelled, saying why), a failed or cut-off one after an hour', async () => {
    const db = own.tdb.handle.db
    const upload = async (tag: string, age: string, set: { state: 'ready' | 'failed' }) => {
      const id = await receiveUpload(db, importer, `${tag}.csv`, once(file(3, `sweep-${tag}-`)))
      await sql`update imports set state = ${set.state}, created_at = now() - ${age}::interval where id = ${id}`.execute(
        db,
      )
      return id
    }
    const stale = await upload('stale', '8 days', { state: 'ready' })
    const recent = await upload('recent', '1 day', { state: 'ready' })
    const cut = await upload('cut', '2 hours', { state: 'failed' })
    // Read as failed from its first byte until its last arrives: a file still coming in.
    const arriving = await upload('arriving', '5 minutes', { state: 'failed' })
    await db
      .insertInto('import_rows')
      .values({ import_id: stale, line: 2, email_key: 'stale@example.in', phone_key: null, data: '{}' })
      .execute()

    expect(await sweepImportFiles(db)).toEqual({ expired: 1, released: 2 })

    const files = async (id: number) =>
      Number(
        (
          await db
            .selectFrom('import_chunks')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('import_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect([await files(stale), await files(cut), await files(recent), await files(arriving)]).toEqual([0, 0, 1, 1])
    const rows = await db.selectFrom('import_rows').select('line').where('import_id', '=', stale).execute()
    expect(rows).toEqual([])
    expect(await state(stale)).toMatchObject({ state: 'cancelled', failure: IMPORT_MESSAGES.expired })
    expect((await state(recent)).state).toBe('ready')
    // A second look finds nothing more to do.
    expect(await sweepImportFiles(db)).toEqual({ expired: 0, released: 0 })
  })
})
