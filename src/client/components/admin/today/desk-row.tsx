import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import type { InquiryRow } from '../../../lib/router-types'
import { telHref } from '../../../../shared/phone'
import { inquiryProgramLabel } from '../../../../shared/value-labels'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { StatusBadge } from '../inquiries/status-badge'
import { useContactUsed } from '../inquiry-detail/use-contact-used'
import { AssignToMe } from './assign-to-me'
import { DeskTime, type DeskMeasure } from './desk-time'

/**
 * The number, in the line of what the lead asked about on a desk; on a phone a thumb-sized button of its
 * own line, "Call" and the number, the row's quick action.
 */
const callClass =
  'rounded whitespace-nowrap text-slate-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 max-sm:mt-2 max-sm:flex max-sm:min-h-11 max-sm:w-fit max-sm:items-center max-sm:gap-2 max-sm:rounded-lg max-sm:border max-sm:border-slate-300 max-sm:bg-white max-sm:px-4 max-sm:font-semibold max-sm:text-slate-900 max-sm:hover:no-underline max-sm:hover:bg-slate-50'

const Dot = () => (
  <span aria-hidden="true" className="mx-1.5 text-slate-400">
    ·
  </span>
)

/**
 * One lead on My day: its name (opening the same drawer as the table, over My day), what it asked about,
 * the number to call, its status and the time that put it on the list.
 */
export function DeskRow({
  row,
  measure,
  now,
  assignable,
}: {
  row: InquiryRow
  measure: DeskMeasure
  now: number
  /** Unassigned leads get an "Assign to me" button. */
  assignable: boolean
}) {
  const logUse = useContactUsed()
  // A contact message's `program` is its subject, shown as written.
  const program = inquiryProgramLabel(row.kind, row.program)
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-52 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to="/admin/today/$inquiryId"
            params={{ inquiryId: String(row.id) }}
            resetScroll={false}
            className="min-w-0 rounded font-semibold break-words text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
          >
            {row.fullName}
          </Link>
          <StatusBadge status={row.status} />
        </div>
        <p className="text-sm break-words text-slate-600">
          {KIND_LABELS[row.kind]}
          {program && (
            <>
              <Dot />
              {program}
            </>
          )}
          <span className="max-sm:hidden">
            <Dot />
          </span>
          <a
            href={telHref(row.phone)}
            // A call from the list is a quick action like the detail's: it uses the lead's phone, so it is logged.
            onClick={() => logUse(row.id, 'call')}
            className={callClass}
          >
            <Phone aria-hidden="true" className="size-4 sm:hidden" />
            <span className="sm:hidden">Call</span> {row.phone}
          </a>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:flex-col sm:items-end sm:text-right">
        <DeskTime row={row} measure={measure} now={now} />
        {assignable && <AssignToMe id={row.id} name={row.fullName} />}
      </div>
    </li>
  )
}
