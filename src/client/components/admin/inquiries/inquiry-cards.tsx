import type { InquiryColumn } from '../../../../shared/schemas/admin-inquiries'
import { SelectAll } from './inquiry-columns'
import type { InquiryTableModel } from './inquiry-features'
import { COLUMN_LABELS } from './inquiry-format'

/** Shown in each card's heading line rather than in its list of fields. */
const HEADING_COLUMNS = new Set(['select', 'name'])

/**
 * The phone view (under 768 px): one card per row of the same table model, the visible fields as a
 * list of label and value, so nothing needs sideways scrolling at 375 px.
 */
export function InquiryCards({ table, busy }: { table: InquiryTableModel; busy: boolean }) {
  return (
    <div className="space-y-3 md:hidden">
      {table.options.enableRowSelection !== false && (
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <SelectAll table={table} />
          Select all on this page
        </label>
      )}
      <ul aria-label="Inquiries" aria-busy={busy} className="space-y-3">
        {table.getRowModel().rows.map((row) => {
          const cells = row.getAllCells()
          const select = cells.find((c) => c.column.id === 'select')
          const name = cells.find((c) => c.column.id === 'name')
          return (
            <li
              key={row.id}
              className={`rounded-xl p-4 ring-1 ${row.getIsSelected() ? 'bg-blue-50 ring-blue-300' : 'bg-white ring-slate-200'}`}
            >
              <div className="flex items-start gap-3">
                {select && <table.FlexRender cell={select} />}
                <span className="min-w-0 flex-1 break-words">{name && <table.FlexRender cell={name} />}</span>
              </div>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {row
                  .getVisibleCells()
                  .filter((cell) => !HEADING_COLUMNS.has(cell.column.id))
                  .map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="text-slate-600">{COLUMN_LABELS[cell.column.id as InquiryColumn]}</dt>
                      <dd className="min-w-0 break-words text-slate-900">
                        <table.FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
              </dl>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
