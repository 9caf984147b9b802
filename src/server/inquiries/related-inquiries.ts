import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { emailKey, phoneKey, samePerson } from './person-keys'
import type { InquiryKind, InquiryStatus } from '../../shared/inquiry-options'
import type { PersonRef } from '../users/person-ref'

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

/** More than a desk reads in a drawer; the count says how many there are in all. */
const MAX_RELATED = 50

/**
 * How many inquiries the row's person has sent, this one included: null unless the row is a repeat, so
 * the table's pages pay two index probes only for the rows that have others.
 */
export function personInquiryCount() {
  return sql<number | null>`case when inquiries.is_repeat then (
    select count(*)::int from inquiries o where ${samePerson({ email: emailKey(), phone: phoneKey() }, 'o')}
  ) end`
}

/**
 * The other inquiries of the same person (a shared e-mail or mobile, docs/decisions/0011), newest first,
 * with their owners; null when the inquiry does not exist.
 */
export async function relatedInquiries(db: Kysely<Database>, id: number): Promise<RelatedInquiries | null> {
  const self = await db
    .selectFrom('inquiries')
    .select([emailKey().as('email'), phoneKey().as('phone')])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!self) return null
  const rows = await db
    .selectFrom('inquiries as o')
    .leftJoin('users as owner', 'owner.uid', 'o.owner_uid')
    .select([
      'o.id',
      'o.kind',
      'o.status',
      'o.program',
      'o.created_at',
      'o.owner_uid',
      'owner.email as owner_email',
      'owner.display_name as owner_name',
      sql<number>`count(*) over ()`.as('total'),
    ])
    .where(samePerson(self, 'o'))
    .where('o.id', '<>', id)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(MAX_RELATED)
    .execute()
  return {
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      program: r.program,
      createdAt: r.created_at.toISOString(),
      ownerUid: r.owner_uid,
      owner: r.owner_uid ? { uid: r.owner_uid, email: r.owner_email, name: r.owner_name } : null,
    })),
    total: rows.length ? Number(rows[0].total) : 0,
  }
}
