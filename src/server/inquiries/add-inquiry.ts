import type { Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryIntake } from './inquiry-intake'
import { ForbiddenError } from '../db/errors'
import { can } from '../../shared/permissions'
import { ADD_INQUIRY_MESSAGES, type AddInquiry } from '../../shared/schemas/add-inquiry'
import { assertAdmin, writeHistory } from './inquiry-triage'

/** A counsellor giving a new lead to someone else (403): their walk-in is theirs. */
export class NotYoursToGiveError extends ForbiddenError {
  constructor() {
    super(ADD_INQUIRY_MESSAGES.ownerOnlyYou)
    this.name = 'NotYoursToGiveError'
  }
}

/** What the form needs to say and link to: the new inquiry and whom it went to. */
export interface AddedInquiry {
  id: number
  ownerUid: string | null
}

function toRow(input: AddInquiry, ownerUid: string | null): NewInquiry {
  return {
    kind: input.kind,
    full_name: input.fullName,
    email: input.email,
    phone: input.phone,
    program: input.program,
    message: input.message,
    channel: 'admin',
    source: input.source,
    owner_uid: ownerUid,
    // The member who typed it in has seen it: it is not a lead nobody has opened.
    opened_at: new Date(),
  }
}

/**
 * Adds an inquiry a member typed in (a walk-in, a phone call) through the intake, so it gets what every new
 * inquiry gets: the person's repeat mark, the person's owner else the rotation's next (unless the member
 * chose one), its first-contact deadline, its alert and its live notice. A counsellor's lead is their own.
 *
 * The chosen owner and the note are the member's entries in its history, written as soon as the intake has
 * committed the inquiry (the intake's statement is shared with other callers and records no actor).
 */
export async function addInquiry(
  db: Kysely<Database>,
  intake: InquiryIntake,
  input: AddInquiry,
  member: Member,
): Promise<AddedInquiry> {
  let chosen = input.ownerUid ?? null
  if (!can(member.role, 'inquiries.assign')) {
    if (chosen !== null && chosen !== member.uid) throw new NotYoursToGiveError()
    chosen = member.uid
  }
  if (chosen !== null) await assertAdmin(db, chosen)
  const id = await intake.store(toRow(input, chosen))
  await db.transaction().execute(async (trx) => {
    // The intake's statement records the assignment with no actor (it reads as the rotation's): a chosen
    // owner's entry names the member who chose.
    if (chosen !== null) {
      await trx
        .updateTable('inquiry_events')
        .set({ actor_uid: member.uid, actor_email: member.email, actor_name: member.name })
        .where('inquiry_id', '=', id)
        .where('action', '=', 'owner')
        .where('actor_uid', 'is', null)
        .execute()
    }
    // Not told live as a change: the intake's own notice of the new lead is enough.
    if (input.note) await writeHistory(trx, member, [{ inquiryId: id, action: 'note', to: input.note }])
  })
  const stored = await db.selectFrom('inquiries').select('owner_uid').where('id', '=', id).executeTakeFirstOrThrow()
  return { id, ownerUid: stored.owner_uid }
}
