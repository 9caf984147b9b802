import { sql, type Expression, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool } from 'kysely'
import type { Database, MailOutboxTable } from '../db/schema'
import { RefusedError } from '../db/errors'
import {
  ALERT_MESSAGES,
  DEFAULT_ALERT_PREFERENCE,
  RECENT_MAIL_PAGE,
  type AlertPreference,
  type MailState,
  type RecentMailInput,
} from '../../shared/schemas/alerts'
import { INQUIRY_KINDS } from '../../shared/inquiry-options'
import { endOfIndianDay, startOfIndianDay } from '../../shared/india-time'
import { DIGEST_LIST_LIMIT, MAIL_INQUIRY_COLUMNS, type DigestContent, type MailInquiry } from './lead-mail'
import { REMINDER_LIST_LIMIT, type ReminderContent } from './desk-mail'
import { mayContact } from '../privacy/do-not-contact'

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

/** The inquiries the claimed e-mails are about, by id, read in one query. */
export async function readMailInquiries(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) {
    return new Map<
      number,
      MailInquiry & {
        status: string
        first_contacted_at: Date | null
        anonymised_at: Date | null
        may_contact: boolean
      }
    >()
  }
  const rows = await db
    .selectFrom('inquiries')
    .select([...MAIL_INQUIRY_COLUMNS, 'status', 'first_contacted_at', 'anonymised_at', mayContact().as('may_contact')])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.id, r]))
}

/**
 * The admins who want an alert for every inquiry: everyone who has not chosen a digest or none, and the
 * ADMIN_EMAILS no account holds verified yet (they become admins when they sign in, and have chosen nothing
 * yet), so the first leads of a new site reach someone. An address a legacy caller stored hides none of them.
 */
export async function adminsWantingAlerts(db: Kysely<Database>, bootstrapEmails: readonly string[]): Promise<string[]> {
  const wanting = await adminsChoosing(db, ['each'])
  if (bootstrapEmails.length) {
    const known = await db
      .selectFrom('users')
      .select('email')
      .where(sql<string>`lower(email)`, 'in', [...bootstrapEmails])
      .where('email_verified', '=', true)
      .execute()
    const signedIn = new Set(known.map((k) => k.email!.toLowerCase()))
    wanting.push(...bootstrapEmails.filter((e) => !signedIn.has(e)))
  }
  return [...new Set(wanting)].sort()
}

/**
 * The verified addresses, lower-cased and sorted, of the admins whose alert preference is one of `choices`:
 * an address no sign-in token verified is never sent to (docs/decisions/0017).
 */
