import fp from 'fastify-plugin'
import { MailSender } from '../mail/mail-sender'

declare module 'fastify' {
  interface FastifyInstance {
    mailSender: MailSender
  }
}

export interface MailPluginOptions {
  /** Overrides of the sender's timings (tests). */
  sender?: { pollMs?: number; retryMs?: number; maxRetryMs?: number; now?: () => Date }
}

/**
 * New-lead e-mails: every stored inquiry writes its alert (and, with LEAD_CONFIRMATION=on, the lead's
 * confirmation) to the outbox in its own statement, and the sender delivers the outbox once the app is
 * ready, stopping before the database closes.
 */
export default fp<MailPluginOptions>(
  async (app, opts) => {
    const { mail, publicOrigin, adminEmails } = app.config
    const sender = new MailSender({ db: app.db, mail, publicOrigin, adminEmails, log: app.log, ...opts.sender })
    // Each stored inquiry's e-mails leave at once rather than at the next poll.
    app.intake.listen(() => sender.nudge())
    app.decorate('mailSender', sender)
    app.addHook('onReady', async () => {
      if (!mail.smtpUrl) {
        app.log.info('SMTP_URL is not set: new-lead e-mails are kept in the outbox (back office, Alerts), not sent')
      }
      sender.start()
    })
    // Before the database closes; what is still due stays in the outbox for the next start.
    app.addHook('preClose', () => sender.stop())
  },
  { name: 'mail', dependencies: ['database', 'intake'] },
)
