import { Kysely, PostgresDialect, sql } from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { mkdirSync } from 'node:fs'
import type { Database } from './schema'

export interface DatabaseHandle {
  db: Kysely<Database>
  driver: 'pg' | 'pglite'
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite is used. */
  url?: string
  /** PGlite's folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string
}

// pg hands int8 and numeric back as strings (count(*) is int8); PGlite hands numbers. Normalise here,
// once, so every query returns the same types on both drivers. Our ids and counts fit in a double.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (v: string) => Number(v)
    return pg.types.getTypeParser(oid, format)
  },
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 16,
      // Fail fast while the database is away, so callers get a prompt 503 instead of a hang.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      types: pgTypes,
    })
    // A client losing its connection emits 'error' (on the pool when idle, on the client when checked
    // out); unheard, that event crashes the process. The failing query reports the loss to its caller,
    // which answers 503, and the next checkout opens a fresh connection.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return handle(db, 'pg')
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  const dir = options.dataDir ?? 'memory://'
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir, { extensions: { pg_trgm } })
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) })
  return handle(db, 'pglite')
}

function handle(db: Kysely<Database>, driver: 'pg' | 'pglite'): DatabaseHandle {
  return {
    db,
    driver,
    async ping(timeoutMs = 1_000) {
      let timer: NodeJS.Timeout | undefined
      try {
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), timeoutMs)
        })
        await Promise.race([sql`select 1`.execute(db), timeout])
        return true
      } catch {
        return false
      } finally {
        clearTimeout(timer)
      }
    },
    close: () => db.destroy(),
  }
}