async function adminsChoosing(db: Kysely<Database>, choices: AlertPreference[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('is_admin', '=', true)
    .where('email', 'is not', null)
    .where('email_verified', '=', true)
    .where(sql<string>`coalesce(preferences->>'alerts', ${DEFAULT_ALERT_PREFERENCE})`, 'in', choices)
    .execute()
  return [...new Set(rows.map((r) => r.email!.toLowerCase()))].sort()
}

/**
 * Enqueues an e-mail of `purpose` about India day `day` for every admin with a verified address who `wants` it.
 * Idempotent: a unique index per purpose on (digest_uid, digest_day) makes a second try, from this
 * instance or another, a no-op.
 */
async function enqueueDayMail(
  db: Kysely<Database>,
  purpose: 'digest' | 'follow-up-reminder',
  day: string,
  wants: (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>,
): Promise<number> {
  const result = await db
    .insertInto('mail_outbox')
    .columns(['purpose', 'digest_uid', 'digest_day'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          sql<typeof purpose>`${purpose}::text`.as('purpose'),
          'uid',
          sql<string>`${day}::text`.as('digest_day'),
        ])
        .where('is_admin', '=', true)
        .where('email', 'is not', null)
        .where('email_verified', '=', true)
        .where(wants),
    )
    .onConflict((oc) => oc.columns(['digest_uid', 'digest_day']).where('purpose', '=', purpose).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/** Enqueues the digest of India day `day` for every admin who chose one. */
export function enqueueDigests(db: Kysely<Database>, day: string): Promise<number> {
  return enqueueDayMail(db, 'digest', day, () => sql<boolean>`preferences->>'alerts' = 'digest'`)
}

/**
 * Enqueues India day `day`'s follow-up reminder for every admin with a follow-up due by the end of that
 * day (overdue ones included); nobody with none gets one.
 */
export function enqueueFollowUpReminders(db: Kysely<Database>, day: string): Promise<number> {
  return enqueueDayMail(db, 'follow-up-reminder', day, (eb) =>
    eb.exists(
      eb
        .selectFrom('inquiries')
        .select('inquiries.id')
        .whereRef('inquiries.owner_uid', '=', 'users.uid')
        .where('inquiries.follow_up_at', '<', endOfIndianDay(day))
        .where(mayContact()),
    ),
  )
}

/** A lead whose deadline passed longer ago than this is history, not news: no alert (see enqueueLateLeadAlerts). */
const LATE_ALERT_WINDOW_DAYS = 3

/**
 * Enqueues one alert for each lead that passed its first-contact deadline uncontacted: once per inquiry
 * (a unique index), whichever instance sees it first. Only deadlines of the last few days count, so a
 * database whose old leads just got deadlines (first-contact-backfill.ts) does not send hundreds.
 */
export async function enqueueLateLeadAlerts(db: Kysely<Database>): Promise<number> {
  const result = await db
    .insertInto('mail_outbox')
    .columns(['purpose', 'inquiry_id'])
    .expression((eb) =>
      eb
        .selectFrom('inquiries')
        .select([sql<'late-lead'>`'late-lead'`.as('purpose'), 'inquiries.id'])
        .where('inquiries.first_contacted_at', 'is', null)
        .where('inquiries.first_contact_due_at', '<', sql<Date>`now()`)
        .where(
          'inquiries.first_contact_due_at',
          '>',
          sql<Date>`now() - make_interval(days => ${LATE_ALERT_WINDOW_DAYS})`,
        )
        .where('inquiries.status', '!=', 'spam')
        .where('inquiries.anonymised_at', 'is', null)
        .where(mayContact())
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('mail_outbox as m')
                .select('m.id')
                .where('m.purpose', '=', 'late-lead')
                .whereRef('m.inquiry_id', '=', 'inquiries.id'),
            ),
          ),
        ),
    )
    .onConflict((oc) => oc.column('inquiry_id').where('purpose', '=', 'late-lead').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/** Who hears of late leads: every admin with an address who has not turned alerts off. */
export function adminsWantingLateAlerts(db: Kysely<Database>): Promise<string[]> {
  return adminsChoosing(db, ['each', 'digest'])
}

/** An owner's open follow-ups due by the end of `day`, split at `now` into overdue and due later. */
export async function readFollowUpReminder(
  db: Kysely<Database>,
  uid: string,
  day: string,
  now: Date,
): Promise<ReminderContent> {
  const mine = db
    .selectFrom('inquiries')
    .where('owner_uid', '=', uid)
    .where('follow_up_at', '<', endOfIndianDay(day))
    // A person who asked not to be contacted is not followed up (do-not-contact, docs/decisions/0012).
    .where(mayContact())
  const part = (overdue: boolean) => {
    const q = mine.where('follow_up_at', overdue ? '<' : '>=', now)
    return Promise.all([
      q
        .select(['id', 'kind', 'full_name', 'program', 'phone', 'follow_up_note'])
        .select(sql<Date>`follow_up_at`.as('follow_up_at'))
        .orderBy('follow_up_at')
        .orderBy('id')
        .limit(REMINDER_LIST_LIMIT)
        .execute(),
      q.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ])
  }
  const [[overdue, overdueCount], [today, todayCount]] = await Promise.all([part(true), part(false)])
  return { day, overdue, today, overdueTotal: Number(overdueCount.count), todayTotal: Number(todayCount.count) }
}

/** The digest's or reminder's recipient, if they are still an admin with a verified address. */
export async function digestRecipient(db: Kysely<Database>, uid: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('uid', '=', uid)
    .where('is_admin', '=', true)
    .where('email_verified', '=', true)
    .executeTakeFirst()
  return row?.email ?? null
}

/** A day's inquiries for the digest; spam is left out, as it is of alerts. */
export async function readDigest(db: Kysely<Database>, day: string): Promise<DigestContent> {
  const inDay = db
    .selectFrom('inquiries')
    .where('created_at', '>=', startOfIndianDay(day))
    .where('created_at', '<', endOfIndianDay(day))
    .where('status', '!=', 'spam')
  const counts = await inDay
    .select(['kind', (eb) => eb.fn.countAll<string>().as('count')])
    .groupBy('kind')
    .execute()
  const inquiries = await inDay
    .select(['id', 'kind', 'full_name', 'program', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .limit(DIGEST_LIST_LIMIT)
    .execute()
  const byKind = Object.fromEntries(INQUIRY_KINDS.map((k) => [k, 0])) as DigestContent['byKind']
  for (const c of counts) byKind[c.kind] = Number(c.count)
  return { day, total: Object.values(byKind).reduce((a, b) => a + b, 0), byKind, inquiries }
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
