import fp from 'fastify-plugin'
import { indianDate } from '../../shared/india-time'
import { claimDailyJob, runRetention } from '../privacy/retention'
import { pruneIdempotencyKeys } from '../webservice/idempotency-store'
import { pruneAccessLog } from '../access/access-log-store'

// The first look comes a while after start, so a deploy's restarts and the tests' short-lived apps do not
// each begin with a pass over the table; then hourly, and the day's first claim wins across instances.
const FIRST_CHECK_MS = 5 * 60_000
const CHECK_EVERY_MS = 60 * 60_000

/**
 * Retention (RETENTION_MONTHS, docs/decisions/0012): once an India day, one instance anonymises the
 * inquiries that have been Closed, Spam or Enrolled for longer than the period. `npm run privacy --
 * retention` runs the same pass at once. The same daily look deletes the REST web service's
 * Idempotency-Keys older than a day, and the access log's entries older than ACCESS_LOG_MONTHS.
 */
export default fp(
  async (app) => {
    const stop = new AbortController()
    const timers: NodeJS.Timeout[] = []
    let running: Promise<void> = Promise.resolve()
    const check = () => {
      running = (async () => {
        if (!(await claimDailyJob(app.db, 'retention', indianDate()))) return
        const anonymised = await runRetention(app.db, {
          months: app.config.privacy.retentionMonths,
          signal: stop.signal,
        })
        app.log.info({ anonymised, months: app.config.privacy.retentionMonths }, 'retention: inquiries anonymised')
      })().catch((err: unknown) => app.log.warn({ err }, 'retention failed; it runs again tomorrow'))
      const retention = running
      running = (async () => {
        await retention
        if (!(await claimDailyJob(app.db, 'idempotency-keys', indianDate()))) return
        const pruned = await pruneIdempotencyKeys(app.db)
        app.log.info({ pruned }, 'idempotency keys older than a day deleted')
      })().catch((err: unknown) => app.log.warn({ err }, 'pruning idempotency keys failed; it runs again tomorrow'))
      const keys = running
      running = (async () => {
        await keys
        if (!(await claimDailyJob(app.db, 'access-log', indianDate()))) return
        const months = app.config.privacy.accessLogMonths
        const pruned = await pruneAccessLog(app.db, months)
        app.log.info({ pruned, months }, 'access log entries past ACCESS_LOG_MONTHS deleted')
      })().catch((err: unknown) => app.log.warn({ err }, 'pruning the access log failed; it runs again tomorrow'))
    }
    app.addHook('onReady', async () => {
      timers.push(setTimeout(check, FIRST_CHECK_MS).unref(), setInterval(check, CHECK_EVERY_MS).unref())
    })
    app.addHook('preClose', () => {
      stop.abort()
      for (const t of timers) clearTimeout(t)
      return running
    })
  },
  { name: 'privacy', dependencies: ['database'] },
)
