import { z } from 'zod'

/**
 * New-lead e-mails: what an admin chooses to receive, and the outbox of e-mails the product owes, as the
 * back office's Alerts page and the `admin.alerts` procedures see them.
 */

export const ALERT_PREFERENCES = ['each', 'digest', 'none'] as const
export type AlertPreference = (typeof ALERT_PREFERENCES)[number]
/** What an admin who never chose gets: a lead is worth most in its first hour. */
export const DEFAULT_ALERT_PREFERENCE: AlertPreference = 'each'
export const ALERT_PREFERENCE_LABELS: Record<AlertPreference, string> = {
  each: 'Every new inquiry',
  digest: 'A daily digest',
  none: 'None',
}

/** The India hour at which each day's digest of the day before goes out. */
export const DIGEST_HOUR = 9

export const MAIL_PURPOSES = [
  'lead-alert',
  'lead-confirmation',
  'digest',
  'follow-up-reminder',
  'late-lead',
  'import-summary',
] as const
export type MailPurpose = (typeof MAIL_PURPOSES)[number]
export const MAIL_PURPOSE_LABELS: Record<MailPurpose, string> = {
  'lead-alert': 'New-lead alert',
  'lead-confirmation': 'Confirmation to the lead',
  digest: 'Daily digest',
  'follow-up-reminder': 'Follow-up reminder',
  'late-lead': 'Late-lead alert',
  'import-summary': 'Import summary',
}

/**
 * pending: waiting or retrying; sent; held: composed but not sent, because no mail server is configured;
 * skipped: nothing to send (the lead was marked spam, nobody wants it); failed: refused for good.
 */
export const MAIL_STATES = ['pending', 'sent', 'held', 'skipped', 'failed'] as const
export type MailState = (typeof MAIL_STATES)[number]
export const MAIL_STATE_LABELS: Record<MailState, string> = {
  pending: 'Pending',
  sent: 'Sent',
  held: 'Not sent (no mail server)',
  skipped: 'Skipped',
  failed: 'Failed',
}

export const ALERT_MESSAGES = {
  retryNotFailed: 'Only a failed e-mail can be sent again.',
} as const

export const RECENT_MAIL_PAGE = 50

export const recentMailSchema = z.object({
  state: z.enum(MAIL_STATES).optional(),
  /** Keyset paging: the smallest id of the page before. */
  before: z.number().int().positive().max(2_147_483_647).optional(),
})
export type RecentMailInput = z.input<typeof recentMailSchema>

export const mailIdSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) })
