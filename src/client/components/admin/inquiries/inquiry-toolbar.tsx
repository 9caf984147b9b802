import { ChartColumn, LoaderCircle } from 'lucide-react'
import type { InquiryExportInput } from '../../../../shared/schemas/admin-inquiries'
import { buttonClass } from '../../ui/button'
import { ColumnMenu } from './column-menu'
import { ExportCsvButton } from './export-csv-button'
import { AddInquiryButton } from '../add-inquiry/add-inquiry-button'
import type { InquiryTableModel } from './inquiry-features'

/** Above the table: Add inquiry (if allowed), the charts toggle, the Columns menu, the export (if allowed), and a sign while a page loads. */
export function InquiryToolbar({
  charts,
  onCharts,
  table,
  exportInput,
  total,
  busy,
}: {
  charts: boolean
  onCharts: (on: boolean) => void
  table: InquiryTableModel
  /** What the export would select; absent for a member who may not export. */
  exportInput: InquiryExportInput | undefined
  total: number | undefined
  busy: boolean
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <AddInquiryButton />
      <button
        type="button"
        aria-pressed={charts}
        onClick={() => onCharts(!charts)}
        className={buttonClass(charts ? 'secondary' : 'outline', 'sm', charts ? 'ring-1 ring-blue-800' : '')}
      >
        <ChartColumn className="size-4" aria-hidden="true" />
        Charts
      </button>
      <ColumnMenu table={table} />
      {exportInput && <ExportCsvButton input={exportInput} total={total} />}
      <span role="status" className="ml-auto inline-flex items-center gap-2 text-sm text-slate-600">
        {busy && (
          <>
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
            Loading…
          </>
        )}
      </span>
    </div>
  )
}
