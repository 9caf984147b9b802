// bench:inquiries — POST /webservice/api/inquiries/information under load (autocannon, 32 connections,
// 10 s) against PostgreSQL, for the product's server and for the floor: a bare Fastify + pg server doing
// one INSERT per request into a plain table (the inquiries columns, no index but the primary key).
// The product runs twice: with no mail server (each alert is written to the outbox and kept there), and
// with alerts on (SMTP_URL pointing at an SMTP server in this process, which counts what arrives).
// Then a lone caller on the idle app and floor: one request at a time, each timed.
// Prints throughput, latency, errors, stored vs acknowledged rows, and alerts delivered. Figures, not verdicts.
import autocannon from 'autocannon'
import pg from 'pg'
import http from 'node:http'
import { readFileSync, readdirSync } from 'node:fs'
import { fork } from 'node:child_process'
import { SMTPServer } from 'smtp-server'
import { BENCH_API_KEY as apiKey, scratchDatabase, startBuiltServer, stop, waitFor } from './bench-server.mjs'

const root = new URL('..', import.meta.url).pathname
const duration = Number(process.env.BENCH_SECONDS || 10)
const connections = 32
const loneRequests = Number(process.env.BENCH_LONE_REQUESTS || 2000)

/**
 * The n-th request's body: a person of their own, except about one in eight who wrote a few requests
 * before, with the e-mail in another case and the mobile written another way (the seed's share of
 * returning people). Every run starts at a new range, so no person of one run comes back in the next.
 */
let sent = 0
let range = 0
function nextBody() {
  sent += 1
  const n = sent % 8 === 0 ? sent - 5 : sent
  const returning = n !== sent
  const mobile = String(9_000_000_000 + range * 10_000_000 + n)
  return JSON.stringify({
    fullName: `Bench Person ${n}`,
    email: returning ? `Bench.${range}.${n}@Example.in` : `bench.${range}.${n}@example.in`,
    phone: returning ? `0${mobile}` : `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`,
    program: 'web',
  })
}

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

/**
 * The highest id in `table`, once the requests cut off when a timed run ends have landed: the rows a
 * measured run stores are those above it. The tables keep the warm-up's rows, as a site's table is never
 * empty: an emptied table measures the first minute of a new site, when every index is a page or two.
 */
async function highestId(table) {
  await new Promise((r) => setTimeout(r, 1500))
  return inDatabase(async (c) => (await c.query(`select coalesce(max(id), 0)::int as id from ${table}`)).rows[0].id)
}

async function storedSince(table, id) {
  await new Promise((r) => setTimeout(r, 1500))
  return inDatabase(
    async (c) => (await c.query(`select count(*)::int as n from ${table} where id > $1`, [id])).rows[0].n,
  )
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

/** CPU time of process `pid` so far, in clock ticks (100 a second); throws once the process is gone. */
function ticks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12]) // utime + stime
}

/** Where the machine's CPU has gone so far: the server `pid`, every PostgreSQL process, this one, and idle. */
function cpuSnapshot(pid) {
  let postgres = 0
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue
    try {
      if (readFileSync(`/proc/${p}/comm`, 'utf8').startsWith('postgres')) postgres += ticks(p)
    } catch {
      // gone meanwhile
    }
  }
  const all = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number)
  return {
    server: ticks(pid),
    postgres,
    self: ticks(process.pid),
    idle: all[3] + all[4],
    total: all.reduce((a, b) => a + b, 0),
  }
}

/**
 * A fixed number of requests sized to last about `seconds` at the server's warm-up rate: unlike a timed
 * run, which cuts the requests in flight when time is up, every request gets its answer, so the rows
 * stored can be compared with the requests acknowledged, one for one.
 */
