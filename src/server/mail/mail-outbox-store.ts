import { sql, type Expression, type Kysely, type Selectable } from 'kysely'
import type { Database, MailOutboxTable } from '../db/schema'
import { RefusedError } from '../db/errors'
import { ALERT_MESSAGES, RECENT_MAIL_PAGE, type MailState, type RecentMailInput } from '../../shared/schemas/alerts'

/** The outbox's rows themselves: claimed and finished by the sender, listed, retried and pruned. */

export type OutboxRow = Selectable<MailOutboxTable>

/**
 * Claims up to `limit` due e-mails for `leaseMs`: no other sender, in this process or another, sees them
 * until the lease lapses (a sender that died mid-way), and the claim's `attempts` is the token that
 * finishing must present. SKIP LOCKED lets concurrent senders take different rows instead of queueing.
 */
export async function claimDueMail(db: Kysely<Database>, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .selectFrom('mail_outbox')
    .select('id')
    .where('state', '=', 'pending')
    .where('next_attempt_at', '<=', sql<Date>`now()`)
    .orderBy('next_attempt_at')
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`,
    }))
    .where('id', 'in', due)
    .returningAll()
    .execute()
}

export interface MailOutcome {
  state: MailState
  recipients?: string[] | null
  subject?: string | null
  bodyText?: string | null
  /** The inquiries a digest or reminder lists. */
  about?: number[]
  error?: string | null
  /** For a row left pending: how long until the next try. */
  retryInMs?: number
}

/**
 * Records how claimed e-mails went, in one statement. Only the holder of the latest claim may: a sender
 * whose lease lapsed while it was stuck finds the row claimed again (attempts moved on) and changes
 * nothing. Returns the ids recorded.
 */
export async function finishMail(
  db: Kysely<Database>,
  finished: Array<{ row: OutboxRow; outcome: MailOutcome }>,
): Promise<Set<number>> {
  if (!finished.length) return new Set()
  const records = finished.map(({ row, outcome: o }) => ({
    id: row.id,
    attempts: row.attempts,
    state: o.state,
    recipients: o.recipients ?? null,
    subject: o.subject ?? null,
    body_text: o.bodyText ?? null,
    about_inquiries: o.about ?? null,
    last_error: o.error ?? null,
    retry_secs: (o.retryInMs ?? 0) / 1000,
  }))
  const { rows } = await sql<{ id: number }>`
    update mail_outbox as m set
      state = v.state,
      recipients = coalesce(v.recipients, m.recipients),
      subject = coalesce(v.subject, m.subject),
      body_text = coalesce(v.body_text, m.body_text),
      about_inquiries = coalesce(v.about_inquiries, m.about_inquiries),
      last_error = v.last_error,
      next_attempt_at = now() + make_interval(secs => v.retry_secs),
      finished_at = case when v.state = 'pending' then null else now() end
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(
      id integer, attempts integer, state text, recipients text[], subject text, body_text text,
      about_inquiries integer[], last_error text, retry_secs double precision
    )
    where m.id = v.id and m.attempts = v.attempts and m.state = 'pending'
    returning m.id`.execute(db)
  return new Set(rows.map((r) => r.id))
}

export interface MailSummary {
  id: number
  purpose: OutboxRow['purpose']
  inquiryId: number | null
  digestDay: string | null
  state: MailState
  attempts: number
  recipients: string[]
  subject: string | null
  bodyText: string | null
  lastError: string | null
  createdAt: string
  finishedAt: string | null
  /** A pending e-mail's next try. */
  nextAttemptAt: string | null
}

export interface RecentMail {
  items: MailSummary[]
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: number | null
  /** How many are waiting and how many failed for good, over the whole outbox. */
  pending: number
  failed: number
}

/** The newest e-mails first, for the back office's Alerts page. */
export async function recentMail(db: Kysely<Database>, input: RecentMailInput): Promise<RecentMail> {
  let query = db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(RECENT_MAIL_PAGE + 1)
  if (input.state) query = query.where('state', '=', input.state)
  if (input.before) query = query.where('id', '<', input.before)
  const rows = await query.execute()
  const page = rows.slice(0, RECENT_MAIL_PAGE)
  const totals = await db
    .selectFrom('mail_outbox')
    .select(['state', (eb) => eb.fn.countAll<string>().as('count')])
    .where('state', 'in', ['pending', 'failed'])
    .groupBy('state')
    .execute()
  const total = (state: MailState) => Number(totals.find((t) => t.state === state)?.count ?? 0)
  return {
    items: page.map((r): MailSummary => ({
      id: r.id,
      purpose: r.purpose,
      inquiryId: r.inquiry_id,
      digestDay: r.digest_day,
      state: r.state,
      attempts: r.attempts,
      recipients: r.recipients ?? [],
      subject: r.subject,
      bodyText: r.body_text,
      lastError: r.last_error,
      createdAt: r.created_at.toISOString(),
      finishedAt: r.finished_at?.toISOString() ?? null,
      nextAttemptAt: r.state === 'pending' ? r.next_attempt_at.toISOString() : null,
    })),
    nextBefore: rows.length > RECENT_MAIL_PAGE ? page[page.length - 1].id : null,
    pending: total('pending'),
    failed: total('failed'),
  }
}

/** Puts a failed e-mail back in the queue, after an admin fixed what refused it (an address, the server). */
export async function retryMail(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ state: 'pending', next_attempt_at: sql<Date>`now()`, finished_at: null })
    .where('id', '=', id)
    .where('state', '=', 'failed')
    .executeTakeFirst()
  if (result.numUpdatedRows === 0n) throw new RefusedError(ALERT_MESSAGES.retryNotFailed)
}

/**
 * Forgets finished e-mails older than `days`, failed ones too, so the outbox does not grow for ever and keeps
 * no one's data past the retention period (docs/decisions/0012); a failure is in the back office until then.
 */
export function pruneMail(db: Kysely<Database>, days: number): Promise<number> {
  return pruneMailBefore(db, sql<Date>`now() - make_interval(days => ${days})`)
}

/** Forgets the e-mails finished before `before`, whatever their outcome. */
export async function pruneMailBefore(db: Kysely<Database>, before: Expression<Date>): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'held', 'skipped', 'failed'])
    .where('finished_at', '<', before)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
