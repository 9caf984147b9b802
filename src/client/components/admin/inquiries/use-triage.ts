import { STATUS_LABELS, type BulkUpdateInput } from '../../../../shared/schemas/admin-inquiries'
import type { PersonRef } from '../../../lib/router-types'
import { adminTrpc } from '../admin-trpc'
import { personName } from './inquiry-format'
import { pendingEvent } from './pending-event'
import { useOptimisticTriage, type Triager } from './use-optimistic-triage'

/**
 * The triage mutations shared by the inquiry's detail, the table and My day. Each shows only what the
 * caller changed at once, in every cached copy of the inquiry, and takes everything else from the server's
 * answer (use-optimistic-triage.ts).
 */

export function useSetStatus() {
  return adminTrpc.admin.inquiries.setStatus.useMutation(
    useOptimisticTriage<'setStatus'>({
      change: ({ id, status }) => ({ ids: [id], row: { status } }),
      refused: 'Status not changed',
      done: (detail) => `Status changed to ${STATUS_LABELS[detail.status]}`,
    }),
  )
}

export function useAssign() {
  return adminTrpc.admin.inquiries.assign.useMutation(
    useOptimisticTriage<'assign'>({
      change: ({ id, ownerUid }, { person }) => ({ ids: [id], row: { owner: person(ownerUid) } }),
      refused: 'Owner not changed',
      done: (detail, _input, { actor }) => assignedTitle(detail.owner, actor),
    }),
  )
}

function assignedTitle(owner: PersonRef | null, me: PersonRef | null): string {
  if (!owner) return 'Unassigned'
  return owner.uid === me?.uid ? 'Assigned to you' : `Assigned to ${personName(owner)}`
}

export function useAddNote() {
  return adminTrpc.admin.inquiries.addNote.useMutation(
    useOptimisticTriage<'addNote'>({
      change: ({ id, body }, { actor }) => ({ ids: [id], event: pendingEvent('note', actor, { to: body.trim() }) }),
      refused: 'Note not added',
      done: () => 'Note added',
      // A note moves no count or chart.
      counts: false,
    }),
  )
}

/**
 * A contact attempt from the inquiry's detail. The history shows it at once; what else it moves (the
 * status, the first contact, the open follow-up) comes back in the server's detail. A refusal is the
 * form's to show, beside the field it concerns, so there is no toast for it here.
 */
export function useLogContact() {
  return adminTrpc.admin.inquiries.logContact.useMutation(
    useOptimisticTriage<'logContact'>({
      change: ({ id, channel, outcome, note }, { actor }) => ({
        ids: [id],
        event: pendingEvent('contact', actor, { from: channel, to: outcome, note: note?.trim() || null }),
      }),
      refused: null,
      done: () => 'Contact logged',
    }),
  )
}

/**
 * Sets, moves or (with `dueAt: null`) completes the inquiry's one open follow-up. What else the server
 * does with it (the history, the owner of an unassigned lead) comes back in its detail. Refusals, as for
 * a contact, are the form's to show.
 */
export function useSetFollowUp() {
  return adminTrpc.admin.inquiries.setFollowUp.useMutation(
    useOptimisticTriage<'setFollowUp'>({
      change: ({ id, dueAt, note }) => {
        // The server keeps instants: "+05:30" comes back in UTC, so the copy shown meanwhile is in UTC too.
        const due = dueAt === null || Number.isNaN(Date.parse(dueAt)) ? dueAt : new Date(dueAt).toISOString()
        const followUp = due === null ? null : { dueAt: due, note: note?.trim() || null }
        return { ids: [id], row: { followUpAt: due }, detail: { followUp } }
      },
      refused: null,
      done: (_detail, { dueAt }) => (dueAt === null ? 'Follow-up completed' : 'Follow-up set'),
    }),
  )
}

/**
 * Marks the inquiry read when an admin first opens it (the detail asks only while it is unread). It
 * happens on its own rather than on a click, so a failure only puts the row back to unread, without a
 * toast: the next opening tries again.
 */
export function useOpenInquiry() {
  return adminTrpc.admin.inquiries.open.useMutation(
    useOptimisticTriage<'open'>({
      change: ({ id }) => ({ ids: [id], row: { openedAt: new Date().toISOString() } }),
      refused: null,
      // Only the table's unread marks move; its detail is already the server's.
      counts: false,
      details: false,
    }),
  )
}

/** One status or owner for the selected rows: `useBulkUpdate().mutate({ ids, change: { status } })`. */
export function useBulkUpdate() {
  return adminTrpc.admin.inquiries.bulkUpdate.useMutation(
    useOptimisticTriage<'bulkUpdate'>({
      change: ({ ids, change }, { person }) => ({
        ids,
        row: 'status' in change ? { status: change.status } : { owner: person(change.ownerUid) },
      }),
      refused: 'Inquiries not changed',
      done: ({ updated }, { change }, triager) => bulkTitle(updated, change, triager),
    }),
  )
}

function bulkTitle(updated: number, change: BulkUpdateInput['change'], { actor, person }: Triager): string {
  if (updated === 0) return 'Nothing to change'
  const count = updated === 1 ? '1 inquiry' : `${updated} inquiries`
  if ('status' in change) return `Status changed to ${STATUS_LABELS[change.status]} on ${count}`
  const owner = person(change.ownerUid)
  if (!owner) return `${count} unassigned`
  return `${count} assigned to ${owner.uid === actor?.uid ? 'you' : personName(owner)}`
}
