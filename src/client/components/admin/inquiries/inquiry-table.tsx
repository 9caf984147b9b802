import type { Header } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { InquiryRow } from '../../../lib/router-types'
import { columnLayout, type ColumnLayout } from './column-layout'
import type { InquiryFeatures, InquiryTableModel } from './inquiry-features'
import { isSortable } from './inquiry-sorting'

const headerClass = 'px-2 py-2 text-left font-semibold whitespace-nowrap'

function HeaderCell({
  table,
  header,
  layout,
}: {
  table: InquiryTableModel
  header: Header<InquiryFeatures, InquiryRow, unknown>
  layout: ColumnLayout
}) {
  const label = <table.FlexRender header={header} />
  const cell = layout.cell(header.column.id, headerClass, 'bg-slate-50')
  if (!isSortable(header.column.id)) {
    return (
      <th scope="col" {...cell}>
        {label}
      </th>
    )
  }
  const sorted = header.column.getIsSorted()
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <th scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined} {...cell}>
      <button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-blue-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
      >
        {label}
        <Icon className={`size-3.5 ${sorted ? 'text-blue-800' : 'text-slate-400'}`} aria-hidden="true" />
      </button>
    </th>
  )
}

// Opaque tints: the sticky cells take the row's colour and must hide what scrolls beneath them.
function rowTint(row: InquiryRow, selected: boolean): string {
  if (selected) return 'bg-blue-50'
  return row.openedAt === null ? 'bg-[color-mix(in_oklab,var(--color-amber-50),white)]' : 'bg-white'
}

/**
 * The desk view (768 px and up): one column per visible field, headers sort on the server. The default
 * columns fit 1280 px; narrower, or with a long value, the table scrolls in its frame, never the page,
 * with the select box and the name kept at the left.
 */
export function InquiryTable({ table, busy }: { table: InquiryTableModel; busy: boolean }) {
  const layout = columnLayout(table.getVisibleLeafColumns())
  return (
    <div className="hidden overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 md:block">
      <table
        aria-busy={busy}
        style={{ minWidth: layout.minWidth }}
        className="w-full table-fixed divide-y divide-slate-200 text-sm"
      >
        <caption className="sr-only">Inquiries</caption>
        <colgroup>
          {layout.columns.map((c) => (
            <col key={c.id} style={c.width === undefined ? undefined : { width: c.width }} />
          ))}
        </colgroup>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} table={table} header={header} layout={layout} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className={`${rowTint(row.original, row.getIsSelected())} hover:bg-slate-50`}>
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  {...layout.cell(cell.column.id, 'px-2 py-2 align-middle text-slate-800', 'bg-inherit')}
                >
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
