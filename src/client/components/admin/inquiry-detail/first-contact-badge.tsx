import type { InquiryDetail } from '../../../lib/router-types'
import { Badge } from '../../ui/badge'
import { isFirstContactLate } from '../inquiries/deadline-marks'
import { formatDue, relativeTime } from '../admin-format'

/**
 * Where the lead stands against its first-contact deadline (office hours after arrival): still to be
 * contacted by a time, late, or contacted. Nothing for a lead that arrived before deadlines existed.
 */
export function FirstContactBadge({
  detail,
  now,
}: {
  detail: Pick<InquiryDetail, 'firstContactDueAt' | 'firstContactedAt'>
  now: number
}) {
  const { firstContactDueAt: dueAt, firstContactedAt: contactedAt } = detail
  if (contactedAt) {
    return (
      <Badge tone="neutral">
        <span>
          First contacted <time dateTime={contactedAt}>{relativeTime(contactedAt, now)}</time>
        </span>
      </Badge>
    )
  }
  if (!dueAt) return null
  const due = <time dateTime={dueAt}>{formatDue(dueAt)}</time>
  // One span inside the badge: as flex items of its own, the words would lose the space before the time.
  // Late as the table and the firstContact filter count it: the deadline passed before now.
  if (!isFirstContactLate(detail, now))
    return (
      <Badge tone="accent">
        <span>Contact by {due}</span>
      </Badge>
    )
  // Badge has no alarming tone; a late lead is the one thing on the line that must stand out.
  return (
    <span className="inline-block rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
      Late: first contact was due {due}
    </span>
  )
}
