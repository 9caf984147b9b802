// bench:pages-load — GET /, /courses and /courses/1 under load (autocannon, 16 connections, 10 s each,
// `accept-encoding: br`) from the built server, and the same brotli bytes from a bare Fastify that only
// answers them from memory: the floor no page server can beat. Prints pages/s and p99 for each side by
// side. Figures, not verdicts.
//
// A second floor answers the same bodies with the app's own response headers (its security policy,
// ETag and the rest, about 1.2 KB): the load generator's work grows with the bytes it reads, so the
// first ratio mixes what the app's server costs with what its headers cost the client; this one holds
// the bytes equal and leaves the server's cost alone.
//
// The app runs as production does: logging each request at `info` (to a file: see serverLogFile),
// and loaded only once it has prerendered its images, a minute of sharp work after start that would
// otherwise take the CPU from the pages being measured (the floor has none to do).
import autocannon from 'autocannon'
import Fastify from 'fastify'
import { execFileSync, fork } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { request } from 'node:http'
import { fileURLToPath } from 'node:url'
import {
  endChildren,
  endsWithThisProcess,
  scratchDatabase,
  serverLogFile,
  startBuiltServer,
  stop,
  waitFor,
} from './bench-server.mjs'
import { ticks, TICK_MICROS } from './lib/cpu.mjs'
import { percentile } from './lib/live-report.mjs'

const PATHS = ['/', '/courses', '/courses/1']
const connections = 16
const duration = Number(process.env.BENCH_SECONDS || 10)
const rounds = Number(process.env.BENCH_ROUNDS || 3)
const pinning = process.env.BENCH_PIN !== '0' && availableParallelism() >= 2
const APP_PORT = 3913
const FLOOR_PORT = 3914
const HEADERED_FLOOR_PORT = 3915
// What Node writes on every response itself: not copied to the headered floor, which writes its own.
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'])
// The bare floor's: only what a browser needs to read the body.
const BARE_HEADERS = { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br' }

// The floor, in a process of its own like the app: started by the bench below with the pages to serve.
if (process.argv[2] === '--floor') {
  process.once('message', async ({ port, pages }) => {
    const floor = Fastify()
    const answers = new Map(
      pages.map((p) => [
        p.path,
        {
          body: Buffer.from(p.body, 'base64'),
          headers: p.headers,
        },
      ]),
    )
    floor.get('/*', (req, reply) => {
      const answer = answers.get(req.url)
      if (!answer) return reply.status(404).send()
      return reply.headers(answer.headers).send(answer.body)
    })
    await floor.listen({ port, host: '127.0.0.1' })
    process.send('ready')
  })
} else {
  await main()
}

/** One page as the app sends it to a browser that accepts brotli: the bytes as they travel. */
function fetchRaw(port, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'],
          headers: Object.fromEntries(Object.entries(res.headers).filter(([name]) => !PER_RESPONSE.has(name))),
          body: Buffer.concat(chunks),
        }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

/** Every thread of process `pid` onto CPU `cpu` (taskset, util-linux); a no-op when pinning is off. */
function pin(pid, cpu) {
  if (!pinning) return
  try {
    execFileSync('taskset', ['-apc', String(cpu), String(pid)], { stdio: 'ignore' })
  } catch {
    throw new Error('taskset failed: install util-linux, or run with BENCH_PIN=0')
  }
}

// A declaration, not a const: main() runs from the top of this file, before a const here would be set.
function median(values) {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  )
}

/**
 * One measured load of `path` on the server `pid` listens on `port`. Beside pages/s it reads the server's
 * CPU time per page: when the load generator, not the server, is what runs out of CPU (a slow day on a
 * shared machine), pages/s tells little, but what each page costs the server still compares the two.
 */
async function load(port, pid, path) {
  const options = { url: `http://127.0.0.1:${port}${path}`, connections, headers: { 'accept-encoding': 'br' } }
  // Unmeasured first: the first seconds of a fresh process are the JIT's, not the server's.
  await autocannon({ ...options, duration: 2 })
  const before = ticks(pid)
  const result = await autocannon({ ...options, duration })
  const cpuMicros = (ticks(pid) - before) * TICK_MICROS
  return {
    pagesPerSecond: result['2xx'] / result.duration,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    cpuPerPage: cpuMicros / Math.max(1, result['2xx']),
  }
}

