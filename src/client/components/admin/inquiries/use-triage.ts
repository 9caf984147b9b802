import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { getQueryKey } from '@trpc/react-query'
import type { InquiryStatus } from '../../../../shared/inquiry-options'
import { STATUS_LABELS, type BulkUpdateInput } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryDetail, InquiryEvent, InquiryPage, InquiryRow, PersonRef } from '../../../lib/router-types'
import { useAuth } from '../../../auth/auth-provider'
import { notify } from '../../../lib/notify'
import { adminTrpc } from '../admin-trpc'
import { notifyRefused } from '../refusal'
import { personName } from './inquiry-format'

/**
 * The triage mutations shared by the inquiry's detail and the table. Each shows its change at once in
 * every cached copy of the inquiry (its detail and any table page holding its row), puts the caches back
 * with a toast if the server refuses, and refetches what the change may have moved (counts, charts, pages).
 */

type BulkChange = BulkUpdateInput['change']

type Snapshot = Array<[QueryKey, unknown]>

// Optimistic history entries get negative ids: they never collide with the server's, and the history
// can tell them apart (shown as saving) until the server's detail replaces them.
let pendingEventId = 0

function pendingEvent(
  action: InquiryEvent['action'],
  actor: PersonRef | null,
  values: Partial<InquiryEvent>,
): InquiryEvent {
  pendingEventId -= 1
  return {
    id: pendingEventId,
    action,
    from: null,
    to: null,
    note: null,
    fromOwner: null,
    toOwner: null,
    actor,
    at: new Date().toISOString(),
    ...values,
  }
}

export function isPendingEvent(event: InquiryEvent): boolean {
  return event.id < 0
}

function withStatus<T extends InquiryRow>(row: T, status: InquiryStatus, at: string): T {
  // The server marks an inquiry read when its status changes, so the row stops being unread too.
  return { ...row, status, openedAt: row.openedAt ?? at }
}

function detailWithStatus(d: InquiryDetail, status: InquiryStatus, actor: PersonRef | null): InquiryDetail {
  if (d.status === status) return d
  const event = pendingEvent('status', actor, { from: d.status, to: status })
  return { ...withStatus(d, status, event.at), events: [...d.events, event] }
}

function detailWithOwner(d: InquiryDetail, owner: PersonRef | null, actor: PersonRef | null): InquiryDetail {
  if ((d.owner?.uid ?? null) === (owner?.uid ?? null)) return d
  const event = pendingEvent('owner', actor, {
    from: d.owner?.uid ?? null,
    to: owner?.uid ?? null,
    fromOwner: d.owner,
    toOwner: owner,
  })
  return { ...d, owner, events: [...d.events, event] }
}

/** The signed-in admin, as the history names people. */
function useActor(): PersonRef | null {
  const { user } = useAuth()
  return user ? { uid: user.uid, email: user.email, name: user.displayName } : null
}

/** Reads, patches, restores and refreshes the cached copies of inquiries. */
function useInquiryCache() {
  const queryClient = useQueryClient()
  const utils = adminTrpc.useUtils()
  const actor = useActor()
  // No input: the key's prefix matches every cached page, whatever its filters, sort or cursor.
  const listKey = getQueryKey(adminTrpc.admin.inquiries.list)
  const detailKey = (id: number) => getQueryKey(adminTrpc.admin.inquiries.byId, { id }, 'query')

  const patchRows = (ids: readonly number[], patch: (row: InquiryRow) => InquiryRow) => {
    const selected = new Set(ids)
    queryClient.setQueriesData<InquiryPage>({ queryKey: listKey }, (page) =>
      page?.rows ? { ...page, rows: page.rows.map((r) => (selected.has(r.id) ? patch(r) : r)) } : page,
    )
  }

  return {
    actor,
    patchRows,

    /** Stops refetches in flight, which would overwrite the optimistic copy, and keeps the current one. */
    async hold(ids: readonly number[]): Promise<Snapshot> {
      await Promise.all([
        queryClient.cancelQueries({ queryKey: listKey }),
        ...ids.map((id) => queryClient.cancelQueries({ queryKey: detailKey(id) })),
      ])
      return [
        ...queryClient.getQueriesData({ queryKey: listKey }),
        ...ids.map((id): [QueryKey, unknown] => [detailKey(id), queryClient.getQueryData(detailKey(id))]),
      ]
    },

    restore(snapshot: Snapshot | undefined) {
      snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data))
    },

    patchDetail(id: number, patch: (detail: InquiryDetail) => InquiryDetail) {
      utils.admin.inquiries.byId.setData({ id }, (d) => (d ? patch(d) : d))
    },

    /** The server's copy of the inquiry replaces the optimistic one, in its detail and its rows. */
    accept(detail: InquiryDetail) {
      utils.admin.inquiries.byId.setData({ id: detail.id }, detail)
      patchRows([detail.id], (r) => ({
        ...r,
        status: detail.status,
        owner: detail.owner,
        openedAt: detail.openedAt,
        firstContactDueAt: detail.firstContactDueAt,
        firstContactedAt: detail.firstContactedAt,
        followUpAt: detail.followUpAt,
      }))
    },

    /** Who an owner uid is: the admins' list knows names; the caller knows themselves. */
    person(uid: string | null): PersonRef | null {
      if (uid === null) return null
      if (uid === actor?.uid) return actor
      const admin = utils.admin.users.list.getData()?.find((a) => a.uid === uid)
      return admin ? { uid, email: admin.email, name: admin.displayName } : { uid, email: null, name: null }
    },

    /** Not awaited: the change already shows, and the control should not wait for the refetch. */
    refresh(ids: readonly number[] | 'all', { counts = true } = {}) {
      const i = utils.admin.inquiries
      // My day's lists and the navigation's overdue badge follow every change, wherever it was made.
      void i.myDay.invalidate()
      void i.overdueCount.invalidate()
      if (counts) {
        void i.counts.invalidate()
        void i.charts.invalidate()
      }
      void i.list.invalidate()
      if (ids === 'all') void i.byId.invalidate()
      else ids.forEach((id) => void i.byId.invalidate({ id }))
    },
  }
}

