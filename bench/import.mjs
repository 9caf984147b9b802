// bench:import — spreadsheet imports (issue 31): the built server on a scratch PostgreSQL database, an owner
// signed in through the Auth emulator, and a CSV of BENCH_IMPORT_ROWS (100,000) rows, about 15 MB, 2%
// invalid and 10% duplicates (half of people already stored, half of rows earlier in the file), uploaded,
// checked and imported, timed from the upload's first byte to the last row stored. Beside it, inquiries
// through REST at BENCH_RATE (20) a second: first alone for BENCH_SECONDS (20), then all through the
// import, and their p99 compared. A smaller import of BENCH_IMPORT_SMALL_ROWS (10,000) first gives the
// server's memory at a tenth of the size: flat means the same peak. The upload is sent from a process of its
// own, as a browser elsewhere would. BENCH_DEBUG=1 also prints the slowest REST answers and when they were
// sent (ms from the import's start; negative: during the upload and check). Figures, not verdicts: the exit
// status ignores them.
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  BENCH_API_KEY as apiKey,
  migrateScratch,
  scratchDatabase,
  startBuiltServer,
  stop,
  waitFor,
} from './bench-server.mjs'
import { rssOf, settled } from './lib/cpu.mjs'
import { now, paced } from './lib/live-load.mjs'
import { percentile } from './lib/live-report.mjs'
import { importCsv } from './lib/import-file.mjs'
import { signInOwner } from './lib/import-owner.mjs'
import { startAuthEmulator } from '../scripts/firebase-emulator.mjs'

const rows = Number(process.env.BENCH_IMPORT_ROWS || 100_000)
const smallRows = Number(process.env.BENCH_IMPORT_SMALL_ROWS || 10_000)
const rate = Number(process.env.BENCH_RATE || 20)
const seconds = Number(process.env.BENCH_SECONDS || 20)
const port = 3931
const projectId = 'demo-bench'
const ownerEmail = 'importer@bench.example'

const pause = (ms) => new Promise((r) => setTimeout(r, ms))
const mib = (kib) => `${(kib / 1024).toFixed(1)} MiB`
const ms = (v) => `${Math.round(v)} ms`

function latencyFigures(latencies) {
  const s = [...latencies].sort((a, b) => a - b)
  return {
    n: s.length,
    p50: percentile(s, 0.5),
    p95: percentile(s, 0.95),
    p99: percentile(s, 0.99),
    max: s.at(-1) ?? NaN,
  }
}

/** tRPC over HTTP as the back office calls it: JSON in, `result.data` out. */
function trpc(token) {
  const call = async (path, init) => {
    const res = await fetch(`http://127.0.0.1:${port}/trpc/${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, ...init.headers },
    })
    const body = await res.json()
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body.error?.message ?? body)}`)
    return body.result.data
  }
  return {
    query: (path, input) => call(`${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { method: 'GET' }),
    mutate: (path, input) =>
      call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) }),
    /** Uploads the file at `path` from a process of its own (lib/import-upload.mjs). */
    upload: (path) =>
      new Promise((resolve, reject) => {
        const child = fork(new URL('./lib/import-upload.mjs', import.meta.url), [String(port), token, path])
        child.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m)))
        child.once('exit', (code) => code !== 0 && reject(new Error(`the upload's process exited with ${code}`)))
      }),
  }
}

/** Polls the import until its state is one of `states`, sampling the server's memory meanwhile. */
async function until(api, id, states, sample) {
  for (;;) {
    const d = await api.query('admin.imports.get', { id })
    sample()
    if (states.includes(d.state)) return d
    if (d.state === 'failed') throw new Error(`import ${id} failed: ${d.failure}`)
    await pause(200)
  }
}

/**
 * Uploads, checks and imports one file while REST load runs beside it when `load` is set; answers the
 * times, the counts, the server's peak memory and the REST latencies during it.
 */
async function runImport(api, server, { name, count, existing, load }) {
  const bytes = importCsv({ rows: count, existing })
  const path = join(folder, name)
  writeFileSync(path, bytes)
  let peak = rssOf(server.pid)
  const sample = () => (peak = Math.max(peak, rssOf(server.pid)))
  const sampler = setInterval(sample, 100)
  let running = true
  const latencies = []
  const loadDone = (async () => {
    // Open-loop chunks of two seconds until the import ends: each chunk's every request gets its answer.
    while (load && running) {
      const r = await paced({ ports: [port], apiKey, rate, seconds: 2, pids: [server.pid] })
      latencies.push(...r.acknowledged.map((q) => ({ at: q.sentAt, ms: q.answeredAt - q.sentAt })))
    }
  })()
  try {
    const t0 = performance.now()
    const { id } = await api.upload(path)
    const uploaded = performance.now()
    const peakUpload = peak
    const checked = await until(api, id, ['ready'], sample)
    const ready = performance.now()
    const readyAt = now()
    const peakCheck = peak
    await api.mutate('admin.imports.start', {
      id,
      mapping: checked.mapping,
      duplicates: 'skip',
      source: 'Education fair 2026',
      consent: { basis: 'consent', notice: 'The enquiry form’s privacy notice' },
    })
    const done = await until(api, id, ['done'], sample)
    const end = performance.now()
    return {
      mb: bytes.length / 1024 / 1024,
      upload: uploaded - t0,
      check: ready - uploaded,
      import: end - ready,
      total: end - t0,
      counts: done.counts,
      total_rows: done.total,
      peak,
      peakCheck,
      peakUpload,
      latencies: latencies.map((l) => l.ms),
      checkLatencies: latencies.filter((l) => l.at < readyAt).map((l) => l.ms),
      importLatencies: latencies.filter((l) => l.at >= readyAt).map((l) => l.ms),
      slowest: [...latencies]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 15)
        .map((l) => `${Math.round(l.ms)}ms@${Math.round(l.at - readyAt)}`),
      uploadedAt: uploaded - ready,
    }
  } finally {
    running = false
    clearInterval(sampler)
    await loadDone
  }
}

