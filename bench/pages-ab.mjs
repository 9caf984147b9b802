// Lighthouse on one page, this checkout's build against another revision's, run after run in turn.
// `npm run bench:pages-ab [-- REV]` (REV defaults to HEAD, so uncommitted work is what is compared).
// Lantern's figures on a shared machine move by a few hundred milliseconds from run to run; alternating
// the two builds on one machine, in one period of time, is what lets a change of 0.2 s show.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { LH_VERSION, launchChrome, measure } from './lighthouse.mjs'
import { DIST, scratchDatabase, startBuiltServer, stop, waitFor, waitForLogLine } from './bench-server.mjs'

const root = new URL('..', import.meta.url).pathname
const REV = process.argv[2] ?? 'HEAD'
const PATH = process.env.BENCH_PATH ?? '/'
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const PORTS = [3907, 3908]

/** REV built in a detached worktree of its own (sharing this checkout's node_modules); `remove()` when done. */
function buildRevision(rev) {
  const dir = mkdtempSync(join(tmpdir(), 'pages-ab-'))
  const git = (...args) => execFileSync('git', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  git('worktree', 'add', '--detach', dir, rev)
  const remove = () => {
    git('worktree', 'remove', '--force', dir)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'))
    execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] })
  } catch (err) {
    remove()
    throw err
  }
  return { dist: join(dir, 'dist'), remove }
}

const metric = (lhr, id) => Math.round(lhr.audits[id]?.numericValue ?? NaN)
const row = ({ lhr, mainThread }) => ({
  performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  fcp: metric(lhr, 'first-contentful-paint'),
  lcp: metric(lhr, 'largest-contentful-paint'),
  tbt: metric(lhr, 'total-blocking-time'),
  // All of the main thread's work in the run (parsing, style, layout, script), under the same slowdown: TBT
  // counts only what lies past 50 ms a task, so a change that shortens every task moves this first.
  work: metric(lhr, 'mainthread-work-breakdown'),
  cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
  // The main thread after the first paint in its own thread time, unthrottled, and the blocking time of those
  // tasks at 4x counted on thread time: what the page's work costs, without the waits for a core that a
  // small host adds to TBT (decision 0034).
  cpu: mainThread?.cpuMs ?? NaN,
  cpuBlocking: mainThread?.cpuBlockingMs ?? NaN,
})

function report(builds) {
  const keys = [
    ['performance', 'perf', 'max'],
    ['fcp', 'FCP ms', 'min'],
    ['lcp', 'LCP ms', 'min'],
    ['tbt', 'TBT ms', 'min'],
    ['work', 'work ms', 'min'],
    ['cls', 'CLS', 'min'],
    ['cpu', 'CPU ms', 'min'],
    ['cpuBlocking', 'CPU TBT', 'min'],
  ]
  console.log(`\nLighthouse ${LH_VERSION} — mobile, simulated throttling; ${PATH}, ${RUNS} runs each, in turn`)
  console.log('median (best–worst)\n')
  for (const [key, label, better] of keys) {
    const cells = builds.map((b) => {
      const values = b.rows.map((r) => r[key]).sort((x, y) => x - y)
      const median = values[Math.floor(values.length / 2)]
      const [best, worst] = better === 'min' ? [values[0], values.at(-1)] : [values.at(-1), values[0]]
      return `${median} (${best}–${worst})`.padStart(22)
    })
    console.log(`${label.padEnd(8)} ${cells.join('')}`)
  }
  console.log(`${''.padEnd(8)} ${builds.map((b) => b.name.padStart(22)).join('')}`)
}

async function main() {
  const base = buildRevision(REV)
  const builds = [
    { name: `${REV} (base)`, dist: base.dist, rows: [] },
    { name: 'this checkout', dist: DIST, rows: [] },
  ]
  let chrome
  try {
    for (const [i, build] of builds.entries()) {
      build.port = PORTS[i]
      build.database = await scratchDatabase('bench_pages_ab')
      build.server = startBuiltServer({
        port: build.port,
        databaseUrl: build.database.url,
        env: { LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'inherit'],
        dist: build.dist,
      })
      // One at a time: each server's image prerender is a minute of CPU the other's pages must not share.
      await Promise.all([waitFor(build.port, build.server), waitForLogLine(build.server, 'images prerendered')])
    }
    chrome = await launchChrome()
    for (let run = 1; run <= RUNS; run++) {
      for (const build of builds) {
        build.rows.push(row(await measure(chrome.port, `http://127.0.0.1:${build.port}${PATH}`, ['performance'])))
        process.stderr.write(`  ${build.name} run ${run}/${RUNS}: ${JSON.stringify(build.rows.at(-1))}\n`)
      }
    }
    report(builds)
  } finally {
    chrome?.kill()
    for (const build of builds) {
      if (build.server) await stop(build.server)
      await build.database?.drop()
    }
    base.remove()
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : err)
    process.exit(1)
  },
)
