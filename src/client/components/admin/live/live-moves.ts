import type { LiveEvent } from '../../../../shared/schemas/live'

/** The back office's queries a live event can make stale (by procedure), beside the inquiry's own detail. */
export type Moved =
  'list' | 'counts' | 'arrivals' | 'myDay' | 'overdueCount' | 'charts' | 'speedToContact' | 'funnel' | 'related'

export interface Moves {
  moved: readonly Moved[]
  /** The inquiry whose detail (admin.inquiries.byId) is stale. */
  detail?: number
}

/** Marketing reads numbers only: any event may move them, none of them names a row it could open. */
const NUMBERS: readonly Moved[] = ['charts', 'speedToContact', 'funnel']
/** A new inquiry: every list, count and chart it joins; another from the same person lists it among theirs. */
const CREATED: readonly Moved[] = ['list', 'counts', 'arrivals', 'myDay', ...NUMBERS, 'related']
/** A follow-up falling due: it turns up among today's and in the overdue badge, and its row's mark. */
const FALLS_DUE: readonly Moved[] = ['list', 'myDay', 'overdueCount']
/** A status, owner, contact or follow-up: the rows, counts and charts, My day, and the person's other inquiries. */
const CHANGED: readonly Moved[] = ['list', 'counts', 'myDay', 'overdueCount', ...NUMBERS, 'related']

/** A batch of an import: new rows, and with "fill" earlier rows changed; no toast (it names no lead). */
const IMPORTED: readonly Moved[] = ['list', 'counts', 'arrivals', 'myDay', 'overdueCount', ...NUMBERS, 'related']

/** What an event makes stale for a member; `readsInquiries` is false for marketing. */
export function movedBy(event: LiveEvent, readsInquiries: boolean): Moves {
  if (!readsInquiries) return { moved: NUMBERS }
  const detail = event.inquiryId
  switch (event.type) {
    case 'inquiry.created':
      return { moved: CREATED }
    case 'followUp.due':
      return { moved: FALLS_DUE, detail }
    case 'inquiries.imported':
      return { moved: IMPORTED }
    case 'inquiry.changed':
      // A note moves nothing but the inquiry's own history.
      return { moved: event.change?.action === 'note' ? [] : CHANGED, detail }
  }
}
