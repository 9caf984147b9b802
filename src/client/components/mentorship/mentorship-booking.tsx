import { useSyncExternalStore } from 'react'
import { MENTORSHIP_CATEGORIES } from '../../../shared/catalogue/mentors'
import { MentorTabs } from './mentor-tabs'
import { MentorshipRequestForm } from './request-form'

// The area the request form asks about, which a mentor card's Book button sets. The tabs and the form are
// two islands on an island page (decision 0030), two roots that share no React state, so it lives here.
const FIRST_AREA: string = MENTORSHIP_CATEGORIES[0]!
let area = FIRST_AREA
const listeners = new Set<() => void>()

function setArea(next: string) {
  area = next
  listeners.forEach((listener) => listener())
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The mentor cards in their tabs; booking one preselects its area in the request form. */
export function BookableMentorTabs({ requestFormId }: { requestFormId: string }) {
  return <MentorTabs requestFormId={requestFormId} onBook={setArea} />
}

/** The request form, asking about the area last booked or chosen. */
export function BookedRequestForm() {
  // The server always renders the first area: the chosen one lives in the browser only.
  const current = useSyncExternalStore(
    subscribe,
    () => area,
    () => FIRST_AREA,
  )
  return <MentorshipRequestForm area={current} onAreaChange={setArea} />
}