async function load(port, headers, seconds, rate, pid) {
  range += 1
  const cpuBefore = pid && cpuSnapshot(pid)
  const run = autocannon({
    url: `http://127.0.0.1:${port}/webservice/api/inquiries/information`,
    method: 'POST',
    connections,
    ...(rate ? { amount: Math.round(rate * seconds) } : { duration: seconds }),
    headers: { 'content-type': 'application/json', ...headers },
    requests: [{ setupRequest: (req) => ({ ...req, body: nextBody() }) }],
  })
  // autocannon ends a run on its next one-second tick, and its duration counts the wait: a run of a fixed
  // count would be up to a second longer than its requests took. A run lasts until its last answer.
  const started = performance.now()
  let lastAnswer = started
  run.on('response', () => (lastAnswer = performance.now()))
  const result = await run
  const took = (lastAnswer - started) / 1000
  const cpuAfter = pid && cpuSnapshot(pid)
  // CPU time per answered request, in microseconds (a tick is 10 ms).
  const perRequest = (key) => ((cpuAfter[key] - cpuBefore[key]) * 10_000) / (result['2xx'] + result.non2xx)
  return {
    ...(pid && {
      cpu: {
        server: perRequest('server'),
        postgres: perRequest('postgres'),
        loadGenerator: perRequest('self'),
        busy: 1 - (cpuAfter.idle - cpuBefore.idle) / (cpuAfter.total - cpuBefore.total),
      },
    }),
    seconds: took,
    rps: (result['2xx'] + result.non2xx) / took,
    p50: result.latency.p50,
    p99: result.latency.p99,
    acknowledged: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  }
}

/**
 * One caller, one request at a time on a kept-alive connection, on an otherwise idle server: the time from
 * sending each request to its full answer, in ms (the median and p99 of `count`, after 200 unmeasured).
 */
async function lone(port, headers, count = loneRequests) {
  range += 1
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  const post = (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          agent,
          host: '127.0.0.1',
          port,
          path: '/webservice/api/inquiries/information',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...headers },
        },
        (res) => {
          res.resume()
          res.on('end', () => (res.statusCode === 201 ? resolve() : reject(new Error(`answered ${res.statusCode}`))))
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  const times = []
  for (let i = 0; i < count + 200; i++) {
    const body = nextBody()
    const started = process.hrtime.bigint()
    await post(body)
    if (i >= 200) times.push(Number(process.hrtime.bigint() - started) / 1e6)
  }
  agent.destroy()
  times.sort((a, b) => a - b)
  return { p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)] }
}

/**
 * Resolves once `child` has used under 5% of a core for a whole second: the app renders its images for a
 * minute after it starts (the floor has none to do), which must not share the CPU with the measured load.
 */
async function settled(child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  let last = ticks(child.pid)
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000))
    const now = ticks(child.pid)
    if (now - last < 5) return
    last = now
  }
  throw new Error('the server was still busy after it started')
}

/** An SMTP server that accepts everything and counts the messages. */
async function startSmtpCounter() {
  const counter = { received: 0 }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        counter.received += 1
        callback()
      })
    },
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  counter.url = `smtp://127.0.0.1:${server.server.address().port}`
  counter.close = () => new Promise((resolve) => server.close(resolve))
  return counter
}

