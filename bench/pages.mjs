// Lighthouse (mobile, simulated throttling: Lighthouse's default config) figures for the main pages.
// `npm run bench:pages` builds what is not built, then runs this file. It starts the built server itself,
// runs each page RUNS times and reports the median run (by performance score). It prints figures and
// whether the targets hold; it exits 0 either way, and non-zero only when Lighthouse itself fails.
import { mkdirSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { LH_VERSION, launchChrome, measure } from './lighthouse.mjs'
import { describeBlocking } from './lib/lantern-tasks.mjs'
import { DIST, scratchDatabase, startBuiltServer, waitFor, waitForLogLine } from './bench-server.mjs'

const root = new URL('..', import.meta.url).pathname
// BENCH_DIST_DIR measures another build (e.g. a private one) instead of the project's dist/.
const PORT = Number(process.env.BENCH_PORT ?? 3905)
const ORIGIN = `http://127.0.0.1:${PORT}`
const PAGES = ['/', '/courses', '/courses/1', '/mentorship']
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
// Issue 32's targets (decision 0027) hold for the worst of the runs, not the median: one budget for every page.
const TARGETS = { performance: 100, accessibility: 100, seo: 100, lcpMs: 1000, tbtMs: 50, cls: 0, jsKb: 100 }
// The document, headers and all, inside a new connection's first round trip (ten segments of 1,460 bytes):
// past it, the first paint waits a round trip more (decision 0027). `/` is the page nearest to it.
const FIRST_ROUND_TRIP_BYTES = 14_600
const HOST_INDEX_CALIBRATED = 1_000

const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)

/**
 * What the largest paint was and where its time went, as Lighthouse tells it: the element, then its phases
 * (time to first byte, the resource's load delay and load time, the render delay). A run past the LCP target
 * prints it, so that a slow run says whether the document, the picture's request or the rendering made it.
 */
