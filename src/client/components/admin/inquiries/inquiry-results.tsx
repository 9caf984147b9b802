import { ADMIN_INQUIRY_MESSAGES } from '../../../../shared/schemas/admin-inquiries'
import { buttonClass } from '../../ui/button'
import type { InquiryTableModel } from './inquiry-features'
import { InquiryCards } from './inquiry-cards'
import { InquiryTable } from './inquiry-table'

interface ListState {
  hasData: boolean
  error: { message: string } | null
  refetch: () => unknown
}

/**
 * The table's four faces: failed (Retry, or back to the first page when the cursor is stale), loading,
 * empty (with a way out), or the rows as a table on a desk and as cards on a phone.
 */
export function InquiryResults({
  list,
  table,
  busy,
  filtered,
  onFirstPage,
  onClearFilters,
}: {
  list: ListState
  table: InquiryTableModel
  busy: boolean
  /** Whether any filter or search narrows the table (else an empty table means no inquiries at all). */
  filtered: boolean
  onFirstPage: () => void
  onClearFilters: () => void
}) {
  if (list.error && !list.hasData) {
    const stale = list.error.message === ADMIN_INQUIRY_MESSAGES.cursor
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200">
        {list.error.message}{' '}
        <button
          type="button"
          onClick={stale ? onFirstPage : () => list.refetch()}
          className={buttonClass('outline', 'sm', 'ml-2')}
        >
          {stale ? 'Go to first page' : 'Retry'}
        </button>
      </p>
    )
  }
  if (!list.hasData) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading inquiries…
      </p>
    )
  }
  if (table.getRowModel().rows.length === 0) {
    return (
      <div className="rounded-xl bg-white p-8 text-center ring-1 ring-slate-200">
        <p className="font-semibold text-slate-900">
          {filtered ? 'No inquiries match these filters.' : 'No inquiries yet.'}
        </p>
        {filtered && (
          <button type="button" onClick={onClearFilters} className={buttonClass('outline', 'sm', 'mt-4')}>
            Clear filters
          </button>
        )}
      </div>
    )
  }
  return (
    <div className={busy ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <InquiryTable table={table} busy={busy} />
      <InquiryCards table={table} busy={busy} />
    </div>
  )
}
