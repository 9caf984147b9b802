import type { AdminPreferences } from '../../../../shared/schemas/admin-inquiries'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { LiveEvent } from '../../../../shared/schemas/live'
import { programLabel } from '../../../../shared/program-labels'
import { showLiveNotice } from './live-toast'
import { playLeadTone } from './live-tone'
import { showSystemNotification } from './system-notification'

/**
 * Events older than this (heard on a reconnection after a long drop) change the lists without a notice:
 * a toast for a lead from an hour ago is noise, and the lead is on My day and in the table anyway.
 */
const NEWS_MS = 15 * 60_000

/** More leads than this within BURST_MS share one notice, which counts them, instead of a notice each. */
const BURST_AT = 5
const BURST_MS = 10_000
let announced: number[] = []

/** How many leads were announced within BURST_MS, this one included. */
function leadsInBurst(): number {
  const now = Date.now()
  announced = [...announced.filter((t) => now - t < BURST_MS), now]
  return announced.length
}

/** What announcing needs of the member and the page. */
export interface Announcer {
  uid: string | undefined
  /** May take an unassigned lead (inquiries.work). */
  takes: boolean
  preferences: AdminPreferences
  open: (inquiryId: number) => void
  /** The inquiry table, newest first. */
  openList: () => void
  take: (inquiryId: number) => void
  /** The lead's name if a list or detail on hand has it. */
  nameOf: (inquiryId: number) => string | undefined
}

const isNews = (event: LiveEvent) => Date.now() - Date.parse(event.at) < NEWS_MS

/** "Information · Data Science"; a contact message's subject as it was written. */
function leadSummary({ kind, program }: NonNullable<LiveEvent['lead']>): string {
  const kindLabel = Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind as keyof typeof KIND_LABELS] : kind
  const asked = kind === 'contact' ? program : programLabel(program)
  return asked ? `${kindLabel} · ${asked}` : kindLabel
}

/** A new lead the member may read: a toast, and as they chose, a system notification and a tone. */
function announceLead(event: LiveEvent, lead: NonNullable<LiveEvent['lead']>, a: Announcer) {
  const id = event.inquiryId
  const count = leadsInBurst()
  // A busy minute (or a reconnection's replay) is one notice that counts, not a pile of them.
  const burst = count > BURST_AT
  const title = burst ? `${count} new leads` : `New lead: ${lead.name}`
  const description = burst ? `The newest: ${lead.name}` : leadSummary(lead)
  const open = burst ? a.openList : () => a.open(id)
  const key = burst ? 'lead-burst' : `lead-${id}`
  const takeable = !burst && event.ownerUid === null && a.takes
  showLiveNotice({ key, title, description, onOpen: open, onTake: takeable ? () => a.take(id) : undefined })
  if (a.preferences.liveNotifications && document.visibilityState === 'hidden') {
    showSystemNotification({ tag: key, title, body: description, onClick: open })
  }
  if (a.preferences.liveSound) playLeadTone()
}

/** The toast, notification or tone an event calls for, if any (live-moves.ts does the refetching). */
export function announce(event: LiveEvent, a: Announcer): void {
  if (!isNews(event)) return
  if (event.type === 'inquiry.created' && event.lead) announceLead(event, event.lead, a)
  else if (event.type === 'followUp.due' && a.uid !== undefined && event.ownerUid === a.uid) {
    const name = a.nameOf(event.inquiryId)
    showLiveNotice({
      key: `follow-up-${event.id}`,
      title: name ? `Follow-up due: ${name}` : 'A follow-up is due',
      onOpen: () => a.open(event.inquiryId),
    })
  }
}
