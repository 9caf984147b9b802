import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryCounts } from '../../../lib/router-types'
import { formatCount } from '../admin-format'
import { FilterChip } from '../filter-chip'

const shown = (count: number | undefined) => (count === undefined ? '…' : formatCount(count))

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
      <FilterChip label="All" count={shown(all)} pressed={status === undefined} onClick={() => onChange(undefined)} />
      {INQUIRY_STATUSES.map((s) => (
        <FilterChip
          key={s}
          label={STATUS_LABELS[s]}
          count={shown(counts?.byStatus[s])}
          pressed={status === s}
          onClick={() => onChange(status === s ? undefined : s)}
        />
      ))}
    </div>
  )
}
