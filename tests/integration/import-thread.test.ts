import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { databaseForApps } from '../helpers/database'
import { testApp } from '../helpers/app'
import { testMember } from '../helpers/fixtures'
import { isConnectionError } from '../../src/server/db/errors'
import { REQUEST_TIMEOUTS } from '../../src/server/db/database'
import { DEFAULT_PACE } from '../../src/server/imports/import-claim'
import { receiveUpload } from '../../src/server/imports/import-file-store'
import { runClaimInThread, runClaimInThreads, type ThreadTask } from '../../src/server/imports/import-thread-runner'
import { IMPORT_MESSAGES } from '../../src/shared/schemas/imports'

// The thread an import runs in (plugins/imports.ts): what its ending tells the instance. The built server's
// own thread (dist/server/import-thread.js) runs every import of the browser suite and of bench:import; these
// stand-in threads end each way a real one can.

let dir: string
const GREEDY = 'const kept = []; for (;;) kept.push(new Array(100_000).fill(kept.length))'
const entry = (name: string, code: string) => {
  const path = join(dir, `${name}.mjs`)
  writeFileSync(path, `import { parentPort } from 'node:worker_threads'\n${code}`)
  return pathToFileURL(path)
}
const entries = {
  done: () => entry('done', `parentPort.postMessage({ ok: true }); parentPort.close()`),
  // What runClaim threw, as the real thread sends it (the connection refused: the instance looks again).
  refused: () =>
    entry(
      'refused',
      `parentPort.postMessage({ ok: false, error: { name: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:1',
        code: 'ECONNREFUSED' } }); parentPort.close()`,
    ),
  // Garbage it keeps until its heap's limit stops it, as a workbook's shared strings could.
  greedy: () => entry('greedy', GREEDY),
  // Greedy in an old generation of 16 MB, done in one of 64 (V8's limit adds 12 MB to the old generation's).
  roomy: () =>
    entry(
      'roomy',
      `import { getHeapStatistics } from 'node:v8'
      if (getHeapStatistics().heap_size_limit < 40 * 2 ** 20) { ${GREEDY} }
      parentPort.postMessage({ ok: true }); parentPort.close()`,
    ),
  // Works until it is told to stop, then ends its batch and answers.
  patient: () =>
    entry(
      'patient',
      `parentPort.on('message', (m) => { if (m === 'stop') { parentPort.postMessage({ ok: true }); parentPort.close() } })`,
    ),
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-thread-'))
})
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const task: ThreadTask = {
  url: 'postgres://nobody@127.0.0.1:1/none',
  timeouts: REQUEST_TIMEOUTS,
  claim: { id: 1, token: 1, state: 'checking' },
  pace: { ...DEFAULT_PACE, firstContactHours: 4 },
}

describe('an import thread', () => {
  it('answers that it ran when its work is done', async () => {
    expect(await runClaimInThread(entries.done(), task, new AbortController().signal)).toEqual({ ran: true })
  })

  it('answers that it did not run, and why, when its heap limit stopped it', async () => {
    const run = await runClaimInThread(entries.greedy(), task, new AbortController().signal)
    expect(run.ran).toBe(false)
    expect(!run.ran && (run.why as NodeJS.ErrnoException).code).toBe('ERR_WORKER_OUT_OF_MEMORY')
    expect(!run.ran && run.outOfMemory).toBe(true)
  })

  it('is tried again in a larger heap each time it runs out, and answers as the last did', async () => {
    const tried: number[] = []
    const signal = new AbortController().signal
    const run = await runClaimInThreads(entries.roomy(), task, signal, (mb) => tried.push(mb), [16, 64])
    expect(run).toEqual({ ran: true })
    expect(tried).toEqual([16])
    tried.length = 0
    const greedy = await runClaimInThreads(entries.greedy(), task, signal, (mb) => tried.push(mb), [16, 24])
    expect(greedy).toMatchObject({ ran: false, outOfMemory: true })
    expect(tried).toEqual([16, 24])
  })

  it('answers that it did not run when its entry would not load', async () => {
    const missing = pathToFileURL(join(dir, 'not-built.mjs'))
    const run = await runClaimInThread(missing, task, new AbortController().signal)
    expect(run.ran).toBe(false)
    expect(!run.ran && run.why.message).toMatch(/not-built\.mjs/)
    expect(!run.ran && run.outOfMemory).toBe(false)
  })

  it("rejects with the error that ended its work, a lost connection still one (the instance's loop looks again)", async () => {
    const err = await runClaimInThread(entries.refused(), task, new AbortController().signal).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(Error)
    expect((err as Error).message).toBe('connect ECONNREFUSED 127.0.0.1:1')
    expect(isConnectionError(err)).toBe(true)
  })

  it('is told to stop when the instance stops, and answers after its batch', async () => {
    const stop = new AbortController()
    const ran = runClaimInThread(entries.patient(), task, stop.signal)
    setTimeout(() => stop.abort(), 50)
    expect(await ran).toEqual({ ran: true })
  })
})

