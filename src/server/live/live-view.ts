import type { Member } from '../auth/identity'
import { can, INQUIRY_SCOPE } from '../../shared/permissions'
import type { LiveEvent } from '../../shared/schemas/live'
import type { StoredLiveEvent } from './live-store'

/**
 * Whether a member hears of an event: what they could read (docs/decisions/0022). A counsellor hears of
 * their own and unassigned leads, and of one that just left them (so their page lets it go).
 */
export function hears(member: Member, e: StoredLiveEvent): boolean {
  if (INQUIRY_SCOPE[member.role] === 'all') return true
  if (e.owner_uid === null || e.owner_uid === member.uid) return true
  // It was theirs, or nobody's (in every counsellor's view), until this change moved it.
  const moved = e.change?.action === 'owner'
  return moved && (e.previous_owner_uid === member.uid || e.previous_owner_uid === null)
}

/**
 * The event as this member receives it. Who made a change, what and whose it is go to members who read
 * inquiries; the lead's name and program, for the toast of a new one, only while they still own it or it
 * is unassigned. Marketing hears that numbers changed, nothing more.
 */
export function viewOf(member: Member, e: StoredLiveEvent): LiveEvent {
  const base: LiveEvent = { id: String(e.id), type: e.type, inquiryId: e.inquiry_id, at: new Date(e.at).toISOString() }
  if (!can(member.role, 'inquiries.read')) return base
  const inScope = INQUIRY_SCOPE[member.role] === 'all' || e.owner_uid === null || e.owner_uid === member.uid
  return {
    ...base,
    ownerUid: e.owner_uid,
    ...(e.by_uid && { by: { uid: e.by_uid, name: e.by_name } }),
    ...(e.change && { change: e.change }),
    ...(e.type === 'inquiry.created' &&
      inScope &&
      e.full_name !== null && { lead: { name: e.full_name, program: e.program ?? '', kind: e.kind ?? '' } }),
  }
}
