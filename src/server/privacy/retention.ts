import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import { pruneMailBefore } from '../mail/mail-outbox-store'
import { anonymiseInquiries } from './erasure'

// The outbox keeps finished e-mails this long at most (the sender's own housekeeping), less when the
// retention period is shorter.
const MAIL_KEEP_DAYS = 90

// A batch per transaction: short locks on the rows, and a stop between batches loses nothing.
const BATCH = 500

export interface RetentionOptions {
  /** RETENTION_MONTHS. */
  months: number
  /** The clock (tests pass time this way). */
  now?: Date
  signal?: AbortSignal
}

/**
 * Anonymises, as an erasure does, every inquiry with no activity for longer than the retention period,
 * whatever its status: a lead left New, Contacted or Qualified is kept no longer than a closed one. Activity
 * is its arrival, a status change, a contact, a note or a follow-up set or done (its history), and the
 * follow-up it is waiting for. Then forgets the finished e-mails older than the period or 90 days, whichever
 * is shorter, failed ones too, and leaves one record of the run. Returns how many inquiries it anonymised.
 */
export async function runRetention(db: Kysely<Database>, o: RetentionOptions): Promise<number> {
  const cutoff = sql<Date>`(${(o.now ?? new Date()).toISOString()}::timestamptz - make_interval(months => ${o.months}))`
  let total = 0
  let after: { created_at: Date; id: number } | null = null
  while (!o.signal?.aborted) {
    let q = db
      .selectFrom('inquiries')
      .select(['id', 'created_at'])
      // The partial index inquiries_unerased_idx holds exactly these rows, in this order.
      .where('anonymised_at', 'is', null)
      .where('created_at', '<', cutoff)
      .where(sql<SqlBool>`coalesce(follow_up_at, '-infinity') < ${cutoff}`)
      // An admin opening it or handing it to another owner is not the person's inquiry going anywhere.
      .where(
        sql<SqlBool>`not exists (select 1 from inquiry_events e where e.inquiry_id = inquiries.id
          and e.action <> all(array['opened', 'owner']) and e.created_at >= ${cutoff})`,
      )
      .orderBy('created_at')
      .orderBy('id')
      .limit(BATCH)
    if (after) q = q.where(sql<SqlBool>`(created_at, id) > (${after.created_at}, ${after.id})`)
    const due = await q.execute()
    if (!due.length) break
    const ids = due.map((r) => r.id)
    const done = await db
      .transaction()
      .execute((trx) => anonymiseInquiries(trx, sql<SqlBool>`i.id = any(${ids}::int[])`, { mentionsOf: null }))
    total += done.ids.length
    after = due[due.length - 1]
  }
  if (!o.signal?.aborted) {
    const now = (o.now ?? new Date()).toISOString()
    await pruneMailBefore(
      db,
      sql<Date>`greatest(${cutoff}, ${now}::timestamptz - make_interval(days => ${MAIL_KEEP_DAYS}))`,
    )
  }
  if (total) {
    await db
      .insertInto('erasure_records')
      .values({ source: 'retention', actor_uid: null, actor_email: null, inquiries: total, accounts: 0 })
      .execute()
  }
  return total
}

/**
 * Claims `day` for a daily job: true for the one caller (of every instance) that claims it first, false for
 * the others and for a day already claimed.
 */
export async function claimDailyJob(db: Kysely<Database>, name: string, day: string): Promise<boolean> {
  const claimed = await db
    .insertInto('daily_jobs')
    .values({ name, last_day: day })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ last_day: (eb) => eb.ref('excluded.last_day') })
        .where('daily_jobs.last_day', '<', day),
    )
    .returning('name')
    .executeTakeFirst()
  return claimed !== undefined
}
