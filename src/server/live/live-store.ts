import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'

/** The NOTIFY channel every instance listens on; its payload is empty: the events are read from their table. */
export const LIVE_CHANNEL = 'live_events'

/** How long events are kept for a client that reconnects; one that was away longer refetches everything. */
export const LIVE_KEEP_HOURS = 24

/** At most this many missed events are sent on a reconnection; beyond, the client refetches anyway. */
export const MISSED_LIMIT = 500

/** A change as the inquiry's history records it (inquiry-triage's EventValues, without the note). */
interface ChangeValues {
  inquiryId: number
  action: string
  from?: string | null
  to?: string | null
}

// Worth telling others of: opening an inquiry only marks it read for the one who opened it.
const SILENT = new Set(['opened'])
// The change a live event names when a transaction made several (a contact that also moved the status).
const NAMED_FIRST = ['status', 'owner']

/**
 * One live event per inquiry a member's transaction changed, in that transaction, announced at its commit:
 * the owner after the change (read now, inside it) and before it when it moved, who made it, and what.
 */
export async function recordLiveChanges(trx: Transaction<Database>, actor: Identity, events: ChangeValues[]) {
  const byInquiry = new Map<number, ChangeValues[]>()
  for (const e of events) {
    if (SILENT.has(e.action)) continue
    byInquiry.set(e.inquiryId, [...(byInquiry.get(e.inquiryId) ?? []), e])
  }
  if (!byInquiry.size) return
  const rows = [...byInquiry].map(([inquiryId, changes]) => {
    const named = NAMED_FIRST.map((a) => changes.find((c) => c.action === a)).find(Boolean) ?? changes[0]
    const moved = changes.find((c) => c.action === 'owner')
    return {
      inquiry_id: inquiryId,
      previous_owner_uid: moved ? (moved.from ?? null) : null,
      change: { action: named.action, to: named.action === 'note' ? null : (named.to ?? null) },
    }
  })
  await sql`
    insert into live_events (type, inquiry_id, owner_uid, previous_owner_uid, by_uid, by_name, change)
    select 'inquiry.changed', r.inquiry_id, i.owner_uid, r.previous_owner_uid, ${actor.uid}, ${actor.name}, r.change
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(inquiry_id int, previous_owner_uid text, change jsonb)
    join inquiries i on i.id = r.inquiry_id
    order by r.inquiry_id`.execute(trx)
  await announce(trx)
}

/** NOTIFY, delivered at the transaction's commit (or at once outside one). */
export async function announce(db: Kysely<Database>) {
  await sql`select pg_notify(${LIVE_CHANNEL}, '')`.execute(db)
}

/** The events after `afterId`, oldest first, with the lead's name and program for the toast of a new one. */
export function eventsAfter(db: Kysely<Database>, afterId: string, limit: number) {
  return eventsQuery(db, afterId, limit).execute()
}
export type StoredLiveEvent = Awaited<ReturnType<typeof eventsAfter>>[number]

/**
 * The events after `afterId` as eventsAfter reads them, with the transactions still in progress when they
 * were read (the statement's snapshot): an id is taken at insert and shows at commit, so a transaction can
 * commit a lower id after a higher one was read, and only one of these may still fill a gap in the ids.
 */
export async function newEventsAfter(db: Kysely<Database>, afterId: string, limit: number) {
  const rows = await eventsQuery(db, afterId, limit)
    .select(sql<string[]>`array(select pg_snapshot_xip(pg_current_snapshot()))::text[]`.as('in_progress'))
    .execute()
  const inProgress = rows[0]?.in_progress ?? []
  const events: StoredLiveEvent[] = rows.map(({ in_progress: _, ...e }) => e)
  return { events, inProgress }
}

function eventsQuery(db: Kysely<Database>, afterId: string, limit: number) {
  return (
    db
      .selectFrom('live_events as e')
      // Each event's lead read by its key: as a join, PostgreSQL hashed every inquiry whenever the events'
      // statistics lagged behind their table (new events always outrun them), on every notice.
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('inquiries')
            .select(['full_name', 'program', 'kind'])
            .whereRef('inquiries.id', '=', 'e.inquiry_id')
            .limit(1)
            .as('i'),
        (join) => join.onTrue(),
      )
      .select([
        'e.id',
        'e.at',
        'e.type',
        'e.inquiry_id',
        'e.owner_uid',
        'e.previous_owner_uid',
        'e.by_uid',
        'e.by_name',
        'e.change',
        'i.full_name',
        'i.program',
        'i.kind',
      ])
      .where('e.id', '>', afterId)
      .orderBy('e.id')
      .limit(limit)
  )
}

/** The newest event's id ('0' when there is none): where a new instance starts listening from. */
export async function latestEventId(db: Kysely<Database>): Promise<string> {
  const row = await db
    .selectFrom('live_events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst()
  return row?.id ? String(row.id) : '0'
}

/**
 * Announces the follow-ups that fell due since the last announcement. The window is claimed under the
 * setting's row lock, so two instances never announce the same follow-up; at most a day back.
 */
export async function announceFollowUpsDue(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claim = await sql<{ since: Date; until: Date }>`
      update settings s set value = now()::text
      from (select greatest(value::timestamptz, now() - interval '1 day') as since
            from settings where name = 'live-follow-ups-due-until' for update) c
      where s.name = 'live-follow-ups-due-until'
      returning c.since, now() as until`.execute(trx)
    const window = claim.rows[0]
    if (!window) return 0
    const result = await sql`
      insert into live_events (type, inquiry_id, owner_uid)
      select 'followUp.due', id, owner_uid from inquiries
      where follow_up_at > ${window.since} and follow_up_at <= ${window.until}
      order by follow_up_at, id`.execute(trx)
    const count = Number(result.numAffectedRows ?? 0)
    if (count) await announce(trx)
    return count
  })
}

/** Forgets the events older than LIVE_KEEP_HOURS. */
export async function pruneLiveEvents(db: Kysely<Database>): Promise<number> {
  const result = await db
    .deleteFrom('live_events')
    .where('at', '<', sql<Date>`now() - make_interval(hours => ${LIVE_KEEP_HOURS})`)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
