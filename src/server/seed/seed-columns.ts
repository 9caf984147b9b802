import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'

/**
 * One batch of inquiries, column by column: the shape `insert ... select from unnest(...)` takes, one
 * array parameter per column. Times are epoch seconds (numbers travel as shorter text than dates).
 */
export interface InquiryColumns {
  kind: InquiryKind[]
  status: InquiryStatus[]
  full_name: string[]
  email: string[]
  phone: string[]
  program: string[]
  education: (string | null)[]
  message: (string | null)[]
  inquiry_type: (string | null)[]
  course_level: (string | null)[]
  course_duration: (string | null)[]
  utm_source: (string | null)[]
  utm_medium: (string | null)[]
  utm_campaign: (string | null)[]
  referrer: (string | null)[]
  landing_page: (string | null)[]
  channel: ('site' | 'webservice')[]
  owner_uid: (string | null)[]
  created_at: number[]
  updated_at: number[]
  opened_at: (number | null)[]
  first_contact_due_at: number[]
  contact_5m_due_at: number[]
  contact_1h_due_at: number[]
  first_contacted_at: (number | null)[]
  follow_up_at: (number | null)[]
  follow_up_note: (string | null)[]
  reached_contacted_at: (number | null)[]
  reached_qualified_at: (number | null)[]
  reached_enrolled_at: (number | null)[]
}

export const INQUIRY_COLUMN_NAMES = [
  'kind',
  'status',
  'full_name',
  'email',
  'phone',
  'program',
  'education',
  'message',
  'inquiry_type',
  'course_level',
  'course_duration',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer',
  'landing_page',
  'channel',
  'owner_uid',
  'created_at',
  'updated_at',
  'opened_at',
  'first_contact_due_at',
  'contact_5m_due_at',
  'contact_1h_due_at',
  'first_contacted_at',
  'follow_up_at',
  'follow_up_note',
  'reached_contacted_at',
  'reached_qualified_at',
  'reached_enrolled_at',
] as const satisfies ReadonlyArray<keyof InquiryColumns>

export function emptyColumns(): InquiryColumns {
  return Object.fromEntries(INQUIRY_COLUMN_NAMES.map((c) => [c, []])) as unknown as InquiryColumns
}
