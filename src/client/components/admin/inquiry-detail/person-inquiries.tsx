import { Link } from '@tanstack/react-router'
import { KIND_LABELS } from '../../../../shared/schemas/admin-inquiries'
import { inquiryProgramLabel } from '../../../../shared/value-labels'
import type { RelatedInquiry } from '../../../lib/router-types'
import { buttonClass } from '../../ui/button'
import { adminTrpc } from '../admin-trpc'
import { personName } from '../inquiries/inquiry-format'
import { formatWhen } from '../admin-format'
import { StatusBadge } from '../inquiries/status-badge'
import { useReadLogged } from './who-looked'

const boxClass = 'rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200'

/**
 * "Also from this person": the person's other inquiries (a shared e-mail or mobile), each opening in this
 * same drawer, over the same page behind it (the table or My day).
 */
export function PersonInquiries({ inquiryId }: { inquiryId: number }) {
  const related = adminTrpc.admin.inquiries.related.useQuery({ id: inquiryId })
  useReadLogged(inquiryId, related.dataUpdatedAt)
  if (related.error) {
    return (
      <p role="alert" className={boxClass}>
        Their other inquiries could not be loaded.{' '}
        <button type="button" onClick={() => void related.refetch()} className={buttonClass('outline', 'sm', 'ml-2')}>
          Retry
        </button>
      </p>
    )
  }
  if (!related.data) {
    return (
      <p role="status" className={boxClass}>
        Looking for their other inquiries…
      </p>
    )
  }
  const { items, total } = related.data
  if (items.length === 0) {
    return <p className={boxClass}>No other inquiry shares this e-mail or mobile number.</p>
  }
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
        {items.map((item) => (
          <RelatedItem key={item.id} item={item} />
        ))}
      </ul>
      {total > items.length && (
        <p className="text-sm text-slate-600">
          Showing the newest {items.length} of {total}. Search the table by their e-mail or phone for the rest.
        </p>
      )}
    </div>
  )
}

function RelatedItem({ item }: { item: RelatedInquiry }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
      <Link
        to="."
        params={{ inquiryId: String(item.id) }}
        search={(s) => s}
        resetScroll={false}
        className="font-semibold text-blue-800 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        {KIND_LABELS[item.kind]}: {inquiryProgramLabel(item.kind, item.program)}
      </Link>
      <StatusBadge status={item.status} />
      <span className="text-slate-600">
        <time dateTime={item.createdAt}>{formatWhen(item.createdAt)}</time>
        <span aria-hidden="true"> · </span>
        {item.owner ? personName(item.owner) : 'Unassigned'}
      </span>
    </li>
  )
}
