import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'
import type { AdminAuditSource } from '../../shared/schemas/admin'

// Read as a Date; optional on insert (the database defaults it to now()).
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A signed-in visitor, synced from Firebase on every sign-in (docs/product.md §3 "Current user"). */
export interface UsersTable {
  uid: string
  email: string | null
  display_name: string | null
  photo_url: string | null
  phone_number: string
  is_admin: Generated<boolean>
  created_at: Timestamp
  updated_at: Timestamp
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
  created_at: Timestamp
  updated_at: Timestamp
}

/** One row per grant or revoke of admin rights. */
export interface AdminAuditTable {
  id: Generated<number>
  action: 'grant' | 'revoke'
  target_uid: string
  target_email: string | null
  /** Null when no signed-in person decided: the command line or the ADMIN_EMAILS bootstrap. */
  actor_uid: string | null
  actor_email: string | null
  source: AdminAuditSource
  created_at: Timestamp
}

export interface Database {
  users: UsersTable
  inquiries: InquiriesTable
  admin_audit: AdminAuditTable
}

export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type UserUpdate = Updateable<UsersTable>
export type Inquiry = Selectable<InquiriesTable>
export type NewInquiry = Insertable<InquiriesTable>
