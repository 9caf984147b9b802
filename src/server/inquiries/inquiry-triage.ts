import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'
import { RefusedError } from '../db/errors'
import type { InquiryStatus } from '../../shared/inquiry-options'
import {
  ADMIN_INQUIRY_MESSAGES,
  type BulkUpdateInput,
  type InquiryEventAction,
} from '../../shared/schemas/admin-inquiries'
import { readInquiryDetail, type InquiryDetail } from './admin-inquiry-detail'

/** An owner must be an admin: a lead handed to someone who cannot open the back office would be lost. */
export class OwnerNotAdminError extends RefusedError {
  constructor() {
    super(ADMIN_INQUIRY_MESSAGES.ownerNotAdmin)
    this.name = 'OwnerNotAdminError'
  }
}

export interface EventValues {
  inquiryId: number
  action: InquiryEventAction
  from?: string | null
  to?: string | null
  note?: string | null
}

/** Records who did what to which inquiries, in the same transaction as the change itself. */
export function recordEvents(trx: Transaction<Database>, actor: Identity, events: EventValues[]) {
  if (events.length === 0) return Promise.resolve()
  return trx
    .insertInto('inquiry_events')
    .values(
      events.map((e) => ({
        inquiry_id: e.inquiryId,
        action: e.action,
        from_value: e.from ?? null,
        to_value: e.to ?? null,
        note: e.note ?? null,
        actor_uid: actor.uid,
        actor_email: actor.email,
        actor_name: actor.name,
      })),
    )
    .execute()
    .then(() => undefined)
}

/** The columns a change decides on, read under the inquiry's lock. */
export interface CurrentInquiry {
  status: InquiryStatus
  owner_uid: string | null
  opened_at: Date | null
  follow_up_at: Date | null
  follow_up_note: string | null
}

/**
 * What a status change sets beside the status: the inquiry counts as read, and leaving New is its first
 * contact if no attempt was logged before (docs/product.md §6; the first-contact deadline).
 */
export function statusChangeColumns(status: InquiryStatus) {
  return {
    status,
    updated_at: sql<Date>`now()`,
    opened_at: sql<Date>`coalesce(opened_at, now())`,
    first_contacted_at: sql<Date | null>`case when status = 'new' and ${status} <> 'new' then coalesce(first_contacted_at, now()) else first_contacted_at end`,
    ...reachedStageColumns(status),
  }
}

/**
 * The funnel's stages a status reaches, each stamped the first time only: the funnel counts what a lead
 * ever reached, so moving on to Closed (or back) keeps them (docs/decisions/0011).
 */
function reachedStageColumns(status: InquiryStatus) {
  const first = (column: 'reached_contacted_at' | 'reached_qualified_at' | 'reached_enrolled_at') =>
    sql<Date>`coalesce(${sql.ref(column)}, now())`
  return {
    ...(REACHES_CONTACTED.has(status) && { reached_contacted_at: first('reached_contacted_at') }),
    ...(REACHES_QUALIFIED.has(status) && { reached_qualified_at: first('reached_qualified_at') }),
    ...(status === 'enrolled' && { reached_enrolled_at: first('reached_enrolled_at') }),
  }
}

/** The statuses at or past Contacted, and at or past Qualified, on the way to Enrolled. */
export const REACHES_CONTACTED: ReadonlySet<InquiryStatus> = new Set(['contacted', 'qualified', 'enrolled'])
export const REACHES_QUALIFIED: ReadonlySet<InquiryStatus> = new Set(['qualified', 'enrolled'])

/** Runs one change on one inquiry, locked, and returns the inquiry as it then stands (null if it is gone). */
export async function changeInquiry(
  db: Kysely<Database>,
  id: number,
  change: (trx: Transaction<Database>, current: CurrentInquiry) => Promise<void>,
): Promise<InquiryDetail | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('inquiries')
      .select(['status', 'owner_uid', 'opened_at', 'follow_up_at', 'follow_up_note'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    if (!current) return null
    await change(trx, current)
    return readInquiryDetail(trx, id)
  })
}

