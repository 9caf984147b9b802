// bench:inquiries — POST /webservice/api/inquiries/information under load (autocannon, 32 connections,
// 10 s) against PostgreSQL, for the product's server and for the floor: a bare Fastify + pg server doing
// one INSERT per request into a plain table (the inquiries columns, no index but the primary key).
// The product runs twice: with no mail server (each alert is written to the outbox and kept there), and
// with alerts on (SMTP_URL pointing at an SMTP server in this process, which counts what arrives).
// The product runs a third time with one mobile number on every request (a new e-mail each): all of them
// one person, whose inquiries the intake never splits across statements (BENCH_CASES picks the runs).
// Then a lone caller on the idle app and floor: one request at a time, each timed.
// Prints throughput, latency, errors, stored vs acknowledged rows, and alerts delivered. Figures, not verdicts.
import { fork } from 'node:child_process'
import {
  BENCH_API_KEY as apiKey,
  endChildren,
  endsWithThisProcess,
  scratchDatabase,
  startBuiltServer,
  stop,
  waitFor,
} from './bench-server.mjs'
import { settled } from './lib/cpu.mjs'
import { floorTable, inquiryTables } from './lib/inquiry-tables.mjs'
import { load, lone } from './lib/inquiry-requests.mjs'
import { printInquiryResults } from './lib/inquiry-report.mjs'
import { startSmtpCounter } from './lib/smtp-counter.mjs'

const root = new URL('..', import.meta.url).pathname
const duration = Number(process.env.BENCH_SECONDS || 10)
// The first of four ports in a row (app, floor, app with SMTP, app with one mobile): another bench on the
// same machine may hold the defaults.
const port = Number(process.env.BENCH_PORT || 3911)
const cases = new Set((process.env.BENCH_CASES || 'kept,same-mobile,sent').split(','))

const database = await scratchDatabase('bench')
const databaseUrl = database.url
const { highestId, storedSince, createFloorTable, drainOutbox, outboxStates } = inquiryTables(databaseUrl)

/** The product's server (validation, API key, rate limiting, Kysely, the alert outbox) under load. */
async function measureApp(port, env, smtp, people) {
  const app = startBuiltServer({
    port,
    databaseUrl,
    env: { WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000', ALERT_EMAILS: 'admissions@bench.example', ...env },
  })
  await waitFor(port, app)
  await settled(app)
  const headers = { 'x-api-key': apiKey }
  const warm = await load(port, headers, 5, undefined, undefined, people) // warm-up: sets the request count
  await drainOutbox()
  // The drain leaves the server idle for a minute, long enough for the pool to close its idle connections:
  // a short load brings it back to where the warm-up left it, as the floor's measured run follows its
  // warm-up at once. Its alerts are still pending when the measured run starts.
  await load(port, headers, 2, undefined, undefined, people)
  const before = await highestId('inquiries')
  if (smtp) smtp.received = 0
  const result = await load(port, headers, duration, warm.rps, app.pid, people)
  result.drainSeconds = await drainOutbox()
  result.outbox = await outboxStates(before)
  if (smtp) result.mailed = smtp.received
  result.stored = await storedSince('inquiries', before)
  if (!smtp && !people) result.lone = await lone(port, headers)
  await stop(app)
  return result
}

const results = {}
let smtp
try {
  if (cases.has('kept')) results['app (alerts kept)'] = await measureApp(port, {})
  if (cases.has('same-mobile')) results['app (same mobile)'] = await measureApp(port + 3, {}, undefined, 'same-mobile')
  if (cases.has('sent')) {
    smtp = await startSmtpCounter()
    results['app (alerts sent)'] = await measureApp(port + 2, { SMTP_URL: smtp.url }, smtp)
  }

  await createFloorTable() // after the app has migrated the scratch database

  const bare = endsWithThisProcess(
    fork(`${root}bench/bare-inquiry-server.mjs`, {
      env: { ...process.env, PORT: String(port + 1), DATABASE_URL: databaseUrl, FLOOR_TABLE: floorTable },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  )
  await new Promise((r) => bare.once('message', r))
  const bareWarm = await load(port + 1, {}, 5)
  const floorBefore = await highestId(floorTable)
  results.floor = await load(port + 1, {}, duration, bareWarm.rps, bare.pid)
  results.floor.stored = await storedSince(floorTable, floorBefore)
  results.floor.lone = await lone(port + 1, {})
  await stop(bare)
} finally {
  endChildren()
  await smtp?.close()
  await database.drop()
}

printInquiryResults(results, duration)
