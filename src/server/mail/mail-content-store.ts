import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database, Inquiry } from '../db/schema'
import { INQUIRY_KINDS } from '../../shared/inquiry-options'
import { endOfIndianDay, startOfIndianDay } from '../../shared/india-time'
import { DIGEST_LIST_LIMIT, MAIL_INQUIRY_COLUMNS, type DigestContent, type MailInquiry } from './lead-mail'
import { REMINDER_LIST_LIMIT, type ReminderContent } from './desk-mail'
import { mayContact } from '../privacy/do-not-contact'
import { isEndedImportState } from '../../shared/schemas/imports'
import type { ImportSummaryContent } from './import-mail'

/** What the e-mails show, read from the database as it is when each is composed. */

/** An inquiry as the sender reads it: what its e-mails show, and what decides whether one goes at all. */
export type MailInquiryState = MailInquiry &
  Pick<Inquiry, 'status' | 'owner_uid' | 'first_contacted_at' | 'anonymised_at'> & { may_contact: SqlBool }

/** The inquiries the claimed e-mails are about, by id, read in one query. */
export async function readMailInquiries(db: Kysely<Database>, ids: number[]): Promise<Map<number, MailInquiryState>> {
  if (!ids.length) return new Map()
  const rows = await db
    .selectFrom('inquiries')
    .select([
      ...MAIL_INQUIRY_COLUMNS,
      'status',
      'owner_uid',
      'first_contacted_at',
      'anonymised_at',
      mayContact().as('may_contact'),
    ])
    .where('id', 'in', ids)
    .execute()
  return new Map(rows.map((r) => [r.id, r]))
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

/** A day's inquiries for the digest; spam is left out, as it is of alerts. */
export async function readDigest(db: Kysely<Database>, day: string, ownerUid?: string): Promise<DigestContent> {
  let inDay = db
    .selectFrom('inquiries')
    .where('created_at', '>=', startOfIndianDay(day))
    .where('created_at', '<', endOfIndianDay(day))
    .where('status', '!=', 'spam')
  // A counsellor's digest holds their own leads only (docs/decisions/0022).
  if (ownerUid) inDay = inDay.where('owner_uid', '=', ownerUid)
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

/** The import a summary is about, once it has ended; undefined when it is gone, 'running' while it is not. */
export async function readImportSummary(
  db: Kysely<Database>,
  id: number,
): Promise<ImportSummaryContent | 'running' | undefined> {
  const r = await db
    .selectFrom('imports')
    .select([
      'id',
      'file_name',
      'created_by_uid',
      'state',
      'total',
      'invalid',
      'created',
      'updated',
      'skipped',
      'failed',
      'failure',
      'started_at',
      'finished_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!r) return undefined
  const { state } = r
  return isEndedImportState(state) ? { ...r, state } : 'running'
}
