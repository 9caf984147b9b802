import { functionalUpdate, useTable, type OnChangeFn, type RowSelectionState } from '@tanstack/react-table'
import type { InquiryRow } from '../../../lib/router-types'
import { INQUIRY_COLUMNS, type InquiryColumn, type InquirySort } from '../../../../shared/schemas/admin-inquiries'
import { INQUIRY_TABLE_COLUMNS } from './inquiry-columns'
import { inquiryFeatures, type InquiryTableModel } from './inquiry-features'
import { sortOf, sortingOf } from './inquiry-sorting'

/** Columns an admin may hide (the name, which links to the detail, always shows). */
const HIDEABLE = new Set(INQUIRY_TABLE_COLUMNS.filter((c) => c.enableHiding !== false).map((c) => c.id))
/** For a member who may not change many leads at once (a counsellor): no selection boxes at all. */
const WITHOUT_SELECTION = INQUIRY_TABLE_COLUMNS.filter((c) => c.id !== 'select')

interface Options {
  rows: InquiryRow[]
  sort: InquirySort
  onSort: (sort: InquirySort) => void
  hidden: readonly InquiryColumn[]
  onHiddenChange: (hidden: InquiryColumn[]) => void
  selection: RowSelectionState
  onSelectionChange: OnChangeFn<RowSelectionState>
  /** Whether rows can be selected for a bulk change (inquiries.assign). */
  selectable: boolean
}

/**
 * The table model shared by the desk table, the phone cards and the Columns menu. The server sorts and
 * pages, so the table maps header clicks to the server's sort and keeps visibility and selection (by id).
 */
export function useInquiryTable(options: Options): InquiryTableModel {
  const { rows, sort, onSort, hidden, onHiddenChange, selection, onSelectionChange, selectable } = options
  const sorting = sortingOf(sort)
  const columnVisibility = Object.fromEntries(hidden.filter((id) => HIDEABLE.has(id)).map((id) => [id, false]))
  return useTable({
    features: inquiryFeatures,
    columns: selectable ? INQUIRY_TABLE_COLUMNS : WITHOUT_SELECTION,
    data: rows,
    getRowId: (row) => String(row.id),
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    enableRowSelection: selectable,
    state: { sorting, columnVisibility, rowSelection: selection },
    onSortingChange: (updater) => {
      const next = sortOf(functionalUpdate(updater, sorting))
      if (next && next !== sort) onSort(next)
    },
    onColumnVisibilityChange: (updater) => {
      const next = functionalUpdate(updater, columnVisibility)
      onHiddenChange(INQUIRY_COLUMNS.filter((id) => next[id] === false))
    },
    onRowSelectionChange: onSelectionChange,
  })
}
