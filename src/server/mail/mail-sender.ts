import nodemailer, { type Transporter } from 'nodemailer'
import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import type { MailConfig } from '../config'
import { isConnectionError } from '../db/errors'
import { DIGEST_HOUR } from '../../shared/schemas/alerts'
import { REMINDER_HOUR } from '../../shared/schemas/admissions'
import { indianDate, indianHour } from '../../shared/india-time'
import { MAIL_KINDS, type Delivery, type MailContext } from './mail-kinds'
import { readMailInquiries } from './mail-content-store'
import { adminsWantingAlerts, type AlertRecipient } from './mail-recipient-store'
import { enqueueDigests, enqueueFollowUpReminders, enqueueLateLeadAlerts } from './scheduled-mail-store'
import { claimDueMail, finishMail, pruneMail, type MailOutcome, type OutboxRow } from './mail-outbox-store'

export interface MailSenderOptions {
  db: Kysely<Database>
  mail: MailConfig
  publicOrigin: string
  /** ADMIN_EMAILS: admins from their first sign-in, and alerted before it. */
  adminEmails: readonly string[]
  log: FastifyBaseLogger
  /** How often the outbox is checked when nothing nudged the sender (other instances' inquiries, retries). */
  pollMs?: number
  /** The first retry's delay; each next one doubles, up to maxRetryMs. */
  retryMs?: number
  maxRetryMs?: number
  /** The clock for digests (tests). */
  now?: () => Date
}

// A round claims at most BATCH e-mails, and rounds follow each other at least ROUND_GAP_MS apart (up to 500
// e-mails a second per instance, more than any mail server takes from one sender). While inquiries keep
// arriving during a backlog, a campaign's burst, the gap is BUSY_ROUND_GAP_MS: composing and recording
// e-mails shares the process and the database with the intake, and the inquiries are answered first; the
// alerts follow at up to 100 a second, and at full speed once the burst is over.
const BATCH = 50
const ROUND_GAP_MS = 100
const BUSY_ROUND_GAP_MS = 500
// Longer than a round can take against a mail server that hangs (each of a round's e-mails waits in the
// pool of two connections for up to 40 s of timeouts: 25 x 40 s), so a live sender never loses its claim to
// another instance. A sender that crashed mid-round leaves its e-mails to be claimed again after this.
const LEASE_MS = 20 * 60_000
// A mail server that is away for three days is not coming back for this e-mail: it is marked failed and
// shown in the back office, where an admin can send it again.
const GIVE_UP_AFTER_MS = 3 * 86_400_000
const KEEP_FINISHED_DAYS = 90
const HOUSEKEEPING_MS = 60_000

/**
 * The India day whose digest is due at `now`: yesterday's, once today's DIGEST_HOUR has come. A sender
 * that was down at that hour catches up when it starts; enqueueing is idempotent, so every instance may ask.
 */
export function dueDigestDay(now: Date): string | null {
  return indianHour(now) >= DIGEST_HOUR ? indianDate(now.getTime() - 86_400_000) : null
}

/** The India day whose follow-up reminders are due at `now`: today's, once its REMINDER_HOUR has come. */
export function dueReminderDay(now: Date): string | null {
  return indianHour(now) >= REMINDER_HOUR ? indianDate(now) : null
}

/**
 * Delivers the outbox: claims due rows (several instances share the work, each row goes to one), composes
 * each e-mail from the database's current state, sends it through SMTP and records the outcome. Without
 * SMTP_URL the e-mails are composed and kept ("held") for the back office to show. It never throws: a
 * database or mail-server outage is logged and retried on the next round.
 */
export class MailSender {
  private readonly transport: Transporter | null
  private timer: NodeJS.Timeout | null = null
  /** True while the timer is the pause between two rounds, which a nudge must not cut short. */
  private pausing = false
  private running: Promise<void> | null = null
  private again = false
  private stopped = true
  private lastHousekeeping = 0
  private readonly pollMs: number
  private readonly retryMs: number
  private readonly maxRetryMs: number
  private readonly now: () => Date
  /** The right-hand side of every Message-ID: the site's own host. */
  private readonly messageIdHost: string

