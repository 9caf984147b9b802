// What the benchmarks that start the built server share: a scratch database, the server in production
// mode, waiting for it and stopping it.
import pg from 'pg'
import { fork, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from 'node:fs'
import { constants, tmpdir } from 'node:os'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname

/** The built server under test; BENCH_DIST_DIR (or DIST_DIR) measures another build than the project's dist/. */
export const DIST = process.env.BENCH_DIST_DIR || process.env.DIST_DIR || `${root}dist`

/** A REST key the server accepts in production (32 characters at least). */
export const BENCH_API_KEY = 'bench-key-0123456789abcdefghijklmnop'

const DATABASE_SERVER =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

async function onDatabaseServer(statement) {
  const client = new pg.Client({ connectionString: DATABASE_SERVER })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * A fresh PostgreSQL database on BENCH_DATABASE_URL's server (else TEST_DATABASE_URL's, else the local
 * one): production refuses the embedded database. `drop()` removes it.
 */
export async function scratchDatabase(prefix) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`
  await onDatabaseServer(`create database ${name}`)
  const url = new URL(DATABASE_SERVER)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onDatabaseServer(`drop database if exists ${name} with (force)`) }
}

/** Applies the built server's migrations to `databaseUrl`, as `npm run db:migrate` does. */
export async function migrateScratch(databaseUrl) {
  const migrate = fork(`${DIST}/server/migrate.js`, {
    env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const code = await new Promise((r) => migrate.once('exit', r))
  if (code !== 0) throw new Error(`migrating the scratch database failed with code ${code}`)
}

const children = new Set()
let hooked = false

/**
 * Ends `child` when this process ends, however it ends: a bench stopped by a signal (a `timeout`, a `kill`)
 * would otherwise leave its servers running, holding their ports, and the next run would fail to listen.
 * A signal skips the benches' own `finally` blocks, so their scratch databases stay (named by prefix).
 */
export function endsWithThisProcess(child) {
  if (!hooked) {
    hooked = true
    process.once('exit', () => endChildren('SIGTERM'))
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
      process.once(signal, () => process.exit(128 + constants.signals[signal]))
  }
  children.add(child)
  child.once('exit', () => children.delete(child))
  return child
}

/**
 * Ends every child this process started that is still running (`endsWithThisProcess`): for a bench's
 * `finally`, as a failure midway must not leave a server running (the process would never exit).
 */
export function endChildren(signal = 'SIGKILL') {
  for (const child of children) child.kill(signal)
}

/**
 * The built server as production runs it, on 127.0.0.1:`port` over `databaseUrl`; `env` adds to it.
 * `dist` is the build to run (default DIST); its packages resolve from the folder above it.
 */
export function startBuiltServer({
  port,
  databaseUrl,
  env = {},
  stdio = ['ignore', 'inherit', 'inherit'],
  dist = DIST,
}) {
  // BENCH_SERVER_NODE_ARGS: flags for the server's Node alone, to look inside a run (--trace-gc, --cpu-prof).
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []
  const child = spawn(process.execPath, [...nodeArgs, `${dist}/server/main.js`], {
    cwd: root,
    env: {
      ...process.env,
      DIST_DIR: dist,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      WEBSERVICE_API_KEY: BENCH_API_KEY,
      ERASURE_HASH_KEY: 'bench-erasure-hash-key-0123456789abcdef',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production requires a Firebase project; a demo- one needs no network and no sign-in happens here.
      FIREBASE_PROJECT_ID: 'demo-bench',
      ...env,
    },
    stdio,
  })
  return endsWithThisProcess(child)
}

/** Resolves once the server on `port` answers /healthz; fails at once if `child` exits first. */
export async function waitFor(port, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`)
      if (res.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server on ${port} did not answer /healthz within ${timeoutMs / 1000} s`)
}

/** Stops a child server gracefully and waits for it to exit. */
export async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

/**
 * Reads a JSON log a chunk at a time, lines split anywhere: answers the first entry whose message is `msg`
 * once its line is whole, else undefined.
 */
function logLineFinder(msg) {
  let pending = ''
  return (chunk) => {
    const lines = (pending + chunk).split('\n')
    pending = lines.pop()
    for (const line of lines) {
      if (!line.includes(msg)) continue
      const entry = JSON.parse(line)
      if (entry.msg === msg) return entry
    }
    return undefined
  }
}

/**
 * Resolves with the first JSON log line of `child` whose message is `msg`; every line is read (and
 * dropped) for as long as the child runs, as a log collector would. On a busy machine the image
 * prerender takes minutes: the wait is long rather than the figures wrong.
 */
export function waitForLogLine(child, msg, timeoutMs = 600_000) {
  return new Promise((resolve, reject) => {
    const find = logLineFinder(msg)
    let found = false
    const timer = setTimeout(() => reject(new Error(`no "${msg}" log line within ${timeoutMs / 1000} s`)), timeoutMs)
    child.stdout.on('data', (chunk) => {
      if (found) return
      const entry = find(chunk)
      if (!entry) return
      found = true
      clearTimeout(timer)
      resolve(entry)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (!found) reject(new Error(`server exited with code ${code} before logging "${msg}"`))
    })
  })
}

/**
 * A file for a server's log lines, to pass as its stdout, and a wait for one of them. Under load a pipe
 * to this process is the wrong stand-in for a log collector: this process is busy sending the load, the
 * pipe fills, and each of the server's log writes waits on it (decision 0027's amendment), a cost that a
 * collector in a process of its own does not impose.
 */
export function serverLogFile(prefix) {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  const path = join(dir, 'server.log')
  const fd = openSync(path, 'a')
  return {
    fd,
    /** Resolves with the first JSON line whose message is `msg`, read as the file grows. */
    async waitForLine(child, msg, timeoutMs = 600_000) {
      const deadline = Date.now() + timeoutMs
      const reader = openSync(path, 'r')
      const chunk = Buffer.alloc(64 * 1024)
      const find = logLineFinder(msg)
      try {
        while (Date.now() < deadline) {
          const read = readSync(reader, chunk)
          if (read === 0) {
            if (child.exitCode !== null)
              throw new Error(`server exited with code ${child.exitCode} before logging "${msg}"`)
            await new Promise((r) => setTimeout(r, 200))
            continue
          }
          const entry = find(chunk.subarray(0, read).toString('utf8'))
          if (entry) return entry
        }
        throw new Error(`no "${msg}" log line within ${timeoutMs / 1000} s`)
      } finally {
        closeSync(reader)
      }
    },
    remove() {
      closeSync(fd)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