async function main() {
  // Production needs a database of its own; pages never touch it.
  const database = await scratchDatabase('bench_pages')

  const results = {}
  const log = serverLogFile('bench-pages-load')
  try {
    const app = startBuiltServer({
      port: APP_PORT,
      databaseUrl: database.url,
      env: { LOG_LEVEL: 'info' },
      stdio: ['ignore', log.fd, 'inherit'],
    })
    const prerendered = log.waitForLine(app, 'images prerendered')
    await Promise.all([waitFor(APP_PORT, app), prerendered])

    const pages = []
    for (const path of PATHS) {
      const page = await fetchRaw(APP_PORT, path)
      if (page.status !== 200 || page.encoding !== 'br') {
        throw new Error(`${path} answered ${page.status} with content-encoding ${page.encoding}, not 200 with br`)
      }
      pages.push({ path, body: page.body.toString('base64'), headers: page.headers })
      results[path] = { bytes: page.body.length }
    }

    const startFloor = async (port, floorPages) => {
      const floor = endsWithThisProcess(
        fork(fileURLToPath(import.meta.url), ['--floor'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
      )
      floor.send({ port, pages: floorPages })
      await new Promise((r) => floor.once('message', r))
      return floor
    }
    const floor = await startFloor(
      FLOOR_PORT,
      pages.map((page) => ({ ...page, headers: BARE_HEADERS })),
    )
    const headered = await startFloor(HEADERED_FLOOR_PORT, pages)
    // Autocannon (this process) on the first core, each server on the second, one loaded at a time.
    pin(process.pid, 0)
    pin(app.pid, 1)
    pin(floor.pid, 1)
    pin(headered.pid, 1)
    const servers = {
      app: [APP_PORT, app.pid],
      floor: [FLOOR_PORT, floor.pid],
      headered: [HEADERED_FLOOR_PORT, headered.pid],
    }
    // App and floor in turn, path by path, both idle while the other is loaded: on a shared machine a
    // neighbour's burst then falls on both sides of a ratio, and neither side is always the one measured
    // first after the app's start (its prerender's garbage, a cold JIT).
    for (const path of PATHS) Object.assign(results[path], { app: [], floor: [], headered: [] })
    for (let round = 0; round < rounds; round++) {
      for (const path of PATHS) {
        const sides = round % 2 === 0 ? ['app', 'floor', 'headered'] : ['headered', 'floor', 'app']
        for (const side of sides) results[path][side].push(await load(...servers[side], path))
      }
    }
    await stop(app)
    await stop(floor)
    await stop(headered)
  } finally {
    endChildren()
    log.remove()
    await database.drop()
  }

  const num = (n, width = 9) => n.toFixed(0).padStart(width)
  const summary = Object.entries(results).map(([path, r]) => {
    const ratios = r.app.map((a, i) => a.pagesPerSecond / r.floor[i].pagesPerSecond)
    const headeredRatios = r.app.map((a, i) => a.pagesPerSecond / r.headered[i].pagesPerSecond)
    const side = (runs) => ({
      pagesPerSecond: median(runs.map((x) => x.pagesPerSecond)),
      p99: median(runs.map((x) => x.p99)),
      cpuPerPage: median(runs.map((x) => x.cpuPerPage)),
      failed: runs.reduce((sum, x) => sum + x.failed, 0),
    })
    // The floor's CPU per page over the app's: the share of the bare server's pages the app could serve on
    // the same core, whichever side ran out of CPU first.
    const cpuRatios = r.app.map((a, i) => r.floor[i].cpuPerPage / a.cpuPerPage)
    return {
      path,
      bytes: r.bytes,
      app: side(r.app),
      floor: side(r.floor),
      headered: side(r.headered),
      ratio: median(ratios),
      ratios,
      headeredRatio: median(headeredRatios),
      headeredRatios,
      cpuRatio: median(cpuRatios),
      cpuRatios,
    }
  })
  console.log(
    `\nGET pages, accept-encoding: br, ${connections} connections, ${duration} s per path and server, ${rounds} rounds, ` +
      `${pinning ? 'servers pinned to CPU 1 and autocannon to CPU 0' : 'not pinned'}; medians of the rounds\n`,
  )
  console.log(
    'path          br bytes   app pages/s  app p99 ms   floor pages/s  floor p99 ms   app/floor   (rounds)      failed',
  )
  for (const r of summary) {
    const range = `${Math.min(...r.ratios).toFixed(2)}-${Math.max(...r.ratios).toFixed(2)}`
    console.log(
      `${r.path.padEnd(12)}${num(r.bytes, 10)}${num(r.app.pagesPerSecond, 14)}${num(r.app.p99, 12)}${num(r.floor.pagesPerSecond, 16)}${num(r.floor.p99, 14)}${r.ratio.toFixed(2).padStart(12)}   ${range.padEnd(12)}${num(r.app.failed + r.floor.failed)}`,
    )
  }
  console.log(
    "\nthe floor with the app's response headers: the same bytes on the wire, so the ratio is the server's alone\n",
  )
  console.log('path          floor+headers pages/s  p99 ms   app/(floor+headers)   (rounds)')
  for (const r of summary) {
    const range = `${Math.min(...r.headeredRatios).toFixed(2)}-${Math.max(...r.headeredRatios).toFixed(2)}`
    console.log(
      `${r.path.padEnd(12)}${num(r.headered.pagesPerSecond, 23)}${num(r.headered.p99, 8)}${r.headeredRatio.toFixed(2).padStart(22)}   ${range}`,
    )
  }
  console.log("\nthe servers' CPU time per page (µs), medians of the rounds; floor/app: the share of the floor's pages")
  console.log('the app could serve on the same core\n')
  console.log('path          app µs/page  floor µs/page   floor/app   (rounds)   floor+headers µs/page')
  for (const r of summary) {
    const range = `${Math.min(...r.cpuRatios).toFixed(2)}-${Math.max(...r.cpuRatios).toFixed(2)}`
    console.log(
      `${r.path.padEnd(12)}${num(r.app.cpuPerPage, 13)}${num(r.floor.cpuPerPage, 15)}${r.cpuRatio.toFixed(2).padStart(12)}   ${range.padEnd(10)}${num(r.headered.cpuPerPage, 24)}`,
    )
  }
  // Issue 32 asks for 1.0 of "a bare server sending the same bytes": the floor with the app's headers sends
  // them all; the bare floor sends the same bodies with fewer header bytes (decision 0032).
  console.log(
    '\ntargets (issue 32): app/(floor+headers) >= 1.0 and app p99 < 20 ms on every path (medians of the rounds);',
  )
  console.log('app/floor, the same bodies without the security headers, as a figure')
  const verdict = (held) => (held ? 'met' : 'NOT met')
  for (const r of summary) {
    console.log(
      `${r.path}: app/(floor+headers) ${verdict(r.headeredRatio >= 1)}, p99 ${verdict(r.app.p99 < 20)}; app/floor ${r.ratio.toFixed(2)}`,
    )
  }
}
