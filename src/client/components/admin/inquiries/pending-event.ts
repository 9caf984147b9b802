import type { InquiryEvent, PersonRef } from '../../../lib/router-types'

// Optimistic history entries get negative ids: they never collide with the server's, and the history
// can tell them apart (shown as saving) until the server's detail replaces them.
let pendingEventId = 0

/** The entry a note or a contact adds to the history, shown at once while the server records it. */
export function pendingEvent(
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
