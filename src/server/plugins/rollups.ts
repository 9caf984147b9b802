import fp from 'fastify-plugin'
import { backfillRollups } from '../rollups/rollup-backfill'
import { compactRollups } from '../rollups/rollup-compactor'

/**
 * Moves the rollups' deltas into their cubes every COMPACT_MS (one instance at a time; the others' turns
 * return at once), so readers add up seconds of deltas rather than hours; and adds the inquiries from
 * before the rollups once the app is ready (docs/decisions/0025).
 */
export const COMPACT_MS = 5_000

export default fp(
  async (app) => {
    const stop = new AbortController()
    let backfill: Promise<void> = Promise.resolve()
    let compacting: Promise<unknown> = Promise.resolve()
    let timer: NodeJS.Timeout | undefined
    const compact = () => {
      compacting = compactRollups(app.db).catch((err: unknown) =>
        app.log.warn({ err }, 'moving rollup deltas into their cubes failed'),
      )
    }
    app.addHook('onReady', async () => {
      timer = setInterval(compact, COMPACT_MS)
      timer.unref()
      // The next start tries again; until it finishes, the counts are read from the rows.
      backfill = backfillRollups(app.db, { log: app.log, signal: stop.signal })
        .catch((err: unknown) => app.log.warn({ err }, 'adding earlier inquiries to the rollups failed'))
        .then(() => undefined)
    })
    app.addHook('preClose', async () => {
      stop.abort()
      clearInterval(timer)
      await Promise.all([backfill, compacting])
    })
  },
  { name: 'rollups', dependencies: ['database'] },
)
