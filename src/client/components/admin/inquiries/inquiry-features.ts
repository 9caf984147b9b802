import {
  columnVisibilityFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ReactTable,
} from '@tanstack/react-table'
import type { InquiryRow } from '../../../../server/inquiries/admin-inquiry-types'

/**
 * What the inquiry table uses of TanStack Table: sorting state (the server sorts), column visibility
 * and row selection. No client row models: the server filters, sorts and pages.
 */
export const inquiryFeatures = tableFeatures({ rowSortingFeature, columnVisibilityFeature, rowSelectionFeature })
export type InquiryFeatures = typeof inquiryFeatures
export type InquiryTableModel = ReactTable<InquiryFeatures, InquiryRow>
