import { keepPreviousData } from '@tanstack/react-query'
import type { InquiryListInput } from '../../../../shared/schemas/admin-inquiries'
import type { InquiryRow } from '../../../lib/router-types'
import { adminTrpc } from '../admin-trpc'
import { Arrivals } from './arrivals'
import { BulkBar } from './bulk-bar'
import { InquiryCharts } from './inquiry-charts'
import { InquiryFilters } from './inquiry-filters'
import { InquiryResults } from './inquiry-results'
import { InquiryToolbar } from './inquiry-toolbar'
import { Pagination } from './pagination'
import { hasFilters } from './parse-inquiry-search'
import { StatusChips } from './status-chips'
import { useHiddenColumns } from './use-hidden-columns'
import { useInquirySearch } from './use-inquiry-search'
import { useInquiryTable } from './use-inquiry-table'
import { useRowSelection } from './use-row-selection'
import { SavedViewTabs } from '../views/saved-view-tabs'
import { useViewTable } from '../views/use-view-table'
import { usePermissions } from '../use-permissions'

const NO_ROWS: InquiryRow[] = []

/** The inquiry table page: filters, counts, charts, the rows and their pages, all driven by the address. */
export function InquiriesView() {
  const { can } = usePermissions()
  // A counsellor works lead by lead: no selection, no bulk changes, no export (the server refuses them too).
  const bulk = can('inquiries.assign')
  const { view, select, clearFilters, goToPage, setCharts } = useInquirySearch()
  const utils = adminTrpc.useUtils()
  const input: InquiryListInput = { ...view.filters, sort: view.sort, size: view.size, ...view.cursor }
  // The previous page stays on screen (dimmed) while the next loads, so the table never jumps.
  const list = adminTrpc.admin.inquiries.list.useQuery(input, { placeholderData: keepPreviousData })
  const counts = adminTrpc.admin.inquiries.counts.useQuery(view.filters, { placeholderData: keepPreviousData })
  const page = list.data
  const countsData = counts.data
  const rows = page?.rows ?? NO_ROWS
  const busy = list.isFetching && list.isPlaceholderData

  // An open saved view's columns stand in for the admin's own choice of columns.
  const views = useViewTable(view, useHiddenColumns())
  const [selection, setSelection] = useRowSelection(JSON.stringify(input))
  const table = useInquiryTable({
    rows,
    sort: view.sort,
    onSort: (sort) => select({ sort }),
    hidden: views.hidden,
    onHiddenChange: views.setHidden,
    selection,
    onSelectionChange: setSelection,
    selectable: bulk,
  })
  const selectedIds = table.getSelectedRowModel().rows.map((row) => row.original.id)

  const showArrivals = () => {
    goToPage({})
    void utils.admin.inquiries.list.invalidate()
    void utils.admin.inquiries.counts.invalidate()
  }

  return (
    <div className="space-y-4">
      <SavedViewTabs table={views} />
      <Arrivals seen={page ? Math.max(0, ...rows.map((r) => r.id)) : undefined} onShow={showArrivals} />
      <InquiryFilters
        fields={view.fields}
        dateRangeInverted={view.dateRangeInverted}
        ownersToPick={bulk}
        onApply={select}
      />
      <StatusChips counts={countsData} status={view.fields.status} onChange={(status) => select({ status })} />
      <InquiryToolbar
        charts={view.charts}
        onCharts={setCharts}
        table={table}
        exportInput={can('inquiries.export') ? { ...view.filters, sort: view.sort } : undefined}
        total={countsData?.atLeast ? undefined : countsData?.total}
        busy={busy}
      />
      {view.charts && <InquiryCharts filters={view.filters} />}
      {bulk && <BulkBar ids={selectedIds} onClear={() => setSelection({})} />}
      <InquiryResults
        list={{ hasData: page !== undefined, error: list.error, refetch: list.refetch }}
        table={table}
        busy={busy}
        filtered={hasFilters(view)}
        onFirstPage={() => goToPage({})}
        onClearFilters={clearFilters}
      />
      {rows.length > 0 && page && (
        <Pagination
          page={view.page}
          size={view.size}
          rows={rows.length}
          total={countsData?.total}
          atLeast={countsData?.atLeast}
          prevCursor={page.prevCursor}
          nextCursor={page.nextCursor}
          onGo={goToPage}
          onSize={(size) => select({ size })}
        />
      )}
    </div>
  )
}
