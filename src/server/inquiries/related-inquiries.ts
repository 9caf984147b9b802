import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { inScope, ownerInScope } from '../access/inquiry-scope'
import { emailKey, personKeysOf, phoneKey, samePerson } from './person-keys'
import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'
import type { PersonRef } from '../users/person-ref'

/** Another inquiry of the same person, as the detail's "Also from this person" lists it. */
export interface RelatedInquiry {
  id: number
  kind: InquiryKind
  status: InquiryStatus
  fullName: string
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

/** More than a desk reads in a drawer; the count says how many there are in all. */
const MAX_RELATED = 50

/**
 * How many of the row's person's inquiries the viewer may see, this one included: null unless the row is
 * a repeat, so the table's pages pay two index probes only for the rows that have others. A counsellor's
 * count leaves out a colleague's, as their related list does (docs/decisions/0022).
 */
export function personInquiryCount(viewer: Member) {
  return sql<number | null>`case when inquiries.is_repeat then (
    select count(*)::int from inquiries o
    where ${samePerson({ email: emailKey(), phone: phoneKey() }, 'o')} and ${ownerInScope(viewer, 'o.owner_uid')}
  ) end`
}

/**
 * The other inquiries of the same person (a shared e-mail or mobile, docs/decisions/0011), newest first,
 * with their owners, those in the viewer's scope only; null when the inquiry does not exist or is outside it.
 */
export async function relatedInquiries(
  db: Kysely<Database>,
  id: number,
  viewer: Member,
): Promise<RelatedInquiries | null> {
  const self = await db
    .selectFrom('inquiries')
    .select([emailKey().as('email'), phoneKey().as('phone')])
    .where('id', '=', id)
    .where((eb) => inScope(eb, viewer))
    .executeTakeFirst()
  if (!self) return null
  return personInquiries(db, self, viewer, id)
}

/**
 * The inquiries of whoever has this e-mail or mobile (either may be missing), newest first, those in the
 * viewer's scope only: what "Add inquiry" shows before a member adds the same person again.
 */
export function inquiriesOfContact(
  db: Kysely<Database>,
  contact: { email?: string; phone?: string },
  viewer: Member,
): Promise<RelatedInquiries> {
  const keys = personKeysOf({ email: contact.email ?? '', phone: contact.phone ?? '' })
  // An e-mail key is never empty: a missing e-mail finds nothing, as a phone of fewer than ten digits does.
  return personInquiries(db, keys, viewer)
}

async function personInquiries(
  db: Kysely<Database>,
  keys: { email: string; phone: string | null },
  viewer: Member,
  except?: number,
): Promise<RelatedInquiries> {
  let query = db
    .selectFrom('inquiries as o')
    .leftJoin('users as owner', 'owner.uid', 'o.owner_uid')
    .select([
      'o.id',
      'o.kind',
      'o.status',
      'o.full_name',
      'o.program',
      'o.created_at',
      'o.owner_uid',
      'owner.email as owner_email',
      'owner.display_name as owner_name',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where(samePerson(keys, 'o'))
    .where((eb) => inScope(eb, viewer, 'o.owner_uid'))
  if (except !== undefined) query = query.where('o.id', '<>', except)
  const rows = await query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').limit(MAX_RELATED).execute()
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      fullName: r.full_name,
      program: r.program,
      createdAt: r.created_at.toISOString(),
      ownerUid: r.owner_uid,
      owner: r.owner_uid ? { uid: r.owner_uid, email: r.owner_email, name: r.owner_name } : null,
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  }
}