describe('an instance whose import thread ends before its work', () => {
  const own = databaseForApps()

  /** Uploads a one-row CSV to an instance whose thread is `thread`: the import's end, and what was logged. */
  async function checkWith(thread: URL, member: string) {
    const db = own.tdb.handle.db
    const owner = testMember(member, 'owner')
    await db
      .insertInto('users')
      .values({ uid: owner.uid, email: owner.email!, phone_number: '', role: 'owner' })
      .execute()
    const logged: string[] = []
    const app = await testApp({ DATABASE_URL: own.tdb.url, LOG_LEVEL: 'warn' }, own.tdb.handle, {
      imports: { pollMs: 20, thread, threadHeapsMb: [16, 24] },
      logStream: { write: (line) => logged.push(line) },
    })
    own.apps.push(app)
    const csv = Buffer.from(`Name,E-mail,Mobile,Course\nAsha Rao,${member}@example.in,9876500001,Cloud\n`)
    const id = await receiveUpload(
      db,
      owner,
      'thread.csv',
      (async function* () {
        yield csv
      })(),
    )
    app.imports.nudge()
    for (let i = 0; i < 400; i++) {
      const r = await db
        .selectFrom('imports')
        .select(['state', 'valid', 'failure'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      if (r.state !== 'checking') {
        const lines = logged.map((l) => JSON.parse(l) as { msg: string; importId?: number; heapMb?: number })
        return { ...r, logged: lines.filter((l) => l.importId === id) }
      }
      await new Promise((res) => setTimeout(res, 25))
    }
    throw new Error('the file was never checked')
  }

  it('ends the import when its thread runs out of its largest heap, never running it in its own', async ({ skip }) => {
    if (!own.tdb.url) return skip('the thread needs PostgreSQL: embedded PGlite lives in the main thread')
    const ended = await checkWith(entries.greedy(), 'thread-greedy')
    expect(ended).toMatchObject({ state: 'failed', valid: 0, failure: IMPORT_MESSAGES.tooMuchToHold })
    expect(ended.logged.map((l) => [l.msg, l.heapMb])).toEqual([
      ['the import thread ran out of its heap', 16],
      ['the import thread ran out of its heap', 24],
    ])
  })

  it('checks the file in its own thread when the thread would not start', async ({ skip }) => {
    if (!own.tdb.url) return skip('the thread needs PostgreSQL: embedded PGlite lives in the main thread')
    const ended = await checkWith(pathToFileURL(join(dir, 'not-built.mjs')), 'thread-missing')
    expect(ended).toMatchObject({ state: 'ready', valid: 1, failure: null })
    expect(ended.logged).toContainEqual(
      expect.objectContaining({ msg: 'the import thread would not start; the import goes on in this thread' }),
    )
  })
})
