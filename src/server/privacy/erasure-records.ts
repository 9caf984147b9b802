import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

const PAGE = 50

/** The erasure records, newest first, a page at a time: what was erased, when and at whose request. */
export async function listErasureRecords(db: Kysely<Database>, before?: number) {
  let q = db
    .selectFrom('erasure_records')
    .select(['id', 'source', 'actor_email', 'inquiries', 'accounts', 'created_at'])
    .orderBy('id', 'desc')
    .limit(PAGE + 1)
  if (before) q = q.where('id', '<', before)
  const rows = await q.execute()
  return {
    items: rows.slice(0, PAGE).map((r) => ({
      id: r.id,
      source: r.source,
      actorEmail: r.actor_email,
      inquiries: r.inquiries,
      accounts: r.accounts,
      at: r.created_at.toISOString(),
    })),
    more: rows.length > PAGE,
  }
}
