import { sql, type Kysely, type Transaction, type UpdateObject } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { RefusedError } from '../db/errors'
import {
  ADMIN_INQUIRY_MESSAGES,
  type logContactSchema,
  type setFollowUpSchema,
} from '../../shared/schemas/admin-inquiries'
import type { InquiryDetail } from './admin-inquiry-detail'
import {
  changeInquiry,
  recordEvents,
  statusChangeColumns,
  type CurrentInquiry,
  type EventValues,
} from './inquiry-triage'

/**
 * The admissions desk's writes: contact attempts and follow-ups. An unknown id is refused (400) rather
 * than "not found", so the drawer shows the message beside the control that sent it.
 */
export class InquiryGoneError extends RefusedError {
  constructor() {
    super(ADMIN_INQUIRY_MESSAGES.notFound)
    this.name = 'InquiryGoneError'
  }
}

function existing(detail: InquiryDetail | null): InquiryDetail {
  if (!detail) throw new InquiryGoneError()
  return detail
}

/** Completing the open follow-up: it leaves the inquiry and its history says it was done. */
function completedFollowUp(id: number, current: CurrentInquiry): EventValues[] {
  if (!current.follow_up_at) return []
  return [
    { inquiryId: id, action: 'follow-up-done', from: current.follow_up_at.toISOString(), note: current.follow_up_note },
  ]
}

async function applyChange(trx: Transaction<Database>, id: number, set: UpdateObject<Database, 'inquiries'>) {
  await trx.updateTable('inquiries').set(set).where('id', '=', id).execute()
}

/**
 * A contact attempt, as the counsellor logs it. It is the inquiry's first contact if none came before
 * (docs/product.md §9's follow-up promise), completes the open follow-up, and a lead reached while still
 * New is Contacted from then on.
 */
export function logInquiryContact(
  db: Kysely<Database>,
  input: z.output<typeof logContactSchema>,
  actor: Member,
): Promise<InquiryDetail> {
  const { id, channel, outcome, note } = input
  return changeInquiry(db, id, actor, async (trx, current) => {
    const events: EventValues[] = [{ inquiryId: id, action: 'contact', from: channel, to: outcome, note }]
    events.push(...completedFollowUp(id, current))
    const reachedNew = outcome === 'reached' && current.status === 'new'
    if (reachedNew) events.push({ inquiryId: id, action: 'status', from: current.status, to: 'contacted' })
    await applyChange(trx, id, {
      ...(reachedNew ? statusChangeColumns('contacted') : {}),
      first_contacted_at: sql<Date>`coalesce(first_contacted_at, now())`,
      opened_at: sql<Date>`coalesce(opened_at, now())`,
      follow_up_at: null,
      follow_up_note: null,
      updated_at: sql<Date>`now()`,
    })
    await recordEvents(trx, actor, events)
  }).then(existing)
}

/**
 * Sets the inquiry's one open follow-up (the next action), or with `dueAt` null marks it done. A new one
 * completes the one before. A follow-up is its owner's to keep: on a lead nobody owns, whoever promises
 * the call-back becomes its owner, so the reminder reaches them.
 */
export function setInquiryFollowUp(
  db: Kysely<Database>,
  input: z.output<typeof setFollowUpSchema>,
  actor: Member,
): Promise<InquiryDetail> {
  const { id, dueAt, note } = input
  return changeInquiry(db, id, actor, async (trx, current) => {
    const events = completedFollowUp(id, current)
    if (dueAt === null) {
      if (!events.length) return
      await applyChange(trx, id, { follow_up_at: null, follow_up_note: null, updated_at: sql<Date>`now()` })
      await recordEvents(trx, actor, events)
      return
    }
    const due = new Date(dueAt)
    events.push({ inquiryId: id, action: 'follow-up', from: null, to: due.toISOString(), note })
    const takeOver = current.owner_uid === null
    if (takeOver) events.push({ inquiryId: id, action: 'owner', from: null, to: actor.uid })
    await applyChange(trx, id, {
      follow_up_at: due,
      follow_up_note: note ?? null,
      ...(takeOver ? { owner_uid: actor.uid } : {}),
      updated_at: sql<Date>`now()`,
    })
    await recordEvents(trx, actor, events)
  }).then(existing)
}
