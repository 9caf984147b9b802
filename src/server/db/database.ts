import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type PostgresQueryResult,
} from 'kysely'
import { PGliteDialect } from 'kysely-pglite-dialect'
import pg from 'pg'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Database } from './schema'
import { isConnectionError } from './errors'
import { preparedName } from './prepared'
import { listenOnPostgres, type Unlisten } from './notifications'

export interface DatabaseHandle {
  db: Kysely<Database>
  driver: 'pg' | 'pglite'
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (from any instance, at the sender's commit), and after a
   * lost connection comes back. Embedded PGlite has one process, and hears its own.
   */
  listen(channel: string, onNotify: () => void, onError: (err: unknown) => void): Promise<Unlisten>
  close(): Promise<void>
}

export interface DatabaseTimeouts {
  /** The server cancels a statement running longer than this. */
  statementMs: number
  /** The client gives up on an answer that has not arrived after this: a database that stopped answering. */
  queryMs: number
}

/**
 * For a server answering requests: nobody waits longer for a page or a form. The admin CSV export reads
 * 5,000-row batches and the back office's counts take well under a second on a million inquiries, so
 * 10 s only cuts off what is stuck. The client-side limit is longer, so that a slow statement is
 * cancelled by the server (the connection stays usable) before the client abandons the connection.
 */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = { statementMs: 10_000, queryMs: 12_000 }

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it, embedded PGlite is used. */
  url?: string
  /** PGlite's folder; 'memory://' keeps it in memory (tests). */
  dataDir?: string
  /**
   * Limits on each query (PostgreSQL only). None by default: migrations, seeding and index builds may
   * rightly run for minutes. A server answering requests passes REQUEST_TIMEOUTS.
   */
  timeouts?: DatabaseTimeouts
  /** Told of connection errors the pool recovers from by itself (a dropped idle connection). */
  onError?: (err: Error) => void
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
    const onError = options.onError ?? (() => {})
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 16,
      // Fail fast while the database is away, so callers get a prompt 503 instead of a hang.
      connectionTimeoutMillis: 2_000,
      idleTimeoutMillis: 30_000,
      // A database host that vanished without closing its connections (a crash, a network partition)
      // is noticed by the operating system's keep-alive probes instead of after hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.timeouts && {
        statement_timeout: options.timeouts.statementMs,
        query_timeout: options.timeouts.queryMs,
      }),
      types: pgTypes,
    })
    // A client losing its connection emits 'error' (on the pool when idle, on the client when checked
    // out); unheard, that event crashes the process. It goes to onError (the server logs it); a failing
    // query also reports the loss to its caller, which answers 503; the next checkout opens a fresh
    // connection.
    pool.on('error', onError)
    pool.on('connect', (client) => client.on('error', onError))
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: discardingBrokenClients(pool) }) })
    const url = options.url
    const listen = async (channel: string, onNotify: () => void, onError: (err: unknown) => void) =>
      listenOnPostgres(url, channel, onNotify, onError)
    return handle(db, 'pg', () => db.destroy(), listen)
  }
  const [{ PGlite }, { pg_trgm }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
  ])
  const dir = options.dataDir ?? 'memory://'
  if (dir.startsWith('memory://')) {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } })
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) })
    return handle(db, 'pglite', () => db.destroy(), pgliteListen(client))
  }
  mkdirSync(dir, { recursive: true })
  const unlock = lockFolder(dir)
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } })
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) })
    return handle(db, 'pglite', () => db.destroy().finally(unlock), pgliteListen(client))
  } catch (err) {
    unlock()
    throw err
  }
}

/**
 * Kysely releases a client without saying whether its query failed, so pg-pool would hand a client
 * whose query timed out to the next caller, still waiting for that answer. Any failure the server did
 * not report itself (a timeout, a lost connection) discards the client; a server-reported error (a
 * constraint, a cancelled statement) leaves the connection in a known state and keeps it.
 */
function discardingBrokenClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => new DiscardableClient(await pool.connect()),
    end: () => pool.end(),
  }
}

class DiscardableClient implements PostgresPoolClient {
  #broken: Error | undefined

  constructor(private readonly client: pg.PoolClient) {}

  query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>
  query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>
  query<R>(
    sql: string | PostgresCursor<R>,
    parameters: ReadonlyArray<unknown> = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    // Kysely passes a cursor only when the dialect is given a cursor class; ours is not.
    if (typeof sql !== 'string') throw new Error('cursors are not configured on this pool')
    const name = preparedName(sql)
    const values = [...parameters]
    return (name ? this.client.query({ name, text: sql, values }) : this.client.query(sql, values)).then(
      (result) => result as PostgresQueryResult<R>,
      (err: unknown) => {
        // A server-reported error leaves the connection usable, unless it ended the connection (57P01...).
        if (!(err instanceof pg.DatabaseError) || isConnectionError(err)) {
          this.#broken = err instanceof Error ? err : new Error(String(err))
        }
        throw err
      },
    )
  }

  release() {
    this.client.release(this.#broken)
  }
}

const LOCK_FILE = 'skillforge.lock'
/** Folders this process has open: a lock naming our own pid is ours only if it is in here. */
const lockedHere = new Set<string>()

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The new file's descriptor, or undefined when the file exists already (O_EXCL). */
function createExclusive(path: string): number | undefined {
  try {
    return openSync(path, 'wx')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return undefined
    throw err
  }
}

function readLockHolder(path: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
    return pid > 0 ? pid : undefined
  } catch {
    return undefined
  }
}

/**
 * Two processes on one PGlite folder (`npm run db:migrate` while `npm start` runs) each believe they
 * own it and corrupt it. The lock file holds the owner's pid; a lock whose process is gone was left by
 * a crash and is taken over. Returns the release.
 */
function lockFolder(dir: string): () => void {
  // Absolute, so that ./data and data are one folder to `lockedHere`.
  const path = join(resolve(dir), LOCK_FILE)
  for (let attempt = 0; attempt < 2; attempt++) {
    const fd = createExclusive(path)
    if (fd !== undefined) {
      try {
        writeSync(fd, String(process.pid))
      } finally {
        closeSync(fd)
      }
      lockedHere.add(path)
      return () => {
        lockedHere.delete(path)
        // Only our own lock: had it been removed by hand, the file may now be another process's.
        if (readLockHolder(path) === process.pid) rmSync(path, { force: true })
      }
    }
    const holder = readLockHolder(path)
    // A lock naming our pid that this process did not take was left by an earlier process that had
    // the same pid (a container restarted).
    const held = holder === process.pid ? lockedHere.has(path) : holder !== undefined && processIsAlive(holder)
    if (held) {
      throw new Error(
        `The database folder ${dir} is in use by process ${holder}${holder === process.pid ? ' (this one)' : ''}. ` +
          `Stop that process first (two processes on one folder corrupt it), or remove ${path} if it is not running.`,
      )
    }
    rmSync(path, { force: true })
  }
  throw new Error(`Could not lock the database folder ${dir}: another process keeps taking ${path}.`)
}

type Listen = DatabaseHandle['listen']

function pgliteListen(client: {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>
}): Listen {
  return async (channel, onNotify) => {
    const stop = await client.listen(channel, () => onNotify())
    return () => stop()
  }
}

function handle(
  db: Kysely<Database>,
  driver: 'pg' | 'pglite',
  close: () => Promise<void>,
  listen: Listen,
): DatabaseHandle {
  return {
    db,
    driver,
    listen,
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
    close,
  }
}
