import type { Header } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import type { InquiryRow } from '../../../../server/inquiries/admin-inquiry-types'
import type { InquiryFeatures, InquiryTableModel } from './inquiry-features'
import { isSortable } from './inquiry-sorting'

function HeaderCell({
  table,
  header,
}: {
  table: InquiryTableModel
  header: Header<InquiryFeatures, InquiryRow, unknown>
}) {
  const label = <table.FlexRender header={header} />
  if (!isSortable(header.column.id)) {
    return (
      <th scope="col" className="px-3 py-2 text-left font-semibold whitespace-nowrap">
        {label}
      </th>
    )
  }
  const sorted = header.column.getIsSorted()
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className="px-3 py-2 text-left font-semibold whitespace-nowrap"
    >
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

/** The desk view (768 px and up): one column per visible field, headers sort on the server. */
export function InquiryTable({ table, busy }: { table: InquiryTableModel; busy: boolean }) {
  return (
    <div className="hidden overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200 md:block">
      <table aria-busy={busy} className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Inquiries</caption>
        <thead className="bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} table={table} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={`${row.getIsSelected() ? 'bg-blue-50' : row.original.openedAt === null ? 'bg-amber-50/50' : ''} hover:bg-slate-50`}
            >
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className="px-3 py-2 align-middle text-slate-800">
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
