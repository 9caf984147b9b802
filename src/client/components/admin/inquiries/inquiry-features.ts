import {
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ReactTable,
} from '@tanstack/react-table'
import type { InquiryRow } from '../../../lib/router-types'

/**
 * How a column sits in the desk table (fixed layout): its width in px, padding included, or for a column
 * that grows, the least it may shrink to before the table scrolls in its frame.
 */
export interface InquiryColumnMeta {
  width: number
  /** Shares the width the fixed columns leave (the name, the e-mail: what truncation costs most). */
  grows?: boolean
  /** Stays at the left edge while the table scrolls sideways, so a row is still known and selectable. */
  sticky?: boolean
}

/**
 * What the inquiry table uses of TanStack Table: sorting state (the server sorts), column visibility
 * and row selection. No client row models: the server filters, sorts and pages.
 */
export const inquiryFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  columnMeta: {} as InquiryColumnMeta,
})
export type InquiryFeatures = typeof inquiryFeatures
export type InquiryTableModel = ReactTable<InquiryFeatures, InquiryRow>
