import fp from 'fastify-plugin'
import { backfillFirstContact } from '../inquiries/first-contact-backfill'
import { backfillContactMarks } from '../inquiries/contact-marks-backfill'
import { backfillPeopleAndStages } from '../inquiries/people-backfill'

/**
 * The admissions desk: every new inquiry gets its first-contact deadline (FIRST_CONTACT_HOURS office hours)
 * and its speed-to-contact marks as it is stored, and inquiries from before the desk get theirs once the app
 * is ready, in the background; so do their repeat marks and funnel stages (docs/decisions/0011).
 */
export default fp(
  async (app) => {
    const hours = app.config.firstContactHours
    const stop = new AbortController()
    let backfill: Promise<void> = Promise.resolve()
    app.addHook('onReady', async () => {
      const options = { log: app.log, signal: stop.signal }
      // The next start tries again; nothing depends on them but the deadlines, repeat marks, funnel
      // stages and speed-to-contact marks of old inquiries.
      backfill = Promise.all([
        backfillFirstContact(app.db, hours, options).catch((err: unknown) =>
          app.log.warn({ err }, 'filling in first-contact deadlines of earlier inquiries failed'),
        ),
        backfillPeopleAndStages(app.db, options).catch((err: unknown) =>
          app.log.warn({ err }, 'filling in repeat marks and funnel stages of earlier inquiries failed'),
        ),
        backfillContactMarks(app.db, options).catch((err: unknown) =>
          app.log.warn({ err }, 'filling in speed-to-contact marks of earlier inquiries failed'),
        ),
        // A hook's promise must settle to nothing: Fastify takes any other value for an error.
      ]).then(() => undefined)
    })
    // Before the database closes: the batch in hand finishes, the rest waits for the next start.
    app.addHook('preClose', () => {
      stop.abort()
      return backfill
    })
  },
  { name: 'admissions', dependencies: ['database'] },
)
