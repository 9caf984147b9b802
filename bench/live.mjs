// bench:live — live events under load (issue 30): two instances of the built server on one PostgreSQL
// database, BENCH_SUBSCRIBERS (200) owners subscribed to admin.live.events split between them, and
// BENCH_RATE (50) inquiries a second through REST for BENCH_SECONDS (30), alternating instances: first
// without subscribers, then with them. Prints the time from each POST's answer to each subscriber's event
// (p50, p95, max), events lost and repeated, memory per connection, and the intake's throughput and REST
// latency with subscribers against without. Figures, not verdicts: the exit status ignores them.
import { fork } from 'node:child_process'
import {
  BENCH_API_KEY as apiKey,
  endChildren,
  endsWithThisProcess,
  migrateScratch,
  scratchDatabase,
  startBuiltServer,
  stop,
  waitFor,
} from './bench-server.mjs'
import { rssOf, settled } from './lib/cpu.mjs'
import { inquiryTables } from './lib/inquiry-tables.mjs'
import { addMembers, ticketFor } from './lib/live-members.mjs'
import { paced } from './lib/live-load.mjs'
import { printLiveResults } from './lib/live-report.mjs'

const root = new URL('..', import.meta.url).pathname
const seconds = Number(process.env.BENCH_SECONDS || 30)
const rate = Number(process.env.BENCH_RATE || 50)
const subscribers = Number(process.env.BENCH_SUBSCRIBERS || 200)
const ports = [3921, 3922]
const serverEnv = { WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000', ALERT_EMAILS: 'admissions@bench.example' }

const pause = (ms) => new Promise((r) => setTimeout(r, ms))

/**
 * Each process's resident memory once it holds still: V8 gives back the heap a load grew some seconds
 * after the load ends, which would swamp what the connections take. Read each second until the last
 * five readings of every process lie within 256 KiB, or for 60 s at most.
 */
async function steadyRss(pids) {
  const readings = pids.map(() => [])
  for (let i = 0; i < 60; i++) {
    pids.forEach((pid, j) => readings[j].push(rssOf(pid)))
    const still = readings.every((r) => r.length >= 5 && Math.max(...r.slice(-5)) - Math.min(...r.slice(-5)) <= 256)
    if (still) break
    await pause(1000)
  }
  return readings.map((r) => r[r.length - 1])
}

/** The answer to `message` from the subscribers' process. */
function ask(child, message, answer) {
  return new Promise((resolve, reject) => {
    const onExit = (code) => reject(new Error(`the subscribers' process exited with code ${code}`))
    child.once('exit', onExit)
    const onMessage = (m) => {
      if (m.type !== answer) return
      child.off('message', onMessage)
      child.off('exit', onExit)
      resolve(m)
    }
    child.on('message', onMessage)
    child.send(message)
  })
}

const database = await scratchDatabase('bench_live')
const { drainOutbox } = inquiryTables(database.url)
let results
try {
  // Migrated first, so the ticket key and the members are in place before either server reads them.
  await migrateScratch(database.url)
  const { key, uids } = await addMembers(database.url, subscribers)

  const servers = ports.map((port) => startBuiltServer({ port, databaseUrl: database.url, env: serverEnv }))
  await Promise.all(servers.map((s, i) => waitFor(ports[i], s)))
  // Each renders its images for a minute after it starts; the measured load must not share the CPU with it.
  await Promise.all(servers.map((s) => settled(s)))
  const pids = servers.map((s) => s.pid)
  const load = (secs, subscribersPid) => paced({ ports, apiKey, rate, seconds: secs, pids, subscribersPid })

  // Unmeasured: warms both servers up, so the first measured run does not pay for what the second reuses.
  await load(Math.min(5, seconds))
  await drainOutbox()
  await pause(1000)
  const without = await load(seconds)
  await drainOutbox()

  const subscriberProcess = endsWithThisProcess(
    fork(`${root}bench/lib/live-subscribers.mjs`, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }),
  )
  const before = await steadyRss(pids)
  const streams = uids.map((uid, i) => ({
    base: `http://127.0.0.1:${ports[i % ports.length]}`,
    ticket: ticketFor(key, uid),
    instance: (i % ports.length) + 1,
  }))
  const opened = await ask(subscriberProcess, { type: 'open', streams }, 'opened')
  if (opened.connected !== subscribers) {
    throw new Error(`${subscribers - opened.connected} streams failed to open: ${opened.failures.join('; ')}`)
  }
  // Each stream joins its instance's hub as its generator starts, just after the 'connected' event.
  await pause(2000)
  const connected = await steadyRss(pids)

  const withSubscribers = await load(seconds, subscriberProcess.pid)
  const answers = withSubscribers.acknowledged.map((r) => [r.seq, r.answeredAt, r.sentAt])
  const delivery = await ask(subscriberProcess, { type: 'collect', answers, graceMs: 10_000 }, 'collected')
  const after = pids.map(rssOf)
  subscriberProcess.send({ type: 'close' })
  await drainOutbox()

  const memory = pids.map((_, i) => ({
    instance: i + 1,
    streams: streams.filter((s) => s.instance === i + 1).length,
    before: before[i],
    connected: connected[i],
    after: after[i],
  }))
  results = {
    plan: { rate, seconds, subscribers, instances: ports.length },
    runs: { without, with: withSubscribers },
    delivery,
    memory,
  }
  for (const server of servers) await stop(server)
} finally {
  endChildren()
  await database.drop()
}

printLiveResults(results)
