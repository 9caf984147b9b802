import fp from 'fastify-plugin'
import { configureInquiryIntake } from '../inquiries/inquiry-batcher'
import { backfillFirstContact } from '../inquiries/first-contact-backfill'

/**
 * The admissions desk: every new inquiry gets its first-contact deadline (FIRST_CONTACT_HOURS office hours)
 * as it is stored, and inquiries from before the desk get theirs once the app is ready, in the background.
 */
export default fp(
  async (app) => {
    const hours = app.config.firstContactHours
    configureInquiryIntake(app.db, { firstContactHours: hours })
    const stop = new AbortController()
    let backfill: Promise<unknown> = Promise.resolve()
    app.addHook('onReady', async () => {
      backfill = backfillFirstContact(app.db, hours, { log: app.log, signal: stop.signal }).catch((err: unknown) =>
        // The next start tries again; nothing depends on it but the deadlines of old inquiries.
        app.log.warn({ err }, 'filling in first-contact deadlines of earlier inquiries failed'),
      )
    })
    // Before the database closes: the batch in hand finishes, the rest waits for the next start.
    app.addHook('preClose', () => {
      stop.abort()
      return backfill
    })
  },
  { name: 'admissions', dependencies: ['database'] },
)
