import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import { emailKey, personKeysOf, phoneKey } from '../inquiries/person-keys'
import type { LinkedIdentifier, PersonIdentifier } from '../../shared/schemas/privacy'

/**
 * The keys a request acts on (docs/decisions/0016): exactly the e-mails and mobiles asked about, as "the
 * same person" spells them (lower-cased e-mail, a mobile's last ten digits). Nothing is followed from them:
 * a mobile typed into someone else's form would otherwise hand that person's inquiries to whoever typed it.
 */
export interface AskedKeys {
  emails: string[]
  phones: string[]
}

export function keysAsked(identifier: PersonIdentifier): AskedKeys {
  const phone = identifier.phone === undefined ? null : personKeysOf({ email: '', phone: identifier.phone }).phone
  return {
    emails: identifier.email === undefined ? [] : [identifier.email.toLowerCase()],
    phones: phone === null ? [] : [phone],
  }
}

/**
 * An inquiry's own e-mail and mobile, for a request that names an inquiry; null when it does not exist, no
 * keys when it was anonymised (it holds nobody's any more). Read with the caller's connection, so that an
 * erasure reads it in its own transaction.
 */
export async function keysOfInquiry(db: Kysely<Database>, id: number): Promise<AskedKeys | null> {
  const row = await db
    .selectFrom('inquiries')
    .select(['email', 'phone', 'anonymised_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  if (row.anonymised_at) return { emails: [], phones: [] }
  const keys = personKeysOf(row)
  return { emails: [keys.email], phones: keys.phone ? [keys.phone] : [] }
}

/** Rows of `table` that hold one of the keys asked about. */
export function askedPredicate(keys: AskedKeys, table = 'i'): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${emailKey(table)} = any(${keys.emails}::text[]) or ${phoneKey(table)} = any(${keys.phones}::text[]))`
}

/** The person keys as do_not_contact and the erasure records spell them. */
export function keysOf(keys: AskedKeys): string[] {
  return [...keys.emails.map((e) => `email:${e}`), ...keys.phones.map((p) => `phone:${p}`)]
}

// A real person uses a handful of addresses and numbers; the bounds keep a shared office number's
// thousands of rows from being read to list what is linked.
const MAX_ROWS_READ = 5_000
const MAX_LINKED = 50

/**
 * The identifiers on the inquiries the keys cover that were not asked about, each with how many inquiries
 * outside the request hold it: "2 inquiries under another e-mail share this mobile". They may be the same
 * person's, or someone else's whose mobile was typed; the admin decides and adds one on purpose.
 */
export async function linkedIdentifiers(db: Kysely<Database>, keys: AskedKeys): Promise<LinkedIdentifier[]> {
  if (!keys.emails.length && !keys.phones.length) return []
  const rows = await db
    .selectFrom('inquiries as i')
    .select([emailKey('i').as('email_key'), phoneKey('i').as('phone_key')])
    .where('i.anonymised_at', 'is', null)
    .where(askedPredicate(keys))
    .limit(MAX_ROWS_READ)
    .execute()
  const emails = [...new Set(rows.map((r) => r.email_key).filter((e) => !keys.emails.includes(e)))]
  const phones = [
    ...new Set(rows.flatMap((r) => (r.phone_key && !keys.phones.includes(r.phone_key) ? [r.phone_key] : []))),
  ]
  const outside = (kind: 'email' | 'phone', values: string[]) => {
    const key = kind === 'email' ? emailKey('o') : phoneKey('o')
    return values.length
      ? db
          .selectFrom('inquiries as o')
          .select([key.as('value'), (eb) => eb.fn.countAll<string>().as('n')])
          .where(key, '=', sql<string>`any(${values.slice(0, MAX_LINKED)}::text[])`)
          .where('o.anonymised_at', 'is', null)
          // `is not true`: a row without a mobile key makes the predicate null, not false.
          .where(sql<SqlBool>`${askedPredicate(keys, 'o')} is not true`)
          .groupBy(key)
          .execute()
      : Promise.resolve([])
  }
  const [byEmail, byPhone] = await Promise.all([outside('email', emails), outside('phone', phones)])
  const linked = [
    ...byPhone.map((r) => ({ kind: 'phone' as const, value: r.value!, inquiries: Number(r.n) })),
    ...byEmail.map((r) => ({ kind: 'email' as const, value: r.value!, inquiries: Number(r.n) })),
  ]
  return linked.sort((a, b) => b.inquiries - a.inquiries || a.value.localeCompare(b.value))
}
