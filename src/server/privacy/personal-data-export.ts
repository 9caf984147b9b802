import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { PersonIdentifier } from '../../shared/schemas/privacy'
import { askedPredicate, keysAsked, keysOf, linkedIdentifiers } from './person-records'

// A real person has a handful of inquiries; the bound keeps one request from reading a shared number's
// thousands into memory, and the file says when it was reached.
const MAX_INQUIRIES = 1_000

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/**
 * Everything held under the identifiers asked about (the right of access): the inquiries holding them with
 * consent, attribution and history, the e-mails stored about those inquiries, the account and the
 * do-not-contact entries. Exactly what an erasure of the same identifiers removes (docs/decisions/0016);
 * other identifiers found on those inquiries are listed with a count, never followed.
 */
export async function exportPersonalData(db: Kysely<Database>, identifier: PersonIdentifier) {
  const keys = keysAsked(identifier)
  const [found, linked] = await Promise.all([
    db
      .selectFrom('inquiries as i')
      .select('i.id')
      .where(askedPredicate(keys))
      .orderBy('i.id')
      .limit(MAX_INQUIRIES + 1)
      .execute(),
    linkedIdentifiers(db, keys),
  ])
  const ids = found.slice(0, MAX_INQUIRIES).map((r) => r.id)
  const anyId = sql<number>`any(${ids}::int[])`
  const [inquiries, events, mail, accounts, doNotContact] = await Promise.all([
    db
      .selectFrom('inquiries')
      .leftJoin('users as owner', 'owner.uid', 'inquiries.owner_uid')
      .selectAll('inquiries')
      .select(['owner.email as owner_email', 'owner.display_name as owner_name'])
      .where('inquiries.id', '=', anyId)
      .orderBy('inquiries.id')
      .execute(),
    db.selectFrom('inquiry_events').selectAll().where('inquiry_id', '=', anyId).orderBy('id').execute(),
    db.selectFrom('mail_outbox').selectAll().where('inquiry_id', '=', anyId).orderBy('id').execute(),
    db
      .selectFrom('users')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb(sql<string>`lower(email)`, '=', sql<string>`any(${keys.emails}::text[])`),
          eb('uid', 'in', inquiriesUserIds(db, ids)),
        ]),
      )
      .execute(),
    db
      .selectFrom('do_not_contact')
      .selectAll()
      .where('key', '=', sql<string>`any(${keysOf(keys)}::text[])`)
      .execute(),
  ])
  return {
    generatedAt: new Date().toISOString(),
    requestedFor: identifier,
    person: { emails: keys.emails, phones: keys.phones },
    truncated: found.length > ids.length,
    /** Identifiers on these inquiries not asked about: the inquiries under them are not in this file. */
    linked,
    inquiries: inquiries.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      receivedAt: r.created_at.toISOString(),
      updatedAt: r.updated_at.toISOString(),
      channel: r.channel,
      fullName: r.full_name,
      email: r.email,
      phone: r.phone,
      program: r.program,
      education: r.education,
      message: r.message,
      inquiryType: r.inquiry_type,
      courseDetails: { level: r.course_level, duration: r.course_duration },
      attribution: {
        utmSource: r.utm_source,
        utmMedium: r.utm_medium,
        utmCampaign: r.utm_campaign,
        referrer: r.referrer,
        landingPage: r.landing_page,
      },
      consent: r.consent_at ? { at: r.consent_at.toISOString(), notice: r.consent_notice } : null,
      owner: r.owner_uid ? { email: r.owner_email, name: r.owner_name } : null,
      followUp: r.follow_up_at ? { dueAt: r.follow_up_at.toISOString(), note: r.follow_up_note } : null,
      anonymisedAt: iso(r.anonymised_at),
      history: events
        .filter((e) => e.inquiry_id === r.id)
        .map((e) => ({
          action: e.action,
          from: e.from_value,
          to: e.to_value,
          note: e.note,
          by: e.actor_name ?? e.actor_email,
          at: e.created_at.toISOString(),
        })),
    })),
    emails: mail.map((m) => ({
      inquiryId: m.inquiry_id,
      purpose: m.purpose,
      state: m.state,
      recipients: m.recipients,
      subject: m.subject,
      body: m.body_text,
      queuedAt: m.created_at.toISOString(),
      finishedAt: iso(m.finished_at),
    })),
    accounts: accounts.map((u) => ({
      uid: u.uid,
      email: u.email,
      displayName: u.display_name,
      phoneNumber: u.phone_number,
      photoUrl: u.photo_url,
      isAdmin: u.is_admin,
      createdAt: u.created_at.toISOString(),
      updatedAt: u.updated_at.toISOString(),
    })),
    doNotContact: doNotContact.map((d) => ({ key: d.key, since: d.created_at.toISOString() })),
  }
}
export type PersonalDataExport = Awaited<ReturnType<typeof exportPersonalData>>

function inquiriesUserIds(db: Kysely<Database>, ids: number[]) {
  return db
    .selectFrom('inquiries')
    .select('user_id')
    .where('id', '=', sql<number>`any(${ids}::int[])`)
    .where('user_id', 'is not', null)
    .$narrowType<{ user_id: string }>()
}