const database = await scratchDatabase('bench_import')
const folder = mkdtempSync(join(tmpdir(), 'bench-import-'))
let emulator
let server
try {
  await migrateScratch(database.url)

  emulator = await startAuthEmulator({ projectId })
  server = startBuiltServer({
    port,
    databaseUrl: database.url,
    env: {
      FIREBASE_PROJECT_ID: projectId,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      ADMIN_EMAILS: ownerEmail,
      WEBSERVICE_RATE_LIMIT_PER_MINUTE: '1000000',
    },
  })
  await waitFor(port, server)
  await settled(server)
  const token = await signInOwner({ emulatorHost: emulator.host, port, email: ownerEmail })
  const api = trpc(token)

  // REST alone; its people are the "already stored" half of the file's duplicates.
  const alone = await paced({ ports: [port], apiKey, rate, seconds, pids: [server.pid] })
  const existing = alone.acknowledged.map((r) => r.seq)
  const rssBefore = rssOf(server.pid)

  const small = await runImport(api, server, { name: 'fair-small.csv', count: smallRows, existing, load: false })
  const big = await runImport(api, server, { name: 'fair-2026.csv', count: rows, existing, load: true })

  const lone = latencyFigures(alone.latencies)
  const during = latencyFigures(big.latencies)
  console.log(`\nbench:import: the built server on PostgreSQL, an owner through the Auth emulator, REST at ${rate}/s\n`)
  console.log('run                rows     MB   upload    check   import    total   rows/s  created  skipped  invalid')
  for (const [label, r] of [
    [`small (${smallRows})`, small],
    [`file (${rows})`, big],
  ]) {
    const c = r.counts
    console.log(
      `${label.padEnd(18)}${String(r.total_rows).padStart(5)} ${r.mb.toFixed(1).padStart(6)} ${ms(r.upload).padStart(8)} ${ms(r.check).padStart(8)} ${ms(r.import).padStart(8)} ${ms(r.total).padStart(8)} ${String(Math.round(r.total_rows / (r.total / 1000))).padStart(8)} ${String(c.created).padStart(8)} ${String(c.skipped).padStart(8)} ${String(c.invalid).padStart(8)}`,
    )
  }
  console.log(
    `\n${rows} rows in all: ${(big.total / 1000).toFixed(1)} s (target <= 60 s: ${big.total <= 60_000 ? 'ok' : 'over'})`,
  )
  console.log(
    `dry run counts: valid ${big.counts.valid}, invalid ${big.counts.invalid}, duplicates ${big.counts.duplicates}`,
  )
  console.log('\nREST intake (POST /webservice/api/inquiries/information)')
  console.log(
    `  alone:            n ${lone.n}, p50 ${ms(lone.p50)}, p95 ${ms(lone.p95)}, p99 ${ms(lone.p99)}, max ${ms(lone.max)}`,
  )
  console.log(
    `  during the import: n ${during.n}, p50 ${ms(during.p50)}, p95 ${ms(during.p95)}, p99 ${ms(during.p99)}, max ${ms(during.max)}`,
  )
  for (const [label, l] of [
    ['  while checking: ', big.checkLatencies],
    ['  while importing:', big.importLatencies],
  ]) {
    const f = latencyFigures(l)
    console.log(`${label} n ${f.n}, p50 ${ms(f.p50)}, p95 ${ms(f.p95)}, p99 ${ms(f.p99)}, max ${ms(f.max)}`)
  }
  if (process.env.BENCH_DEBUG)
    console.log('slowest (ms@ms from ready):', big.slowest.join(' '), 'uploaded at', Math.round(big.uploadedAt))
  const ratio = during.p99 / lone.p99
  console.log(`  p99 during / alone: ${ratio.toFixed(2)} (target <= 2: ${ratio <= 2 ? 'ok' : 'over'})`)
  console.log('\nServer memory (VmRSS)')
  console.log(`  before: ${mib(rssBefore)}`)
  for (const [n, r] of [
    [smallRows, small],
    [rows, big],
  ]) {
    console.log(
      `  peak, ${n} rows: ${mib(r.peak)} (+${mib(r.peak - rssBefore)}; by the upload's end +${mib(r.peakUpload - rssBefore)}, by the check's +${mib(r.peakCheck - rssBefore)})`,
    )
  }
} finally {
  if (server) await stop(server)
  await emulator?.stop()
  await database.drop()
  rmSync(folder, { recursive: true, force: true })
}
