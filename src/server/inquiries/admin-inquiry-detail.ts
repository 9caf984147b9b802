import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { inScope } from '../access/inquiry-scope'
import { INQUIRY_DETAIL_COLUMNS, inquiriesWithOwner, toInquiryRow, type InquiryRow } from './inquiry-rows'
import { doNotContactSince } from '../privacy/do-not-contact'
import type { InquiryEventAction } from '../../shared/schemas/admin-inquiries'
import type { PersonRef } from '../users/person-ref'

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

/**
 * Everything about one inquiry: its fields, attribution, owner, applicant account and history; null when it
 * does not exist or is outside the viewer's scope.
 */
export async function getInquiryDetail(
  db: Kysely<Database>,
  id: number,
  viewer: Member,
): Promise<InquiryDetail | null> {
  return (await isVisible(db, id, viewer)) ? readInquiryDetail(db, id, viewer) : null
}

/** Whether the inquiry exists and is in the viewer's scope (a counsellor's own and unassigned ones). */
export async function isVisible(db: Kysely<Database>, id: number, viewer: Member): Promise<boolean> {
  const row = await db
    .selectFrom('inquiries')
    .select('id')
    .where('id', '=', id)
    .where((eb) => inScope(eb, viewer))
    .executeTakeFirst()
  return row !== undefined
}

/** The detail read inside a caller's transaction (a Transaction is a Kysely), so a change and the state it returns agree. */
export async function readInquiryDetail(
  db: Kysely<Database>,
  id: number,
  viewer: Member,
): Promise<InquiryDetail | null> {
  const row = await inquiriesWithOwner(db, viewer)
    .leftJoin('users as applicant', 'applicant.uid', 'inquiries.user_id')
    .select(INQUIRY_DETAIL_COLUMNS)
    .select([
      'inquiries.updated_at',
      'applicant.uid as applicant_uid',
      'applicant.email as applicant_email',
      'applicant.display_name as applicant_name',
      'applicant.photo_url as applicant_photo',
      'applicant.created_at as applicant_since',
      doNotContactSince().as('do_not_contact_since'),
    ])
    .where('inquiries.id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const events = await db
    .selectFrom('inquiry_events')
    .selectAll()
    .where('inquiry_id', '=', id)
    .orderBy('created_at')
    .orderBy('id')
    .execute()
  const people = await peopleByUid(
    db,
    events.flatMap((e) => (e.action === 'owner' ? [e.from_value, e.to_value] : [])),
  )
  const person = (uid: string | null): PersonRef | null =>
    uid ? (people.get(uid) ?? { uid, email: null, name: null }) : null
  return {
    ...toInquiryRow(row),
    education: row.education,
    message: row.message,
    inquiryType: row.inquiry_type,
    courseDetails: { level: row.course_level, duration: row.course_duration },
    attribution: {
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      referrer: row.referrer,
      landingPage: row.landing_page,
    },
    updatedAt: row.updated_at.toISOString(),
    userId: row.user_id,
    followUp: row.follow_up_at ? { dueAt: row.follow_up_at.toISOString(), note: row.follow_up_note } : null,
    consent: row.consent_at ? { at: row.consent_at.toISOString(), notice: row.consent_notice } : null,
    doNotContactSince: row.do_not_contact_since ? new Date(row.do_not_contact_since).toISOString() : null,
    anonymisedAt: row.anonymised_at?.toISOString() ?? null,
    user:
      row.applicant_uid && row.applicant_since
        ? {
            uid: row.applicant_uid,
            email: row.applicant_email,
            displayName: row.applicant_name,
            photoUrl: row.applicant_photo,
            createdAt: row.applicant_since.toISOString(),
          }
        : null,
    events: events.map((e): InquiryEvent => ({
      id: e.id,
      action: e.action,
      from: e.from_value,
      to: e.to_value,
      note: e.note,
      fromOwner: e.action === 'owner' ? person(e.from_value) : null,
      toOwner: e.action === 'owner' ? person(e.to_value) : null,
      actor: e.actor_uid ? { uid: e.actor_uid, email: e.actor_email, name: e.actor_name } : null,
      at: e.created_at.toISOString(),
    })),
  }
}

async function peopleByUid(db: Kysely<Database>, uids: Array<string | null>): Promise<Map<string, PersonRef>> {
  const wanted = [...new Set(uids.filter((u): u is string => u !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await db
    .selectFrom('users')
    .select(['uid', 'email', 'display_name'])
    .where('uid', 'in', wanted)
    .execute()
  return new Map(rows.map((r) => [r.uid, { uid: r.uid, email: r.email, name: r.display_name }]))
}
