// bench:inquiries — POST /webservice/api/inquiries/information under load (autocannon, 32 connections,
// 10 s) against PostgreSQL, for the product's server and for the floor: a bare Fastify + pg server doing
// one INSERT per request into a plain table (the inquiries columns, no index but the primary key).
// Prints throughput, latency, errors, and stored vs acknowledged rows. Figures, not verdicts.
import autocannon from 'autocannon'
import pg from 'pg'
import { fork } from 'node:child_process'
import { BENCH_API_KEY as apiKey, scratchDatabase, startBuiltServer, stop, waitFor } from './bench-server.mjs'

const root = new URL('..', import.meta.url).pathname
const duration = Number(process.env.BENCH_SECONDS || 10)
const connections = 32
const body = JSON.stringify({
  fullName: 'Bench Mark',
  email: 'bench@example.in',
  phone: '+91 98765 43210',
  program: 'web',
})

const database = await scratchDatabase('bench')
const databaseUrl = database.url

async function inDatabase(work) {
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  try {
    return await work(c)
  } finally {
    await c.end()
  }
}

async function rowCount(table) {
  // Requests cut off when a timed run ends may still be finishing on the server: let them land first.
  await new Promise((r) => setTimeout(r, 1500))
  return inDatabase(async (c) => {
    const { rows } = await c.query(`select count(*)::int as n from ${table}`)
    await c.query(`truncate ${table} cascade`)
    return rows[0].n
  })
}

// The floor's table: the columns of inquiries as the app's migrations made them (defaults, generated
// columns, checks, identity), without the back office's indexes, so the floor pays for the row alone.
const floorTable = 'inquiries_floor'
function createFloorTable() {
  return inDatabase(async (c) => {
    await c.query(`create table ${floorTable} (like inquiries including all excluding indexes)`)
    await c.query(`alter table ${floorTable} add primary key (id)`)
  })
}

/**
 * A fixed number of requests sized to last about `seconds` at the server's warm-up rate: unlike a timed
 * run, which cuts the requests in flight when time is up, every request gets its answer, so the rows
 * stored can be compared with the requests acknowledged, one for one.
 */
async function load(port, headers, seconds, rate) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}/webservice/api/inquiries/information`,
    method: 'POST',
    connections,
    ...(rate ? { amount: Math.round(rate * seconds) } : { duration: seconds }),
    headers: { 'content-type': 'application/json', ...headers },
    body,
  })
  return {
    seconds: result.duration,
    rps: (result['2xx'] + result.non2xx) / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

const results = {}
const children = []
try {
  // The product's server: validation, API key, rate limiting, Kysely.
  const app = startBuiltServer({ port: 3911, databaseUrl, env: { WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000' } })
  children.push(app)
  await waitFor(3911, app)
  const appWarm = await load(3911, { 'x-api-key': apiKey }, 5) // warm-up: sets the request count
  await rowCount('inquiries')
  results.app = await load(3911, { 'x-api-key': apiKey }, duration, appWarm.rps)
  results.app.stored = await rowCount('inquiries')
  await stop(app)

  await createFloorTable() // after the app has migrated the scratch database

  const bare = fork(`${root}bench/bare-inquiry-server.mjs`, {
    env: { ...process.env, PORT: '3912', DATABASE_URL: databaseUrl, FLOOR_TABLE: floorTable },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  children.push(bare)
  await new Promise((r) => bare.once('message', r))
  const bareWarm = await load(3912, {}, 5)
  await rowCount(floorTable)
  results.floor = await load(3912, {}, duration, bareWarm.rps)
  results.floor.stored = await rowCount(floorTable)
  await stop(bare)
} finally {
  // A failure midway must not leave a server running (the process would never exit).
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await database.drop()
}

const fmt = (n) => n.toFixed(0).padStart(8)
console.log(`\nPOST /webservice/api/inquiries/information, ${connections} connections, ${duration} s, PostgreSQL\n`)
console.log('server        req/s    p50 ms   p99 ms   acknowledged   stored   non-2xx   errors   seconds')
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(10)}${fmt(r.rps)}${fmt(r.p50)} ${fmt(r.p99)}   ${String(r.acknowledged).padStart(12)} ${String(r.stored).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)} ${r.seconds.toFixed(1).padStart(9)}`,
  )
}
const ratio = results.app.rps / results.floor.rps
console.log(`\nratio app/floor: ${ratio.toFixed(2)} (target >= 0.8)`)
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name}: stored equals acknowledged: ${r.stored === r.acknowledged ? 'yes' : 'NO'}, errors: ${r.errors + r.non2xx}`,
  )
}
