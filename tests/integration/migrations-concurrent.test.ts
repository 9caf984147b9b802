import { afterAll, describe, expect, it } from 'vitest'
import pg from 'pg'
import { randomBytes } from 'node:crypto'
import { createTestDatabase } from '../helpers/database'
import { openDatabase } from '../../src/server/db/database'
import { migrateToLatest, migrations } from '../../src/server/db/migrator'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

// Several instances share one PostgreSQL server and each migrates as it starts; embedded PGlite belongs
// to a single process (its folder is locked), so this needs a server.
describe.runIf(tdb.url)('two instances starting at once', () => {
  it('both migrate a fresh database: every migration is applied exactly once and both start', async () => {
    const server = new URL(tdb.url!)
    const name = `test_mig_${randomBytes(5).toString('hex')}`
    const admin = new pg.Client({ connectionString: server.toString() })
    await admin.connect()
    await admin.query(`create database ${name}`)
    server.pathname = `/${name}`
    const [a, b] = await Promise.all([
      openDatabase({ url: server.toString() }),
      openDatabase({ url: server.toString() }),
    ])
    try {
      const results = await Promise.all([migrateToLatest(a.db), migrateToLatest(b.db)])
      const applied = results.flatMap((r) =>
        (r.results ?? []).filter((m) => m.status === 'Success').map((m) => m.migrationName),
      )
      expect(applied.sort()).toEqual(Object.keys(migrations).sort())

      const check = new pg.Client({ connectionString: server.toString() })
      await check.connect()
      const { rows } = await check.query<{ name: string }>('select name from kysely_migration order by name')
      const { rows: tables } = await check.query<{ n: number }>(
        "select count(*)::int as n from information_schema.tables where table_name in ('inquiries', 'users', 'inquiry_events', 'admin_audit')",
      )
      await check.end()
      expect(rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort())
      expect(tables[0].n).toBe(4)
    } finally {
      await a.close()
      await b.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})
