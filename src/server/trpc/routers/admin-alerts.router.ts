import { permitted, router } from '../init'
import { recentMail, retryMail } from '../../mail/mail-outbox-store'
import { getPreferences } from '../../users/preferences-store'
import { DEFAULT_ALERT_PREFERENCE, mailIdSchema, recentMailSchema } from '../../../shared/schemas/alerts'

/** The back office's view of new-lead e-mails; an admin's own choice is saved with admin.users.savePreferences. */
export const adminAlertsRouter = router({
  /** How alerts are delivered here, and what the caller chose. */
  settings: permitted('inquiries.read').query(async ({ ctx }) => {
    const { mail } = ctx.config
    const preferences = await getPreferences(ctx.db, ctx.identity.uid)
    return {
      preference: preferences.alerts ?? DEFAULT_ALERT_PREFERENCE,
      /** ALERT_EMAILS: when set, alerts go there and the admins' choices apply to nothing. */
      fixedRecipients: mail.alertEmails,
      sending: mail.smtpUrl !== undefined,
      leadConfirmation: mail.leadConfirmation,
      from: mail.from,
    }
  }),

  recent: permitted('alerts.manage')
    .input(recentMailSchema)
    .query(({ ctx, input }) => recentMail(ctx.db, input)),

  /** Sends a failed e-mail again, once whatever refused it has been put right. */
  retry: permitted('alerts.manage')
    .input(mailIdSchema)
    .mutation(async ({ ctx, input }) => {
      await retryMail(ctx.db, input.id)
      ctx.mailSender.nudge()
      return { ok: true as const }
    }),
})
