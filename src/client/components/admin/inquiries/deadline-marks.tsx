import { AlarmClock, Hourglass } from 'lucide-react'
import type { InquiryRow } from '../../../lib/router-types'
import { Badge } from '../../ui/badge'
import { formatWhen } from '../admin-format'

/** Its open follow-up was due before `now`. */
export function isFollowUpOverdue(row: Pick<InquiryRow, 'followUpAt'>, now: number): boolean {
  return row.followUpAt !== null && Date.parse(row.followUpAt) < now
}

/** Nobody has contacted it yet and its first-contact deadline has passed. */
export function isFirstContactLate(
  row: Pick<InquiryRow, 'firstContactedAt' | 'firstContactDueAt'>,
  now: number,
): boolean {
  return row.firstContactedAt === null && row.firstContactDueAt !== null && Date.parse(row.firstContactDueAt) < now
}

// Red, unlike any status: a late lead is usually still New (amber), and the mark must not blend in.
const markClass = 'gap-1 bg-red-100! text-red-900!'

/**
 * What is overdue on a row, as small marks beside its status rather than a column of their own: the
 * table must still fit a 1280 px screen. Short words on screen; the full phrase for assistive technology.
 */
export function DeadlineMarks({ row }: { row: InquiryRow }) {
  const now = Date.now()
  const overdue = isFollowUpOverdue(row, now)
  const late = isFirstContactLate(row, now)
  if (!overdue && !late) return null
  return (
    <>
      {overdue && row.followUpAt && (
        <span title={`Follow-up was due ${formatWhen(row.followUpAt)}`} className="inline-flex">
          <Badge className={markClass}>
            <AlarmClock className="size-3" aria-hidden="true" />
            Overdue<span className="sr-only"> follow-up</span>
          </Badge>
        </span>
      )}
      {late && row.firstContactDueAt && (
        <span title={`First contact was due ${formatWhen(row.firstContactDueAt)}`} className="inline-flex">
          <Badge className={markClass}>
            <Hourglass className="size-3" aria-hidden="true" />
            Late<span className="sr-only"> first contact</span>
          </Badge>
        </span>
      )}
    </>
  )
}
