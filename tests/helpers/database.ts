import pg from 'pg'
import { afterAll, beforeAll } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { randomBytes } from 'node:crypto'
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database'
import { migrateToLatest } from '../../src/server/db/migrator'

export interface TestDatabase {
  handle: DatabaseHandle
  /** Connection string of this test's own database; undefined for embedded PGlite. */
  url?: string
  kind: 'TEST_DATABASE_URL' | 'container' | 'pglite'
  dispose(): Promise<void>
}

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL's server when set,
 * else a PostgreSQL container when a container runtime answers, else embedded PGlite in memory.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL || (await containerUrl())
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' })
    await migrateToLatest(handle.db)
    return { handle, kind: 'pglite', dispose: () => handle.close() }
  }
  const name = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString() })
  await migrateToLatest(handle.db)
  return {
    handle,
    url: url.toString(),
    kind: process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL' : 'container',
    async dispose() {
      await handle.close()
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

let container: Promise<string | undefined> | undefined

/** One PostgreSQL container per test process; without a container runtime this fails in milliseconds. */
function containerUrl(): Promise<string | undefined> {
  container ??= (async () => {
    try {
      const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
      const started = await new PostgreSqlContainer('postgres:17-alpine').start()
      return started.getConnectionUri()
    } catch {
      return undefined
    }
  })()
  return container
}

/**
 * For a describe block: a database of its own, and the apps its tests start on it (pushed to `apps`),
 * all closed after the block.
 */
export function databaseForApps(): { tdb: TestDatabase; apps: FastifyInstance[] } {
  const own = { tdb: undefined as unknown as TestDatabase, apps: [] as FastifyInstance[] }
  beforeAll(async () => {
    own.tdb = await createTestDatabase()
  })
  afterAll(async () => {
    await Promise.all(own.apps.map((a) => a.close()))
    await own.tdb.dispose()
  })
  return own
}
