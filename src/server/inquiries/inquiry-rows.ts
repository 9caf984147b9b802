import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { personInquiryCount } from './related-inquiries'
import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'
import type { InquiryChannel } from '../../shared/schemas/admin-inquiries'
import type { PersonRef } from '../users/person-ref'

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
  /** Where a lead added by hand or imported came from (a walk-in, a fair); null for the site's and the API's. */
  source: string | null
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

/**
 * The inquiries with their owner beside them: the base of the table, the detail and the export. The
 * viewer decides which of the same person's inquiries are counted beside each.
 */
export function inquiriesWithOwner(db: Kysely<Database>, viewer: Member) {
  return db
    .selectFrom('inquiries')
    .leftJoin('users as owner', 'owner.uid', 'inquiries.owner_uid')
    .select([
      'inquiries.id',
      'inquiries.kind',
      'inquiries.status',
      'inquiries.full_name',
      'inquiries.email',
      'inquiries.phone',
      'inquiries.program',
      'inquiries.channel',
      'inquiries.source',
      'inquiries.utm_source',
      'inquiries.owner_uid',
      'owner.email as owner_email',
      'owner.display_name as owner_name',
      'inquiries.created_at',
      'inquiries.opened_at',
      'inquiries.first_contact_due_at',
      'inquiries.first_contacted_at',
      'inquiries.follow_up_at',
      personInquiryCount(viewer).as('person_inquiries'),
      // The exact stored time, for cursors (see inquiry-cursor.ts).
      sql<string>`inquiries.created_at::text`.as('created_key'),
    ])
}

const iso = (at: Date | null) => (at ? at.toISOString() : null)

type RowRecord = Awaited<ReturnType<ReturnType<typeof inquiriesWithOwner>['executeTakeFirstOrThrow']>>

export function toInquiryRow(r: RowRecord): InquiryRow {
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    fullName: r.full_name,
    email: r.email,
    phone: r.phone,
    program: r.program,
    channel: r.channel,
    source: r.source,
    utmSource: r.utm_source,
    owner: r.owner_uid ? { uid: r.owner_uid, email: r.owner_email, name: r.owner_name } : null,
    createdAt: r.created_at.toISOString(),
    openedAt: iso(r.opened_at),
    firstContactDueAt: iso(r.first_contact_due_at),
    firstContactedAt: iso(r.first_contacted_at),
    followUpAt: iso(r.follow_up_at),
    personInquiries: r.person_inquiries ?? 1,
  }
}

/** The fields a lead's detail and the export add to the table's columns. */
export const INQUIRY_DETAIL_COLUMNS = [
  'inquiries.education',
  'inquiries.message',
  'inquiries.inquiry_type',
  'inquiries.course_level',
  'inquiries.course_duration',
  'inquiries.utm_medium',
  'inquiries.utm_campaign',
  'inquiries.referrer',
  'inquiries.landing_page',
  'inquiries.user_id',
  'inquiries.follow_up_note',
  'inquiries.consent_at',
  'inquiries.consent_notice',
  'inquiries.anonymised_at',
] as const
