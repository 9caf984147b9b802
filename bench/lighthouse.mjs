// What the Lighthouse benchmarks share: the Chromium they drive and one run of Lighthouse's default
// config (mobile, simulated throttling) that survives the odd failed recording.
import { createRequire } from 'node:module'
import lighthouse from 'lighthouse'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromium.mjs'
import { blockingTasks } from './lib/lantern-tasks.mjs'
import { mainThreadAfterPaint } from './lib/main-thread.mjs'

export const LH_VERSION = createRequire(import.meta.url)('lighthouse/package.json').version

/** chrome-launcher is lighthouse's own dependency; resolve it from the project, else from lighthouse's folder. */
async function loadChromeLauncher() {
  try {
    return await import('chrome-launcher')
  } catch {
    const require = createRequire(createRequire(import.meta.url).resolve('lighthouse/package.json'))
    return await import(require.resolve('chrome-launcher'))
  }
}

/** Chromium (`CHROMIUM_PATH`, else the Debian package's) for Lighthouse to drive; `kill()` when done. */
export async function launchChrome() {
  const chromeLauncher = await loadChromeLauncher()
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  })
}

/**
 * One Lighthouse run of `url`: its report, the page's main thread after the first paint in thread time
 * (lib/main-thread.mjs), and the tasks its TBT counts (lib/lantern-tasks.mjs). A run that fails to record
 * (e.g. NO_NAVSTART on a busy machine) is retried twice.
 */
export async function measure(chromePort, url, categories, attempts = 3) {
  let error
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    })
    const lhr = result?.lhr
    if (lhr && !lhr.runtimeError)
      return {
        lhr,
        mainThread: mainThreadAfterPaint(result.artifacts.Trace.traceEvents),
        blocking: await blockingTasks(result.artifacts, lhr),
      }
    error = lhr ? `${lhr.runtimeError.code} ${lhr.runtimeError.message}` : 'no result'
    process.stderr.write(`  ${url}: Lighthouse failed (${error}), attempt ${attempt}/${attempts}\n`)
  }
  throw new Error(`Lighthouse failed on ${url}: ${error}`)
}
