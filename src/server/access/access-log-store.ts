import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { Role } from '../../shared/permissions'
import { WHO_LOOKED_LIMIT, type AccessAction, type AccessLogFilters } from '../../shared/schemas/access-log'
import { endOfIndianDay, startOfIndianDay } from '../../shared/india-time'

/** What a procedure read: ids only, and for a list or export its filters and row count. */
export interface AccessEntry {
  action: AccessAction
  inquiryIds: number[]
  rowCount?: number
  /** Filters, never a search's text (it may be a name, an e-mail or a phone). */
  detail?: Record<string, unknown>
}

export interface AccessLogItem {
  id: string
  at: string
  actorUid: string
  actorRole: Role
  /** The member as the team lists them now; null once their account is gone. */
  actorName: string | null
  actorEmail: string | null
  action: AccessAction
  inquiryIds: number[]
  rowCount: number | null
  detail: Record<string, unknown> | null
}

/** Appends one entry. The application only appends and prunes this table; nothing else writes it. */
export async function appendAccess(db: Kysely<Database>, member: Member, entry: AccessEntry): Promise<void> {
  await db
    .insertInto('access_log')
    .values({
      actor_uid: member.uid,
      actor_role: member.role,
      action: entry.action,
      inquiry_ids: entry.inquiryIds,
      row_count: entry.rowCount ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute()
}

/** The log's entries under the filters, newest first, from after `cursor` (an entry's id). */
export function accessLogQuery(db: Kysely<Database>, f: AccessLogFilters, cursor?: string) {
  let q = db
    .selectFrom('access_log as a')
    .leftJoin('users as u', 'u.uid', 'a.actor_uid')
    .select([
      'a.id',
      'a.at',
      'a.actor_uid',
      'a.actor_role',
      'a.action',
      'a.inquiry_ids',
      'a.row_count',
      'a.detail',
      'u.display_name',
      'u.email',
    ])
  if (f.actorUid) q = q.where('a.actor_uid', '=', f.actorUid)
  if (f.inquiryId) q = q.where(sql<boolean>`a.inquiry_ids @> array[${f.inquiryId}]::int[]`)
  if (f.action) q = q.where('a.action', '=', f.action)
  if (f.from) q = q.where('a.at', '>=', startOfIndianDay(f.from))
  if (f.to) q = q.where('a.at', '<', endOfIndianDay(f.to))
  if (cursor) q = q.where('a.id', '<', cursor)
  return q.orderBy('a.id', 'desc')
}

type LogRow = Awaited<ReturnType<ReturnType<typeof accessLogQuery>['execute']>>[number]

export function toAccessLogItem(r: LogRow): AccessLogItem {
  return {
    id: String(r.id),
    at: new Date(r.at).toISOString(),
    actorUid: r.actor_uid,
    actorRole: r.actor_role,
    actorName: r.display_name,
    actorEmail: r.email,
    action: r.action,
    inquiryIds: r.inquiry_ids,
    rowCount: r.row_count,
    detail: r.detail,
  }
}

export async function listAccessLog(
  db: Kysely<Database>,
  f: AccessLogFilters,
  page: { cursor?: string; size: number },
): Promise<{ items: AccessLogItem[]; nextCursor: string | null }> {
  const rows = await accessLogQuery(db, f, page.cursor)
    .limit(page.size + 1)
    .execute()
  const items = rows.slice(0, page.size).map(toAccessLogItem)
  return { items, nextCursor: rows.length > page.size ? items[items.length - 1].id : null }
}

/** "Who looked at this": the inquiry's last entries, for its owners' eyes. */
export async function whoLooked(db: Kysely<Database>, inquiryId: number): Promise<AccessLogItem[]> {
  const rows = await accessLogQuery(db, { inquiryId }).limit(WHO_LOOKED_LIMIT).execute()
  return rows.map(toAccessLogItem)
}

/** The daily prune: entries older than ACCESS_LOG_MONTHS. */
export async function pruneAccessLog(db: Kysely<Database>, months: number, now = new Date()): Promise<number> {
  const result = await db
    .deleteFrom('access_log')
    .where('at', '<', sql<Date>`${now.toISOString()}::timestamptz - make_interval(months => ${months})`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}

/**
 * The filters of a list or export as the log keeps them: a search's text may be a name, an e-mail or a
 * phone, so only that there was one is kept; cursors and page sizes say nothing about what was read.
 */
export function loggedFilters(input: Record<string, unknown>): Record<string, unknown> {
  const { q, after: _after, before: _before, size: _size, last: _last, ...rest } = input
  const kept = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined))
  return q ? { ...kept, searched: true } : kept
}
