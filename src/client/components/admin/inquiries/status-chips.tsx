import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryCounts } from '../../../../server/inquiries/admin-inquiry-types'
import { formatCount } from './inquiry-format'

function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string
  count?: number
  pressed: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex h-8 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${
        pressed ? 'bg-blue-800 text-white ring-blue-800' : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
      }`}
    >
      {label}
      <span className={`tabular-nums ${pressed ? 'text-blue-100' : 'text-slate-600'}`}>
        {count === undefined ? '…' : formatCount(count)}
      </span>
    </button>
  )
}

/**
 * How many inquiries each status holds under the other filters, each a toggle of the status filter.
 * The counts ignore the status filter, so a chip shows what choosing it gives.
 */
export function StatusChips({
  counts,
  status,
  onChange,
}: {
  counts: InquiryCounts | undefined
  status: InquiryStatus | undefined
  onChange: (status: InquiryStatus | undefined) => void
}) {
  const all = counts && INQUIRY_STATUSES.reduce((sum, s) => sum + counts.byStatus[s], 0)
  return (
    <div role="group" aria-label="Inquiries per status" className="flex flex-wrap gap-2">
      <Chip label="All" count={all} pressed={status === undefined} onClick={() => onChange(undefined)} />
      {INQUIRY_STATUSES.map((s) => (
        <Chip
          key={s}
          label={STATUS_LABELS[s]}
          count={counts?.byStatus[s]}
          pressed={status === s}
          onClick={() => onChange(status === s ? undefined : s)}
        />
      ))}
    </div>
  )
}
