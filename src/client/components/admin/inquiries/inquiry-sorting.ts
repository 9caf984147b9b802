import type { SortingState } from '@tanstack/react-table'
import type { InquirySort } from '../../../../shared/schemas/admin-inquiries'

/** The sortable columns and the server's sort for each direction. */
const SORTS: Record<string, { asc: InquirySort; desc: InquirySort }> = {
  received: { asc: 'oldest', desc: 'newest' },
  name: { asc: 'name-asc', desc: 'name-desc' },
}

export function isSortable(columnId: string): boolean {
  return columnId in SORTS
}

/** The server's sort as the table's sorting state (one column, server-side). */
export function sortingOf(sort: InquirySort): SortingState {
  for (const [id, { asc, desc }] of Object.entries(SORTS)) {
    if (sort === asc) return [{ id, desc: false }]
    if (sort === desc) return [{ id, desc: true }]
  }
  return []
}

export function sortOf(sorting: SortingState): InquirySort | undefined {
  const [first] = sorting
  const pair = first ? SORTS[first.id] : undefined
  return pair && (first.desc ? pair.desc : pair.asc)
}
