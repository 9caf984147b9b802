import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import type { Identity, Member } from '../auth/identity'
import { inScope } from '../access/inquiry-scope'
import { can } from '../../shared/permissions'
import { ForbiddenError, RefusedError } from '../db/errors'
import type { InquiryStatus } from '../../shared/inquiry-options'
import {
  ADMIN_INQUIRY_MESSAGES,
  type BulkUpdateInput,
  type InquiryEventAction,
} from '../../shared/schemas/admin-inquiries'
import { readInquiryDetail, type InquiryDetail } from './admin-inquiry-detail'
import { recordLiveChanges } from '../live/live-store'

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

/**
 * Records who did what to which inquiries, in the same transaction as the change itself, and tells the
 * back office live (docs/decisions/0023) at its commit.
 */
export async function recordEvents(trx: Transaction<Database>, actor: Identity, events: EventValues[]) {
  if (events.length === 0) return
  await recordLiveChanges(trx, actor, events)
  await writeHistory(trx, actor, events)
}

/** The history's entries alone, for a change the back office has already heard of (a new lead's arrival). */
export async function writeHistory(db: Kysely<Database>, actor: Identity, events: EventValues[]) {
  if (events.length === 0) return
  await db
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

/** A counsellor handing a lead to anyone but themselves (403). */
export class NotYoursToAssignError extends ForbiddenError {
  constructor() {
    super(ADMIN_INQUIRY_MESSAGES.takeOnly)
    this.name = 'NotYoursToAssignError'
  }
}

/**
 * Runs one change on one inquiry, locked, and returns the inquiry as it then stands: null if it is gone or
 * outside the actor's scope (a counsellor's own and unassigned ones), which the caller tells as not found.
 * With `take`, a counsellor working on an unassigned lead takes it first, in the same transaction.
 */
export async function changeInquiry(
  db: Kysely<Database>,
  id: number,
  actor: Member,
  change: (trx: Transaction<Database>, current: CurrentInquiry) => Promise<void>,
  { take = true }: { take?: boolean } = {},
): Promise<InquiryDetail | null> {
  return db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('inquiries')
      .select(['status', 'owner_uid', 'opened_at', 'follow_up_at', 'follow_up_note'])
      .where('id', '=', id)
      .where((eb) => inScope(eb, actor))
      .forUpdate()
      .executeTakeFirst()
    if (!current) return null
    if (take && current.owner_uid === null && !can(actor.role, 'inquiries.assign')) {
      await setOwner(trx, id, current.owner_uid, actor.uid, actor)
      current.owner_uid = actor.uid
    }
    await change(trx, current)
    return readInquiryDetail(trx, id, actor)
  })
}

/** An owner must be a member who may own leads: a lead handed to anyone else would be lost. */
export async function assertAdmin(db: Kysely<Database>, uid: string) {
  const user = await db
    .selectFrom('users')
    .select('uid')
    .where('uid', '=', uid)
    .where('role', 'in', ['owner', 'manager', 'counsellor'])
    .executeTakeFirst()
  if (!user) throw new OwnerNotAdminError()
}

async function setOwner(
  trx: Transaction<Database>,
  id: number,
  from: string | null,
  to: string | null,
  actor: Identity,
) {
  await trx
    .updateTable('inquiries')
    .set({ owner_uid: to, updated_at: sql`now()` })
    .where('id', '=', id)
    .execute()
  await recordEvents(trx, actor, [{ inquiryId: id, action: 'owner', from, to }])
}

/** Marks the inquiry read the first time a member opens it; later openings change nothing. Takes nothing. */
export function openInquiry(db: Kysely<Database>, id: number, actor: Member) {
  return changeInquiry(
    db,
    id,
    actor,
    async (trx, current) => {
      if (current.opened_at) return
      await trx
        .updateTable('inquiries')
        .set({ opened_at: sql`now()` })
        .where('id', '=', id)
        .execute()
      await recordEvents(trx, actor, [{ inquiryId: id, action: 'opened' }])
    },
    { take: false },
  )
}

export function setInquiryStatus(db: Kysely<Database>, id: number, status: InquiryStatus, actor: Member) {
  return changeInquiry(db, id, actor, async (trx, current) => {
    if (current.status === status) return
    await trx.updateTable('inquiries').set(statusChangeColumns(status)).where('id', '=', id).execute()
    await recordEvents(trx, actor, [{ inquiryId: id, action: 'status', from: current.status, to: status }])
  })
}

/**
 * Hands the inquiry to a member, or to nobody with `ownerUid` null. A member who may not assign (a
 * counsellor) only takes an unassigned lead for themselves.
 */
export function assignInquiry(db: Kysely<Database>, id: number, ownerUid: string | null, actor: Member) {
  const mayAssign = can(actor.role, 'inquiries.assign')
  if (!mayAssign && ownerUid !== actor.uid) return Promise.reject(new NotYoursToAssignError())
  return changeInquiry(
    db,
    id,
    actor,
    async (trx, current) => {
      if (current.owner_uid === ownerUid) return
      if (ownerUid) await assertAdmin(trx, ownerUid)
      await setOwner(trx, id, current.owner_uid, ownerUid, actor)
    },
    { take: false },
  )
}

/** An internal note, kept in the inquiry's history with its author and time. */
export function addInquiryNote(db: Kysely<Database>, id: number, body: string, actor: Member) {
  return changeInquiry(db, id, actor, async (trx) => {
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
  actor: Member,
): Promise<{ updated: number }> {
  return db.transaction().execute(async (trx) => {
    const { change } = input
    if ('ownerUid' in change && change.ownerUid) await assertAdmin(trx, change.ownerUid)
    const current = await trx
      .selectFrom('inquiries')
      .select(['id', 'status', 'owner_uid'])
      .where('id', 'in', [...new Set(input.ids)])
      .where((eb) => inScope(eb, actor))
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