function describeLcp(lhr) {
  const [element, phases] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
  const snippet = (element?.items?.[0]?.node?.snippet ?? '?').replaceAll(ORIGIN, '').slice(0, 100)
  const parts = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)}`)
  const url = lhr.audits['prioritize-lcp-image']?.details?.debugData?.initiatorPath?.[0]?.url
  const request = (lhr.audits['network-requests']?.details?.items ?? []).find((r) => url && r.url === url)
  const picture = request
    ? `; its request ${Math.round(request.networkRequestTime)}-${Math.round(request.networkEndTime)} ms observed, ${(request.transferSize / 1024).toFixed(1)} KB, ${request.priority}`
    : ''
  return `LCP element ${snippet}: ${parts.join(', ')}${picture}`
}

function summarise(path, { lhr, mainThread, blocking }) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const jsBytes = items.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0)
  const totalBytes = items.reduce((s, i) => s + (i.transferSize ?? 0), 0)
  const documentBytes = items.find((i) => i.resourceType === 'Document')?.transferSize ?? NaN
  const failing = {}
  for (const id of CATEGORIES) {
    const cat = lhr.categories[id]
    if (!cat || cat.score === 1) continue
    failing[id] = cat.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(
        ({ audit }) =>
          audit &&
          audit.score !== null &&
          audit.score < 1 &&
          !['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode),
      )
      // Weighted audits cost points; unweighted ones are listed only when they estimate a saving.
      .filter(
        ({ ref, audit }) =>
          ref.weight > 0 || (audit.details?.overallSavingsMs ?? 0) > 0 || (audit.details?.overallSavingsBytes ?? 0) > 0,
      )
      .map(
        ({ ref, audit }) =>
          `${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}${ref.weight > 0 ? '' : ' [diagnostic]'}`,
      )
  }
  return {
    page: path,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? NaN),
    // The main thread after the first paint, in its own thread time: lib/main-thread.mjs (decision 0034).
    mainThreadCpuMs: mainThread?.cpuMs ?? NaN,
    mainThreadWallMs: mainThread?.wallMs ?? NaN,
    cpuBlockingMs: mainThread?.cpuBlockingMs ?? NaN,
    // The tasks TBT counts, in Lighthouse's own simulation (lib/lantern-tasks.mjs, decision 0035).
    blocking,
    lcp: describeLcp(lhr),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
    totalKb: Number((totalBytes / 1024).toFixed(1)),
    documentBytes,
    failingAudits: failing,
    scripts: items
      .filter((i) => i.resourceType === 'Script')
      .map((i) => ({ url: i.url.replace(ORIGIN, ''), kb: Number(((i.transferSize ?? 0) / 1024).toFixed(1)) }))
      .sort((a, b) => b.kb - a.kb),
    uncompressedText: (lhr.audits['uses-text-compression']?.details?.items ?? []).map((i) => i.url.replace(ORIGIN, '')),
  }
}

function table(rows) {
  const cols = [
    ['page', (r) => r.page],
    ['perf', (r) => r.performance],
    ['a11y', (r) => r.accessibility],
    ['best-pr.', (r) => r.bestPractices],
    ['SEO', (r) => r.seo],
    ['LCP ms', (r) => r.lcpMs],
    ['TBT ms', (r) => r.tbtMs],
    ['CLS', (r) => r.cls],
    ['JS KB', (r) => r.jsKb],
    ['total KB', (r) => r.totalKb],
    ['doc bytes', (r) => r.documentBytes],
  ]
  const cells = [cols.map(([h]) => h), ...rows.map((r) => cols.map(([, f]) => String(f(r))))]
  const widths = cols.map((_, i) => Math.max(...cells.map((row) => row[i].length)))
  const line = (row) => `| ${row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`
  return [
    line(cells[0]),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n')
}

async function main() {
  if (!existsSync(join(DIST, 'server/main.js')))
    throw new Error(`${DIST}/server/main.js is missing: run \`npm run build\` first`)
  // Production refuses the embedded database: the server gets a scratch PostgreSQL database of its own.
  const database = await scratchDatabase('bench_pages')
  const server = startBuiltServer({
    port: PORT,
    databaseUrl: database.url,
    env: { LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  // The server prerenders its images for a minute after it starts; measured meanwhile, the pages would
  // share the CPU with sharp and Lighthouse would report that, not the pages.
  const prerendered = waitForLogLine(server, 'images prerendered')
  let chrome
  const stop = () => {
    try {
      chrome?.kill()
    } catch {
      /* already gone */
    }
    if (server.exitCode === null) server.kill('SIGTERM')
  }
  process.on('SIGINT', () => {
    stop()
    process.exit(130)
  })
  try {
    await Promise.all([waitFor(PORT, server), prerendered])
    chrome = await launchChrome()
    const results = []
    const hostIndexes = []
    for (const path of PAGES) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        runs.push(summarise(path, await measure(chrome.port, `${ORIGIN}${path}`, CATEGORIES)))
        const run = runs.at(-1)
        hostIndexes.push(run.benchmarkIndex)
        process.stderr.write(
          `  ${path} run ${i + 1}/${RUNS}: performance ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, host index ${run.benchmarkIndex}, main thread after the first paint ${run.mainThreadCpuMs} ms of thread time in ${run.mainThreadWallMs} ms (TBT on thread time ${run.cpuBlockingMs} ms)\n    ${describeBlocking(run.blocking)}\n${run.lcpMs > TARGETS.lcpMs ? `    ${run.lcp}\n` : ''}`,
        )
      }
      const worst = {
        performance: Math.min(...runs.map((r) => r.performance)),
        lcpMs: Math.max(...runs.map((r) => r.lcpMs)),
        tbtMs: Math.max(...runs.map((r) => r.tbtMs)),
        cls: Math.max(...runs.map((r) => r.cls)),
        mainThreadCpuMs: Math.max(...runs.map((r) => r.mainThreadCpuMs)),
        cpuBlockingMs: Math.max(...runs.map((r) => r.cpuBlockingMs)),
      }
      const worstBlocking = runs.reduce((a, b) => (b.tbtMs > a.tbtMs ? b : a)).blocking
      runs.sort((a, b) => a.performance - b.performance)
      const median = runs[Math.floor(runs.length / 2)]
      results.push({ ...median, runs: runs.map((r) => r.performance), worst, worstBlocking })
    }

    console.log(
      `\nLighthouse ${LH_VERSION} — mobile, simulated throttling; median of ${RUNS} runs by performance score\n`,
    )
    console.log(table(results))
    // Lighthouse slows the CPU by 4 whatever the host: the figures are a low-tier phone's (DevTools' own
    // calibration puts a Moto G Power at 264 and a Pixel 5 at 1,000) only on a host that scores about 1,000.
    // A faster host shows less blocking time than such a phone would have (decision 0033).
    hostIndexes.sort((a, b) => a - b)
    const hostIndex = hostIndexes[Math.floor(hostIndexes.length / 2)]
    console.log(
      `\nhost benchmark index ${hostIndex} (runs ${hostIndexes[0]}-${hostIndexes.at(-1)}); Lighthouse's 4x CPU slowdown is a low-tier phone on a host near ${HOST_INDEX_CALIBRATED}` +
        (hostIndex > HOST_INDEX_CALIBRATED * 1.3 ? ': this host is faster, so its TBT understates a phone’s' : ''),
    )
    console.log(
      `main thread after the first paint, thread time, worst run (and TBT counted on it): ${results
        .map((r) => `${r.page} ${r.worst.mainThreadCpuMs} ms (${r.worst.cpuBlockingMs})`)
        .join(', ')}`,
    )
    console.log(`what Lighthouse's TBT counted in each page's worst run (ms; lib/lantern-tasks.mjs):`)
    for (const r of results) console.log(`  ${r.page}: ${describeBlocking(r.worstBlocking)}`)

    const everyRun = (label, key, ok) => [
      `${label} in every run`,
      results.every((r) => ok(r.worst[key])),
      results.map((r) => `${r.page} ${r.worst[key]}`).join(', '),
    ]
    const everyPage = (label, key, ok, unit = '') => [
      `${label} on every page`,
      results.every((r) => ok(r[key])),
      results.map((r) => `${r.page} ${r[key]}${unit}`).join(', '),
    ]
    const checks = [
      everyRun(`performance >= ${TARGETS.performance}`, 'performance', (v) => v >= TARGETS.performance),
      everyRun(`LCP <= ${TARGETS.lcpMs} ms`, 'lcpMs', (v) => v <= TARGETS.lcpMs),
      everyRun(`TBT <= ${TARGETS.tbtMs} ms`, 'tbtMs', (v) => v <= TARGETS.tbtMs),
      everyRun(`CLS <= ${TARGETS.cls}`, 'cls', (v) => v <= TARGETS.cls),
      everyPage(`accessibility ${TARGETS.accessibility}`, 'accessibility', (v) => v >= TARGETS.accessibility),
      everyPage(`SEO ${TARGETS.seo}`, 'seo', (v) => v >= TARGETS.seo),
      everyPage(`JS <= ${TARGETS.jsKb} KB`, 'jsKb', (v) => v <= TARGETS.jsKb, ' KB'),
      everyPage(
        `document <= ${FIRST_ROUND_TRIP_BYTES} bytes with its headers (decision 0027)`,
        'documentBytes',
        (v) => v <= FIRST_ROUND_TRIP_BYTES,
        ' B',
      ),
    ]
    console.log('\nTargets:')
    for (const [name, ok, detail] of checks) console.log(`  ${ok ? 'holds ' : 'MISSED'}  ${name}  (${detail})`)

    const failing = results.filter((r) => Object.keys(r.failingAudits).length)
    if (failing.length) {
      console.log('\nAudits below 100 (median run):')
      for (const r of failing) {
        for (const [cat, titles] of Object.entries(r.failingAudits)) {
          if (!titles.length) continue
          console.log(`  ${r.page} — ${cat}:`)
          for (const t of titles) console.log(`    - ${t}`)
        }
      }
    }

    const out = join(root, 'bench/results')
    mkdirSync(out, { recursive: true })
    const summary = {
      date: new Date().toISOString(),
      lighthouse: LH_VERSION,
      formFactor: 'mobile',
      throttling: 'simulated',
      runsPerPage: RUNS,
      hostBenchmarkIndex: { median: hostIndex, min: hostIndexes[0], max: hostIndexes.at(-1) },
      targets: TARGETS,
      targetsHold: Object.fromEntries(checks.map(([name, ok]) => [name, ok])),
      pages: results,
    }
    writeFileSync(join(out, 'pages.json'), `${JSON.stringify(summary, null, 2)}\n`)
    console.log(`\nwrote bench/results/pages.json`)
  } finally {
    stop()
    await database.drop()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
