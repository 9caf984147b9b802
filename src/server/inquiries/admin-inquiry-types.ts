import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'
import type { ChartDimension, InquiryChannel, InquiryEventAction } from '../../shared/schemas/admin-inquiries'

export interface PersonRef {
  uid: string
  email: string | null
  name: string | null
}

/** One row of the back office's table (and of the export). Times are ISO strings. */
export interface InquiryRow {
  id: number
  kind: InquiryKind
  status: InquiryStatus
  fullName: string
  email: string
  phone: string
  program: string
  channel: InquiryChannel
  utmSource: string | null
  owner: PersonRef | null
  createdAt: string
  /** Null until an admin first opens it: the table shows it as unread. */
  openedAt: string | null
}

export interface InquiryPage {
  rows: InquiryRow[]
  /** Cursor for the next (older, for `newest`) page; null on the last page. */
  nextCursor: string | null
  /** Cursor for the previous page; null on the first page. */
  prevCursor: string | null
}

export interface InquiryCounts {
  /** Per status under every filter but the status one, so each status chip shows what choosing it gives. */
  byStatus: Record<InquiryStatus, number>
  /** Under every filter, the status one included: the table's row count. */
  total: number
}

export interface InquiryEvent {
  id: number
  action: InquiryEventAction
  from: string | null
  /** New status, new owner uid, or the note's text. */
  to: string | null
  /** For owner changes: the people behind the uids, when known. */
  fromOwner: PersonRef | null
  toOwner: PersonRef | null
  actor: PersonRef | null
  at: string
}

export interface InquiryDetail extends InquiryRow {
  education: string | null
  message: string | null
  inquiryType: string | null
  courseDetails: { level: string | null; duration: string | null }
  attribution: {
    utmSource: string | null
    utmMedium: string | null
    utmCampaign: string | null
    referrer: string | null
    landingPage: string | null
  }
  updatedAt: string
  /** The signed-in visitor who applied, when the inquiry carries a user id. */
  user: {
    uid: string
    email: string | null
    displayName: string | null
    photoUrl: string | null
    createdAt: string
  } | null
  userId: string | null
  /** Oldest first. */
  events: InquiryEvent[]
}

export interface InquiryChartSeries {
  key: string
  label: string
  total: number
  /** One count per entry of `days`. */
  counts: number[]
}

export interface InquiryCharts {
  by: ChartDimension
  /** Every day (India time, YYYY-MM-DD) from the first to the last of the range, gaps included. */
  days: string[]
  /** Largest first; beyond eight keys the rest are summed under "Other". */
  series: InquiryChartSeries[]
  /** Equals the table's count under the same filters. */
  total: number
}
