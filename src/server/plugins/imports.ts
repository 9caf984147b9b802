import fp from 'fastify-plugin'
import { REQUEST_TIMEOUTS } from '../db/database'
import { claimImport, DEFAULT_PACE, type Claim, type RunnerPace } from '../imports/import-claim'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { failClaim, runClaim } from '../imports/import-runner'
import { runClaimInThreads } from '../imports/import-thread-runner'
import { sweepImportFiles } from '../imports/import-sweep'

/** How often an idle worker lets go of the files no import will read again (import-sweep.ts). */
const SWEEP_EVERY_MS = 60 * 60_000

declare module 'fastify' {
  interface FastifyInstance {
    /** Spreadsheet imports' background work; `nudge()` looks for work at once (after an upload or a start). */
    imports: { nudge(): void }
  }
}

export interface ImportsPluginOptions {
  /** The runner's pacing (tests and the bench use smaller batches). */
  pace?: Partial<Omit<RunnerPace, 'firstContactHours'>>
  /** How often an idle instance looks for imports to work on, also those another instance left. */
  pollMs?: number
  /**
   * The built import-thread.js: each claimed import then runs in a worker thread of its own, its garbage in a
   * small heap of its own and its computing beside the requests' (docs/decisions/0024). Without it (tests run
   * the sources), or on the embedded PGlite (which lives in this thread), imports run in this thread.
   */
  thread?: URL
  /** The heaps a thread is tried in (IMPORT_THREAD_HEAPS_MB; tests give small ones). */
  threadHeapsMb?: readonly number[]
}

/**
 * Every instance runs one worker that claims imports with work to do (a check or an import) under a lease
 * in the database, so two instances never work on the same one and one stopped mid-way is taken up by any
 * (docs/decisions/0024). Stopping the app ends the worker after its batch in hand.
 */
export default fp<ImportsPluginOptions>(
  async (app, opts) => {
    const pace: RunnerPace = { ...DEFAULT_PACE, ...opts.pace, firstContactHours: app.config.firstContactHours }
    const pollMs = opts.pollMs ?? 2_000
    const stop = new AbortController()
    let wake: (() => void) | null = null
    let nudged = false
    let loop: Promise<void> = Promise.resolve()

    const idle = () =>
      new Promise<void>((resolve) => {
        if (nudged) return resolve()
        const t = setTimeout(done, pollMs)
        function done() {
          clearTimeout(t)
          wake = null
          resolve()
        }
        wake = done
      })

    const work = async (claim: Claim) => {
      const url = app.config.databaseUrl
      if (opts.thread && url && app.database.driver === 'pg') {
        const task = { url, timeouts: REQUEST_TIMEOUTS, claim, pace }
        const outOfMemory = (heapMb: number) =>
          app.log.warn({ importId: claim.id, heapMb }, 'the import thread ran out of its heap')
        const run = await runClaimInThreads(opts.thread, task, stop.signal, outOfMemory, opts.threadHeapsMb)
        if (run.ran) return
        // Out of its largest heap the import ends: this thread answers every request, and would run out next.
        if (run.outOfMemory) {
          if (!stop.signal.aborted) await failClaim(app.db, claim, IMPORT_MESSAGES.tooMuchToHold)
          return
        }
        app.log.warn(
          { importId: claim.id, err: run.why },
          'the import thread would not start; the import goes on in this thread',
        )
      }
      await runClaim(app.db, claim, pace, stop.signal)
    }

    let sweptAt = 0
    const run = async () => {
      while (!stop.signal.aborted) {
        nudged = false
        try {
          const claim = await claimImport(app.db, pace.leaseMs)
          if (claim) {
            await work(claim)
            continue
          }
          if (Date.now() - sweptAt >= SWEEP_EVERY_MS) {
            sweptAt = Date.now()
            const swept = await sweepImportFiles(app.db)
            if (swept.expired || swept.released) app.log.info(swept, 'imports: files no import will read let go')
          }
        } catch (err) {
          if (!stop.signal.aborted) app.log.error({ err }, 'import worker failed; it looks again shortly')
        }
        if (!stop.signal.aborted) await idle()
      }
    }

    app.decorate('imports', {
      nudge() {
        nudged = true
        wake?.()
      },
    })
    app.addHook('onReady', async () => {
      loop = run()
    })
    app.addHook('preClose', async () => {
      stop.abort()
      wake?.()
      await loop
    })
  },
  { name: 'imports', dependencies: ['database'] },
)