  constructor(private readonly o: MailSenderOptions) {
    this.pollMs = o.pollMs ?? 5_000
    this.retryMs = o.retryMs ?? 30_000
    this.maxRetryMs = o.maxRetryMs ?? 30 * 60_000
    this.now = o.now ?? (() => new Date())
    this.messageIdHost = new URL(o.publicOrigin).hostname
    this.transport = o.mail.smtpUrl
      ? nodemailer.createTransport({
          url: o.mail.smtpUrl,
          pool: true,
          maxConnections: 2,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null
  }

  start(): void {
    this.stopped = false
    this.nudge()
  }

  /** Look at the outbox soon (new inquiries were just committed), rather than at the next poll. */
  nudge(): void {
    if (this.stopped) return
    if (this.running || this.pausing) this.again = true
    else this.schedule(0)
  }

  /** Stops polling and waits for the e-mails in hand; whatever is still due stays in the outbox. */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
    this.transport?.close()
  }

  private schedule(delayMs: number, pause = false): void {
    if (this.timer) clearTimeout(this.timer)
    this.pausing = pause
    this.timer = setTimeout(() => {
      this.timer = null
      this.pausing = false
      this.running = this.round().then((more) => {
        this.running = null
        if (this.stopped) return
        // `again`: inquiries were committed since the previous round ended (during the pause or this round).
        const busy = more && this.again
        const soon = more || this.again
        this.again = false
        if (soon) this.schedule(busy ? BUSY_ROUND_GAP_MS : ROUND_GAP_MS, true)
        else this.schedule(this.pollMs)
      })
    }, delayMs)
    this.timer.unref()
  }

  /** One round: claim what is due, deliver it, record the outcomes. True when more may be waiting. */
  private async round(): Promise<boolean> {
    try {
      await this.housekeeping()
      const rows = await claimDueMail(this.o.db, BATCH, LEASE_MS)
      if (!rows.length) return false
      const inquiryIds = rows.flatMap((r) => (r.inquiry_id === null ? [] : [r.inquiry_id]))
      const ctx = this.context(await readMailInquiries(this.o.db, inquiryIds))
      const outcomes = await Promise.all(rows.map((row) => this.deliver(row, ctx)))
      const finished = rows.flatMap((row, i) => (outcomes[i] ? [{ row, outcome: outcomes[i] }] : []))
      const recorded = await finishMail(this.o.db, finished)
      for (const { row } of finished) {
        if (!recorded.has(row.id)) {
          this.o.log.warn({ mailId: row.id }, 'mail outbox: claim lapsed before the outcome was recorded')
        }
      }
      return rows.length === BATCH
    } catch (err) {
      // The database is away or refused the sender's own query: the rows claimed stay pending and are
      // claimed again once their lease lapses. An e-mail sent but not recorded then goes twice; only a
      // database lost between the two steps does that.
      this.o.log[isConnectionError(err) ? 'warn' : 'error']({ err }, 'mail outbox: a round failed')
      return false
    }
  }

  /**
   * Once a minute: enqueue the digests and follow-up reminders whose hour has come and the alerts for leads
   * that just passed their first-contact deadline, and forget old finished e-mails.
   */
  private async housekeeping(): Promise<void> {
    if (Date.now() - this.lastHousekeeping < HOUSEKEEPING_MS) return
    this.lastHousekeeping = Date.now()
    // ALERT_EMAILS fixes who hears of leads; the admins' own choices, digests included, wait until it is unset.
    const day = this.o.mail.alertEmails.length ? null : dueDigestDay(this.now())
    if (day) {
      const queued = await enqueueDigests(this.o.db, day)
      if (queued) this.o.log.info({ day, digests: queued }, 'mail outbox: digests queued')
    }
    // Reminders are each owner's own follow-ups, not lead alerts: ALERT_EMAILS does not change who gets them.
    const reminderDay = dueReminderDay(this.now())
    if (reminderDay) {
      const queued = await enqueueFollowUpReminders(this.o.db, reminderDay)
      if (queued) this.o.log.info({ day: reminderDay, reminders: queued }, 'mail outbox: follow-up reminders queued')
    }
    const late = await enqueueLateLeadAlerts(this.o.db)
    if (late) this.o.log.info({ inquiries: late }, 'mail outbox: late-lead alerts queued')
    await pruneMail(this.o.db, KEEP_FINISHED_DAYS)
  }

  /** What the round's e-mails are prepared with; the admins wanting every alert are read once, if at all. */
  private context(inquiries: MailContext['inquiries']): MailContext {
    const { db, mail, publicOrigin, adminEmails } = this.o
    let alertAdmins: Promise<AlertRecipient[]> | null = null
    return {
      db,
      mail,
      publicOrigin,
      now: this.now,
      inquiries,
      alertAdmins: () => (alertAdmins ??= adminsWantingAlerts(db, adminEmails)),
    }
  }

  /** The outcome of one claimed e-mail; null when it could not even be prepared (tried again later). */
  private async deliver(row: OutboxRow, ctx: MailContext): Promise<MailOutcome | null> {
    try {
      const plan = await MAIL_KINDS[row.purpose].plan(row, ctx)
      return 'skip' in plan ? { state: 'skipped', error: plan.skip } : await this.send(row, plan)
    } catch (err) {
      this.o.log.warn({ err, mailId: row.id }, 'mail outbox: could not prepare an e-mail')
      return null
    }
  }

  private async send(row: OutboxRow, d: Delivery): Promise<MailOutcome> {
    const kept = { recipients: d.to, subject: d.composed.subject, bodyText: d.composed.text, about: d.about }
    if (!this.transport) {
      this.o.log.info(
        { mailId: row.id, purpose: row.purpose, recipients: d.to.length },
        'mail outbox: SMTP_URL is not set, so this e-mail was kept in the outbox, not sent',
      )
      return { state: 'held', ...kept }
    }
    try {
      const info = await this.transport.sendMail({
        from: this.o.mail.from,
        to: d.to,
        replyTo: d.replyTo,
        subject: d.composed.subject,
        text: d.composed.text,
        html: d.composed.html,
        // The same id on every attempt lets a mail system drop a copy it already has.
        messageId: `<mail-${row.id}.${row.created_at.getTime()}@${this.messageIdHost}>`,
      })
      const rejected = (info.rejected ?? []).map(String)
      this.o.log.info({ mailId: row.id, purpose: row.purpose, recipients: d.to.length }, 'mail outbox: sent')
      return {
        state: 'sent',
        ...kept,
        error: rejected.length ? `Refused by the mail server: ${rejected.join(', ')}` : null,
      }
    } catch (err) {
      return this.failure(row, err, kept)
    }
  }

  private failure(row: OutboxRow, err: unknown, kept: Omit<MailOutcome, 'state'>): MailOutcome {
    const e = err as { permanent?: boolean; response?: string; code?: string; message?: string }
    const reason = (e.response ?? e.message ?? String(err)).slice(0, 500)
    const age = this.now().getTime() - row.created_at.getTime()
    if (e.permanent || age > GIVE_UP_AFTER_MS) {
      this.o.log.error({ mailId: row.id, purpose: row.purpose, reason }, 'mail outbox: e-mail failed for good')
      return {
        state: 'failed',
        ...kept,
        error: e.permanent ? reason : `Gave up after ${row.attempts} attempts: ${reason}`,
      }
    }
    const delay = Math.min(this.maxRetryMs, this.retryMs * 2 ** Math.min(row.attempts - 1, 16))
    this.o.log.warn({ mailId: row.id, attempt: row.attempts, retryInMs: delay, reason }, 'mail outbox: will retry')
    return { state: 'pending', ...kept, error: reason, retryInMs: delay }
  }
}