export function useSetStatus() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.setStatus.useMutation({
    onMutate: async ({ id, status }) => {
      const snapshot = await cache.hold([id])
      const at = new Date().toISOString()
      cache.patchRows([id], (r) => withStatus(r, status, at))
      cache.patchDetail(id, (d) => detailWithStatus(d, status, cache.actor))
      return { snapshot }
    },
    onError: (err, _input, context) => {
      cache.restore(context?.snapshot)
      notifyRefused('Status not changed', err)
    },
    onSuccess: (detail) => {
      cache.accept(detail)
      notify({ title: `Status changed to ${STATUS_LABELS[detail.status]}` })
    },
    onSettled: (_data, _err, { id }) => cache.refresh([id]),
  })
}

export function useAssign() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.assign.useMutation({
    onMutate: async ({ id, ownerUid }) => {
      const snapshot = await cache.hold([id])
      const owner = cache.person(ownerUid)
      cache.patchRows([id], (r) => ({ ...r, owner }))
      cache.patchDetail(id, (d) => detailWithOwner(d, owner, cache.actor))
      return { snapshot }
    },
    onError: (err, _input, context) => {
      cache.restore(context?.snapshot)
      notifyRefused('Owner not changed', err)
    },
    onSuccess: (detail) => {
      cache.accept(detail)
      notify({ title: assignedTitle(detail.owner, cache.actor) })
    },
    onSettled: (_data, _err, { id }) => cache.refresh([id]),
  })
}

function assignedTitle(owner: PersonRef | null, me: PersonRef | null): string {
  if (!owner) return 'Unassigned'
  return owner.uid === me?.uid ? 'Assigned to you' : `Assigned to ${personName(owner)}`
}

export function useAddNote() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.addNote.useMutation({
    onMutate: async ({ id, body }) => {
      const snapshot = await cache.hold([id])
      const note = pendingEvent('note', cache.actor, { to: body.trim() })
      cache.patchDetail(id, (d) => ({ ...d, events: [...d.events, note] }))
      return { snapshot }
    },
    onError: (err, _input, context) => {
      cache.restore(context?.snapshot)
      notifyRefused('Note not added', err)
    },
    onSuccess: (detail) => {
      cache.accept(detail)
      notify({ title: 'Note added' })
    },
    // A note moves no count or chart.
    onSettled: (_data, _err, { id }) => cache.refresh([id], { counts: false }),
  })
}

/** The open follow-up, done: how the history shows it when a contact or a new follow-up replaces it. */
function completedFollowUp(d: InquiryDetail, actor: PersonRef | null): InquiryEvent[] {
  return d.followUp ? [pendingEvent('follow-up-done', actor, { from: d.followUp.dueAt, note: d.followUp.note })] : []
}

/**
 * A contact attempt from the inquiry's detail. The history shows it at once, and it completes the open
 * follow-up as the server does; what else it moves (a lead reached while New becomes Contacted, the first
 * contact is stamped) comes back in the server's detail. A refusal is the form's to show, beside the
 * field it concerns, so there is no toast for it here.
 */
export function useLogContact() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.logContact.useMutation({
    onMutate: async ({ id, channel, outcome, note }) => {
      const snapshot = await cache.hold([id])
      const contact = pendingEvent('contact', cache.actor, { from: channel, to: outcome, note: note?.trim() || null })
      cache.patchRows([id], (r) => ({ ...r, followUpAt: null }))
      cache.patchDetail(id, (d) => ({
        ...d,
        followUp: null,
        followUpAt: null,
        events: [...d.events, contact, ...completedFollowUp(d, cache.actor)],
      }))
      return { snapshot }
    },
    onError: (_err, _input, context) => cache.restore(context?.snapshot),
    onSuccess: (detail) => {
      cache.accept(detail)
      notify({ title: 'Contact logged' })
    },
    // The status may have moved, and with it the counts and charts.
    onSettled: (_data, _err, { id }) => cache.refresh([id]),
  })
}

