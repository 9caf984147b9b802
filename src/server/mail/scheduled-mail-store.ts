import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import { endOfIndianDay } from '../../shared/india-time'
import { mayContact } from '../privacy/do-not-contact'

/** The e-mails no inquiry's statement writes: queued by the sender's housekeeping when their time comes. */

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
        .where('role', 'in', ['owner', 'manager', 'counsellor'])
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
