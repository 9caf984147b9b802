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
import { runClaimInThread, type ThreadTask } from '../../src/server/imports/import-thread-runner'

// The thread an import runs in (plugins/imports.ts): what its ending tells the instance. The built server's
// own thread (dist/server/import-thread.js) runs every import of the browser suite and of bench:import; these
// stand-in threads end each way a real one can.

let dir: string
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
  greedy: () => entry('greedy', `const kept = []; for (;;) kept.push(new Array(100_000).fill(kept.length))`),
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
  })

  it('answers that it did not run when its entry would not load', async () => {
    const missing = pathToFileURL(join(dir, 'not-built.mjs'))
    const run = await runClaimInThread(missing, task, new AbortController().signal)
    expect(run.ran).toBe(false)
    expect(!run.ran && run.why.message).toMatch(/not-built\.mjs/)
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

describe('an instance whose import thread runs out of memory', () => {
  const own = databaseForApps()

  it('checks the file in its own thread instead', async ({ skip }) => {
    if (!own.tdb.url) return skip('the thread needs PostgreSQL: embedded PGlite lives in the main thread')
    const db = own.tdb.handle.db
    const member = testMember('thread-importer', 'owner')
    await db
      .insertInto('users')
      .values({ uid: member.uid, email: member.email!, phone_number: '', role: 'owner' })
      .execute()
    const logged: string[] = []
    const app = await testApp({ DATABASE_URL: own.tdb.url, LOG_LEVEL: 'warn' }, own.tdb.handle, {
      imports: { pollMs: 20, thread: entries.greedy() },
      logStream: { write: (line) => logged.push(line) },
    })
    own.apps.push(app)
    const csv = Buffer.from('Name,E-mail,Mobile,Course\nAsha Rao,asha.thread@example.in,9876500001,Cloud\n')
    const id = await receiveUpload(
      db,
      member,
      'thread.csv',
      (async function* () {
        yield csv
      })(),
    )
    app.imports.nudge()
    for (let i = 0; i < 400; i++) {
      const r = await db.selectFrom('imports').select(['state', 'valid']).where('id', '=', id).executeTakeFirstOrThrow()
      if (r.state === 'ready') {
        expect(r.valid).toBe(1)
        const warned = logged.map((l) => JSON.parse(l) as { msg: string; importId?: number })
        return expect(warned).toContainEqual(
          expect.objectContaining({ importId: id, msg: expect.stringMatching(/import thread ended before its work/) }),
        )
      }
      await new Promise((res) => setTimeout(res, 25))
    }
    throw new Error('the file was never checked')
  })
})