/** Waits until the outbox has nothing pending; returns how long that took after the load ended. */
async function drainOutbox(timeoutMs = 300_000) {
  const started = Date.now()
  for (;;) {
    const pending = await inDatabase(async (c) => {
      const { rows } = await c.query(`select count(*)::int as n from mail_outbox where state = 'pending'`)
      return rows[0].n
    })
    if (pending === 0) return (Date.now() - started) / 1000
    if (Date.now() - started > timeoutMs) throw new Error(`${pending} alerts still pending after ${timeoutMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

/** The outbox's e-mails about inquiries above `id`, counted by state. */
async function outboxStates(id) {
  return inDatabase(async (c) => {
    const { rows } = await c.query(
      `select state, count(*)::int as n from mail_outbox where inquiry_id > $1 group by state`,
      [id],
    )
    return Object.fromEntries(rows.map((r) => [r.state, r.n]))
  })
}

/** The product's server (validation, API key, rate limiting, Kysely, the alert outbox) under load. */
async function measureApp(port, env, smtp) {
  const app = startBuiltServer({
    port,
    databaseUrl,
    env: { WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000', ALERT_EMAILS: 'admissions@bench.example', ...env },
  })
  children.push(app)
  await waitFor(port, app)
  await settled(app)
  const warm = await load(port, { 'x-api-key': apiKey }, 5) // warm-up: sets the request count
  await drainOutbox()
  // The drain leaves the server idle for a minute, long enough for the pool to close its idle connections:
  // a short load brings it back to where the warm-up left it, as the floor's measured run follows its
  // warm-up at once. Its alerts are still pending when the measured run starts.
  await load(port, { 'x-api-key': apiKey }, 2)
  const before = await highestId('inquiries')
  if (smtp) smtp.received = 0
  const result = await load(port, { 'x-api-key': apiKey }, duration, warm.rps, app.pid)
  result.drainSeconds = await drainOutbox()
  result.outbox = await outboxStates(before)
  if (smtp) result.mailed = smtp.received
  result.stored = await storedSince('inquiries', before)
  if (!smtp) result.lone = await lone(port, { 'x-api-key': apiKey })
  await stop(app)
  return result
}

const results = {}
const children = []
let smtp
try {
  results['app (alerts kept)'] = await measureApp(3911, {})
  smtp = await startSmtpCounter()
  results['app (alerts sent)'] = await measureApp(3913, { SMTP_URL: smtp.url }, smtp)

  await createFloorTable() // after the app has migrated the scratch database

  const bare = fork(`${root}bench/bare-inquiry-server.mjs`, {
    env: { ...process.env, PORT: '3912', DATABASE_URL: databaseUrl, FLOOR_TABLE: floorTable },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  children.push(bare)
  await new Promise((r) => bare.once('message', r))
  const bareWarm = await load(3912, {}, 5)
  const floorBefore = await highestId(floorTable)
  results.floor = await load(3912, {}, duration, bareWarm.rps, bare.pid)
  results.floor.stored = await storedSince(floorTable, floorBefore)
  results.floor.lone = await lone(3912, {})
  await stop(bare)
} finally {
  // A failure midway must not leave a server running (the process would never exit).
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  await smtp?.close()
  await database.drop()
}

const fmt = (n) => n.toFixed(0).padStart(8)
console.log(`\nPOST /webservice/api/inquiries/information, ${connections} connections, ${duration} s, PostgreSQL\n`)
console.log('server                 req/s    p50 ms   p99 ms   acknowledged   stored   non-2xx   errors   seconds')
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name.padEnd(20)}${fmt(r.rps)}${fmt(r.p50)} ${fmt(r.p99)}   ${String(r.acknowledged).padStart(12)} ${String(r.stored).padStart(8)} ${String(r.non2xx).padStart(9)} ${String(r.errors).padStart(8)} ${r.seconds.toFixed(1).padStart(9)}`,
  )
}
console.log('')
const floor = results.floor
for (const [name, r] of Object.entries(results)) {
  if (name === 'floor') continue
  console.log(`ratio ${name}/floor: ${(r.rps / floor.rps).toFixed(2)} (target >= 0.8)`)
  const p99Limit = 1.5 * floor.p99 + 5
  console.log(`${name} p99: ${r.p99} ms (target <= 1.5 x floor's ${floor.p99} + 5 = ${p99Limit.toFixed(1)} ms)`)
}
console.log('')
for (const [name, r] of Object.entries(results)) {
  const us = (n) => `${n.toFixed(0)} us`
  console.log(
    `${name} CPU per request: server ${us(r.cpu.server)}, PostgreSQL ${us(r.cpu.postgres)}, ` +
      `load generator ${us(r.cpu.loadGenerator)}; machine busy ${(100 * r.cpu.busy).toFixed(0)}%`,
  )
}
const app = results['app (alerts kept)']
const ms = (n) => `${n.toFixed(2)} ms`
console.log(
  `lone request (1 connection, ${loneRequests} requests): app p50 ${ms(app.lone.p50)}, p99 ${ms(app.lone.p99)}; ` +
    `floor p50 ${ms(floor.lone.p50)}, p99 ${ms(floor.lone.p99)}; ` +
    `app - floor at p50 ${ms(app.lone.p50 - floor.lone.p50)} (target <= 1 ms)`,
)
for (const [name, r] of Object.entries(results)) {
  console.log(
    `${name}: stored equals acknowledged: ${r.stored === r.acknowledged ? 'yes' : 'NO'}, errors: ${r.errors + r.non2xx}`,
  )
  if (r.outbox) {
    const states = Object.entries(r.outbox)
      .map(([state, n]) => `${state} ${n}`)
      .join(', ')
    const mailed = r.mailed === undefined ? '' : `, e-mails received ${r.mailed}`
    console.log(`  alerts: ${states}${mailed}; outbox empty ${r.drainSeconds.toFixed(1)} s after the load`)
  }
}
