import { INQUIRY_STATUSES, type InquiryStatus } from '../../../../shared/inquiry-options'
import { SEARCH_COUNT_LIMIT, STATUS_LABELS } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryCounts } from '../../../lib/router-types'
import { formatCount } from '../admin-format'
import { FilterChip } from '../filter-chip'

/** "…" while loading; none for a status a search matched too often to count (counts.atLeast). */
const shown = (count: number | null | undefined) =>
  count === undefined ? '…' : count === null ? undefined : formatCount(count)

/** Every status together: their sum, or "10,000+" past a search's count limit. */
export function allOf(counts: InquiryCounts): string {
  const each = INQUIRY_STATUSES.map((s) => counts.byStatus[s])
  if (each.some((n) => n === null)) return `${formatCount(SEARCH_COUNT_LIMIT)}+`
  return formatCount(each.reduce<number>((sum, n) => sum + (n ?? 0), 0))
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
  return (
    <div role="group" aria-label="Inquiries per status" className="flex flex-wrap gap-2">
      <FilterChip
        label="All"
        count={counts ? allOf(counts) : '…'}
        pressed={status === undefined}
        onClick={() => onChange(undefined)}
      />
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
