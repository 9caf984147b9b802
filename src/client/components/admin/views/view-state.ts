import {
  INQUIRY_COLUMNS,
  type InquiryColumn,
  type InquiryFilters,
  type InquirySort,
} from '../../../../shared/schemas/admin-inquiries'
import type { SavedView } from '../../../lib/router-types'
import type { InquirySearch } from '../inquiries/inquiry-search'
import { FILTER_KEYS } from '../inquiries/parse-inquiry-search'

/** What a view holds of the table: what the page compares with the open view and saves. */
export interface TableState {
  filters: InquiryFilters
  sort: InquirySort
  columns: InquiryColumn[]
}

/** Every filter key unset, so opening a view drops the filters of what was on screen. */
const NO_FILTERS = Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])) as InquirySearch

/**
 * The table's address for a view: its filters and sort, the first page, and `view` naming its tab. The page
 * size and the charts toggle are the admin's way of reading, not part of a view, so they stay.
 */
export function viewSearch(view: SavedView | undefined, prev: InquirySearch = {}): InquirySearch {
  return {
    ...NO_FILTERS,
    size: prev.size,
    charts: prev.charts,
    ...(view ? { ...view.filters, sort: view.sort === 'newest' ? undefined : view.sort, view: view.id } : {}),
  }
}

/** The shown columns of a hidden list, in the table's order; the name always shows. */
export function shownColumns(hidden: readonly InquiryColumn[]): InquiryColumn[] {
  return INQUIRY_COLUMNS.filter((c) => c === 'name' || !hidden.includes(c))
}

export function hiddenColumns(shown: readonly InquiryColumn[]): InquiryColumn[] {
  return INQUIRY_COLUMNS.filter((c) => c !== 'name' && !shown.includes(c))
}

function sameFilters(a: InquiryFilters, b: InquiryFilters): boolean {
  return FILTER_KEYS.every((key) => a[key] === b[key])
}

/** True when the table no longer shows what the view saved: another filter, sort or set of columns. */
export function isModified(view: SavedView, current: TableState): boolean {
  return (
    view.sort !== current.sort ||
    !sameFilters(view.filters, current.filters) ||
    shownColumns(hiddenColumns(view.columns)).join() !== shownColumns(hiddenColumns(current.columns)).join()
  )
}

/** "Priya" for Priya Raman: the tab's "by …" is short; the full name is in its title. */
export function ownerShortName(view: SavedView): string {
  const { name, email, uid } = view.owner
  return name?.trim().split(/\s+/)[0] || email || uid
}

export function ownerFullName(view: SavedView): string {
  return view.owner.name ?? view.owner.email ?? view.owner.uid
}
