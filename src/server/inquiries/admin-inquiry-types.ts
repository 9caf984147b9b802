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
  /** When the first contact is due: FIRST_CONTACT_HOURS office hours after arrival (null: arrived before deadlines existed and not yet backfilled). */
  firstContactDueAt: string | null
  /** The first logged contact attempt or status change away from New, whichever came first. */
  firstContactedAt: string | null
  /** When the open follow-up is due; null without one. */
  followUpAt: string | null
  /** How many inquiries this person has sent, this one included (a shared e-mail or mobile); 1 for a first-timer. */
  personInquiries: number
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
  /** A contact attempt's or follow-up's note. A contact's `from` is its channel and `to` its outcome; a follow-up's are due times (ISO). */
  note: string | null
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
  /** The one open follow-up (the next action), if any. */
  followUp: { dueAt: string; note: string | null } | null
  /** When the person agreed and to which notice; null: consent not recorded (docs/decisions/0012). */
  consent: { at: string; notice: string | null } | null
  /** When the person asked not to be contacted; null: they did not. */
  doNotContactSince: string | null
  /** When the personal data was erased (by request or retention); null: it is held. */
  anonymisedAt: string | null
  /** Oldest first. */
  events: InquiryEvent[]
}

export interface InquiryChartSeries {
  key: string
  label: string
  total: number
  /** One count per entry of `periods`. */
  counts: number[]
}

/** What one bar of the inquiries chart counts: a day, a week from Monday, or a calendar month. */
export type ChartBucket = 'day' | 'week' | 'month'

export interface InquiryCharts {
  by: ChartDimension
  /** Days up to 90 days' span (the filters' from-to when both are given, else the data's), weeks up to two years, else months. */
  bucket: ChartBucket
  /**
   * The first day (India time, YYYY-MM-DD) of every bucket from the first inquiry's to the last's, gaps
   * included: the day itself, the week's Monday or the month's 1st. The first and last may be partial.
   */
  periods: string[]
  /** Largest first; beyond eight keys the rest are summed under "Other". */
  series: InquiryChartSeries[]
  /** Equals the table's count under the same filters. */
  total: number
}

/** One of My day's lists: the first rows, most urgent first, and how many there are in all. */
export interface DeskList {
  rows: InquiryRow[]
  total: number
}

/** An admin's day at the admissions desk (/admin/today). */
export interface MyDay {
  /** My follow-ups due before now. */
  overdue: DeskList
  /** My follow-ups due later today (India day). */
  today: DeskList
  /** My follow-ups due after today, the soonest first. */
  upcoming: DeskList
  /** My leads past their first-contact deadline, not yet contacted. */
  late: DeskList
  /** Leads nobody owns past their deadline, for anyone to take. */
  unassignedLate: DeskList
}

/** Speed to first contact for one owner or one week. */
export interface SpeedToContactRow {
  key: string
  label: string
  /** Inquiries selected. */
  inquiries: number
  /** Of them, contacted at least once. */
  contacted: number
  /** Median hours from arrival to first contact, over the contacted; null when none were. */
  medianHours: number | null
  /** Contacted by the deadline, over those contacted or already past it (0-1); null when none are yet. */
  withinDeadline: number | null
}

export interface SpeedToContact {
  /** The first day counted (India time, YYYY-MM-DD): the filters' own, else the Monday 11 weeks before this week's. */
  from: string
  byOwner: SpeedToContactRow[]
  /** Weeks (Monday, India time, YYYY-MM-DD) oldest first. */
  byWeek: SpeedToContactRow[]
  total: SpeedToContactRow
}

/** Who takes new leads: the caller's own choice and everyone taking them now. */
export interface Distribution {
  takingLeads: boolean
  takers: PersonRef[]
}

/** Another inquiry of the same person, as the detail's "Also from this person" lists it. */
export interface RelatedInquiry {
  id: number
  kind: InquiryKind
  status: InquiryStatus
  program: string
  createdAt: string
  ownerUid: string | null
  owner: PersonRef | null
}

export interface RelatedInquiries {
  /** Newest first, without the inquiry itself; at most 50. */
  items: RelatedInquiry[]
  /** All of them, when there are more than `items` shows. */
  total: number
}