function detailWithFollowUp(
  d: InquiryDetail,
  dueAt: string | null,
  note: string | null,
  actor: PersonRef | null,
): InquiryDetail {
  // A new follow-up completes the open one, as clearing it does.
  const events = completedFollowUp(d, actor)
  if (dueAt !== null) events.push(pendingEvent('follow-up', actor, { to: dueAt, note }))
  return {
    ...d,
    followUp: dueAt === null ? null : { dueAt, note },
    followUpAt: dueAt,
    events: [...d.events, ...events],
  }
}

/**
 * Sets, moves or (with `dueAt: null`) completes the inquiry's one open follow-up. The server also makes
 * the caller the owner of an unassigned lead, which its detail brings back. Refusals, as for a contact,
 * are the form's to show.
 */
export function useSetFollowUp() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.setFollowUp.useMutation({
    onMutate: async ({ id, dueAt, note }) => {
      const snapshot = await cache.hold([id])
      // The server keeps instants: "+05:30" comes back in UTC, so the copy shown meanwhile is in UTC too.
      const due = dueAt === null || Number.isNaN(Date.parse(dueAt)) ? dueAt : new Date(dueAt).toISOString()
      cache.patchRows([id], (r) => ({ ...r, followUpAt: due }))
      cache.patchDetail(id, (d) => detailWithFollowUp(d, due, note?.trim() || null, cache.actor))
      return { snapshot }
    },
    onError: (_err, _input, context) => cache.restore(context?.snapshot),
    onSuccess: (detail, { dueAt }) => {
      cache.accept(detail)
      notify({ title: dueAt === null ? 'Follow-up completed' : 'Follow-up set' })
    },
    // The owner may have changed, which the counts of "mine" follow.
    onSettled: (_data, _err, { id }) => cache.refresh([id]),
  })
}

/**
 * Marks the inquiry read when an admin first opens it. It happens on its own rather than on a click, so a
 * failure only puts the row back to unread, without a toast: the next opening tries again.
 */
export function useOpenInquiry() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.open.useMutation({
    onMutate: async ({ id }) => {
      const snapshot = await cache.hold([id])
      const opened = pendingEvent('opened', cache.actor, {})
      cache.patchRows([id], (r) => ({ ...r, openedAt: r.openedAt ?? opened.at }))
      cache.patchDetail(id, (d) => (d.openedAt ? d : { ...d, openedAt: opened.at, events: [...d.events, opened] }))
      return { snapshot }
    },
    onError: (_err, _input, context) => cache.restore(context?.snapshot),
    onSuccess: (detail) => cache.accept(detail),
    // Only the table's unread marks move; its detail is already the server's.
    onSettled: () => cache.refresh([], { counts: false }),
  })
}

/** One status or owner for the selected rows: `useBulkUpdate().mutate({ ids, change: { status } })`. */
export function useBulkUpdate() {
  const cache = useInquiryCache()
  return adminTrpc.admin.inquiries.bulkUpdate.useMutation({
    onMutate: async ({ ids, change }) => {
      const snapshot = await cache.hold(ids)
      if ('status' in change) {
        const at = new Date().toISOString()
        cache.patchRows(ids, (r) => withStatus(r, change.status, at))
        ids.forEach((id) => cache.patchDetail(id, (d) => detailWithStatus(d, change.status, cache.actor)))
      } else {
        const owner = cache.person(change.ownerUid)
        cache.patchRows(ids, (r) => ({ ...r, owner }))
        ids.forEach((id) => cache.patchDetail(id, (d) => detailWithOwner(d, owner, cache.actor)))
      }
      return { snapshot }
    },
    onError: (err, _input, context) => {
      cache.restore(context?.snapshot)
      notifyRefused('Inquiries not changed', err)
    },
    onSuccess: ({ updated }, { change }) => notify({ title: bulkTitle(updated, change, cache) }),
    onSettled: () => cache.refresh('all'),
  })
}

function bulkTitle(updated: number, change: BulkChange, cache: ReturnType<typeof useInquiryCache>): string {
  if (updated === 0) return 'Nothing to change'
  const count = updated === 1 ? '1 inquiry' : `${updated} inquiries`
  if ('status' in change) return `Status changed to ${STATUS_LABELS[change.status]} on ${count}`
  const owner = cache.person(change.ownerUid)
  if (!owner) return `${count} unassigned`
  return `${count} assigned to ${owner.uid === cache.actor?.uid ? 'you' : personName(owner)}`
}
