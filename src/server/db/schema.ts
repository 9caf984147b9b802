import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A signed-in visitor, synced from Firebase on every sign-in (SPEC §3 "Current user"). */
export interface UsersTable {
  uid: string
  email: string | null
  display_name: string | null
  photo_url: string | null
  phone_number: string
  is_admin: Generated<boolean>
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

/** Every inquiry of the three forms; `kind` tells them apart and `status` drives triage. */
export interface InquiriesTable {
  id: Generated<number>
  kind: InquiryKind
  status: Generated<InquiryStatus>
  full_name: string
  email: string
  phone: string
  program: string
  education: string | null
  message: string | null
  inquiry_type: string | null
  user_id: string | null
  course_level: string | null
  course_duration: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  referrer: string | null
  landing_page: string | null
  /** 'site' for the product's own forms, 'webservice' for legacy REST callers. */
  channel: 'site' | 'webservice'
  created_at: Generated<Timestamp>
  updated_at: Generated<Timestamp>
}

export interface Database {
  users: UsersTable
  inquiries: InquiriesTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type Inquiry = Selectable<InquiriesTable>
export type NewInquiry = Insertable<InquiriesTable>
