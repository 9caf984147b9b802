import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
// @ts-expect-error -- plain JavaScript shared with `npm start`; its two exports are used as documented there
import { readableLogStream, readableLogs } from '../../scripts/server-logs.mjs'
import { testApp } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const START = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url))
const ROOT = fileURLToPath(new URL('../..', import.meta.url))

let tdb: TestDatabase
beforeAll(async () => {
  tdb = await createTestDatabase()
})
afterAll(() => tdb.dispose())

/** What the server writes to stdout when a page is asked for, at production's level (info). */
async function serverLogLines(): Promise<string[]> {
  const lines: string[] = []
  const app = await testApp({ LOG_LEVEL: 'info' }, tdb.handle, { logStream: { write: (line) => lines.push(line) } })
  await app.inject('/courses/1')
  await app.close()
  return lines
}

/** `lines` as the person running `npm start` in local mode reads them. */
async function readably(lines: string[]): Promise<string[]> {
  let out = ''
  const destination = new Writable({
    write(chunk, _encoding, done) {
      out += String(chunk)
      done()
    },
  })
  const stream = await readableLogStream({ destination, colorize: false })
  for (const line of lines) stream.write(line)
  stream.end()
  await once(stream, 'finish')
  // pino-pretty writes to its destination asynchronously after its own input ends.
  await new Promise((r) => setTimeout(r, 50))
  return out.split('\n').filter(Boolean)
}

describe('the log format `npm start` prints', () => {
  it('is readable in local mode or at a terminal, and JSON in production whatever the terminal', () => {
    expect(readableLogs({ nodeEnv: undefined, localMode: true, terminal: false })).toBe(true)
    expect(readableLogs({ nodeEnv: 'development', localMode: false, terminal: true })).toBe(true)
    expect(readableLogs({ nodeEnv: 'development', localMode: false, terminal: false })).toBe(false)
    expect(readableLogs({ nodeEnv: 'production', localMode: true, terminal: true })).toBe(false)
    expect(readableLogs({ nodeEnv: 'production', localMode: false, terminal: false })).toBe(false)
  })

  it('in local mode shows each server line as time, level word and message, not as JSON', async () => {
    const lines = await readably(await serverLogLines())
    const completed = lines.find((l) => l.includes('request completed'))
    expect(completed).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: request completed .*"url":"\/courses\/1"/)
    for (const line of lines) {
      expect(line, line).toMatch(/^\[\d\d:\d\d:\d\d\] (TRACE|DEBUG|INFO|WARN|ERROR|FATAL): \S/)
      expect(() => JSON.parse(line), line).toThrow()
    }
  })
})

describe('`npm start` in production', () => {
  // Runs the real script: a stale build is rebuilt first, which takes longer than the rest of the test.
  it('prints one JSON object a line, request lines included', { timeout: 120_000 }, async (ctx) => {
    if (!tdb.url) ctx.skip()
    const server = spawn(process.execPath, [START], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        PUBLIC_ORIGIN: 'https://skillforge.test',
        DATABASE_URL: tdb.url,
        WEBSERVICE_API_KEY: 'log-format-test-key-0123456789abcdef',
        ERASURE_HASH_KEY: 'log-format-test-erasure-key-0123456789abcdef',
        FIREBASE_PROJECT_ID: 'demo-log-format',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    server.stdout.on('data', (c) => (stdout += c))
    server.stderr.on('data', (c) => (stderr += c))
    try {
      const address = await new Promise<string>((resolve, reject) => {
        const look = () => {
          const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)
          if (found) resolve(found[1]!)
        }
        server.stdout.on('data', look)
        server.once('exit', (code) => reject(new Error(`exited with ${code}: ${stderr}`)))
      })
      expect((await fetch(`${address}/healthz`)).status).toBe(200)
      await expect.poll(() => stdout, { timeout: 5_000 }).toContain('request completed')
    } finally {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await once(server, 'exit')
      }
    }
    const logLines = stdout.split('\n').filter((l) => l.startsWith('{'))
    const entries = logLines.map((l) => JSON.parse(l) as { level: number; msg: string })
    expect(entries.map((e) => e.msg)).toEqual(expect.arrayContaining(['request completed', 'shutting down']))
    expect(entries.every((e) => typeof e.level === 'number')).toBe(true)
    // Besides them only text printed before the logger and around it (the build check, the banner with
    // the site's address), never a log line made readable.
    const other = stdout.split('\n').filter((l) => l.trim() && !l.startsWith('{'))
    expect(other).toContainEqual(expect.stringMatching(/^\s+Site\s+https:\/\/skillforge\.test$/))
    for (const line of other) expect(line).not.toMatch(/^\[\d\d:\d\d:\d\d\]|INFO|request completed/)
  })
})