export async function assertAdmin(db: Kysely<Database>, uid: string) {
  const user = await db
    .selectFrom('users')
    .select('uid')
    .where('uid', '=', uid)
    .where('is_admin', '=', true)
    .executeTakeFirst()
  if (!user) throw new OwnerNotAdminError()
}

/** Marks the inquiry read the first time an admin opens it; later openings change nothing. */
export function openInquiry(db: Kysely<Database>, id: number, actor: Identity) {
  return changeInquiry(db, id, async (trx, current) => {
    if (current.opened_at) return
    await trx
      .updateTable('inquiries')
      .set({ opened_at: sql`now()` })
      .where('id', '=', id)
      .execute()
    await recordEvents(trx, actor, [{ inquiryId: id, action: 'opened' }])
  })
}

export function setInquiryStatus(db: Kysely<Database>, id: number, status: InquiryStatus, actor: Identity) {
  return changeInquiry(db, id, async (trx, current) => {
    if (current.status === status) return
    await trx.updateTable('inquiries').set(statusChangeColumns(status)).where('id', '=', id).execute()
    await recordEvents(trx, actor, [{ inquiryId: id, action: 'status', from: current.status, to: status }])
  })
}

/** Hands the inquiry to an admin, or to nobody with `ownerUid` null. */
export function assignInquiry(db: Kysely<Database>, id: number, ownerUid: string | null, actor: Identity) {
  return changeInquiry(db, id, async (trx, current) => {
    if (current.owner_uid === ownerUid) return
    if (ownerUid) await assertAdmin(trx, ownerUid)
    await trx
      .updateTable('inquiries')
      .set({ owner_uid: ownerUid, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute()
    await recordEvents(trx, actor, [{ inquiryId: id, action: 'owner', from: current.owner_uid, to: ownerUid }])
  })
}

/** An internal note, kept in the inquiry's history with its author and time. */
export function addInquiryNote(db: Kysely<Database>, id: number, body: string, actor: Identity) {
  return changeInquiry(db, id, async (trx) => {
    await trx
      .updateTable('inquiries')
      .set({ updated_at: sql`now()` })
      .where('id', '=', id)
      .execute()
    await recordEvents(trx, actor, [{ inquiryId: id, action: 'note', to: body }])
  })
}

/** One status or owner for many inquiries at once; each changed inquiry gets its own history entry. */
export async function bulkUpdateInquiries(
  db: Kysely<Database>,
  input: { ids: number[]; change: BulkUpdateInput['change'] },
  actor: Identity,
): Promise<{ updated: number }> {
  return db.transaction().execute(async (trx) => {
    const { change } = input
    if ('ownerUid' in change && change.ownerUid) await assertAdmin(trx, change.ownerUid)
    const current = await trx
      .selectFrom('inquiries')
      .select(['id', 'status', 'owner_uid'])
      .where('id', 'in', [...new Set(input.ids)])
      .orderBy('id')
      .forUpdate()
      .execute()
    const events: EventValues[] =
      'status' in change
        ? current
            .filter((r) => r.status !== change.status)
            .map((r) => ({ inquiryId: r.id, action: 'status', from: r.status, to: change.status }))
        : current
            .filter((r) => r.owner_uid !== change.ownerUid)
            .map((r) => ({ inquiryId: r.id, action: 'owner', from: r.owner_uid, to: change.ownerUid }))
    if (events.length === 0) return { updated: 0 }
    const ids = events.map((e) => e.inquiryId)
    await trx
      .updateTable('inquiries')
      .set(
        'status' in change
          ? statusChangeColumns(change.status)
          : { owner_uid: change.ownerUid, updated_at: sql`now()` },
      )
      .where('id', 'in', ids)
      .execute()
    await recordEvents(trx, actor, events)
    return { updated: ids.length }
  })
}
