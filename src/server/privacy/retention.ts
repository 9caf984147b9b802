import { sql, type Kysely, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import { anonymiseInquiries } from './erasure'

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
 * Anonymises the inquiries that have been Closed, Spam or Enrolled for longer than the retention period
 * (since their last status change, or their arrival when none is recorded), as an erasure does, and leaves
 * one record of the run. Returns how many it anonymised.
 */
export async function runRetention(db: Kysely<Database>, o: RetentionOptions): Promise<number> {
  const cutoff = sql<Date>`(${(o.now ?? new Date()).toISOString()}::timestamptz - make_interval(months => ${o.months}))`
  let total = 0
  let after: { created_at: Date; id: number } | null = null
  while (!o.signal?.aborted) {
    let q = db
      .selectFrom('inquiries')
      .select(['id', 'created_at'])
      // The partial index inquiries_retention_idx holds exactly these rows, in this order.
      .where('anonymised_at', 'is', null)
      .where('status', 'in', ['closed', 'spam', 'enrolled'])
      .where('created_at', '<', cutoff)
      .where(
        sql<SqlBool>`coalesce((select max(e.created_at) from inquiry_events e
          where e.inquiry_id = inquiries.id and e.action = 'status'), inquiries.created_at) < ${cutoff}`,
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
      .execute((trx) => anonymiseInquiries(trx, sql<SqlBool>`i.id = any(${ids}::int[])`, { scrubMentions: false }))
    total += done.ids.length
    after = due[due.length - 1]
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
