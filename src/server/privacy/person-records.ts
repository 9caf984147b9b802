import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { emailKey, personKeysOf, phoneKey } from '../inquiries/person-keys'
import type { EraseTarget } from '../../shared/schemas/privacy'

/** A person as the database knows them: every e-mail and mobile key of theirs, and their inquiries' ids. */
export interface PersonRecords {
  emails: string[]
  phones: string[]
  inquiryIds: number[]
}

// A request names one key; the person's other keys come from their inquiries (an e-mail's inquiries give
// their phones, and those phones' inquiries other e-mails). A few rounds reach everyone a real person
// used; the bounds stop a shared office number from pulling in a whole town.
const MAX_ROUNDS = 4
const MAX_KEYS = 50
const MAX_ROWS_PER_ROUND = 5_000

/**
 * The person the target names, by "the same person" (docs/decisions/0011) followed from key to key, as
 * access and erasure need: all that is held about them, not only the rows that share the key asked about.
 * An inquiry id that does not exist gives null; a key nobody holds gives a person with no inquiries.
 */
export async function findPerson(db: Kysely<Database>, target: EraseTarget): Promise<PersonRecords | null> {
  const emails = new Set<string>()
  const phones = new Set<string>()
  if ('inquiryId' in target) {
    const row = await db
      .selectFrom('inquiries')
      .select(['email', 'phone', 'anonymised_at'])
      .where('id', '=', target.inquiryId)
      .executeTakeFirst()
    if (!row) return null
    // An anonymised row holds no key of anybody's.
    if (row.anonymised_at) return { emails: [], phones: [], inquiryIds: [] }
    const keys = personKeysOf(row)
    emails.add(keys.email)
    if (keys.phone) phones.add(keys.phone)
  } else if ('email' in target) {
    emails.add(target.email.toLowerCase())
  } else {
    phones.add(personKeysOf({ email: '', phone: target.phone }).phone!)
  }

  const ids = new Set<number>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const rows = await db
      .selectFrom('inquiries')
      .select(['id', emailKey().as('email_key'), phoneKey().as('phone_key')])
      .where((eb) =>
        eb.or([
          eb(emailKey(), '=', sql<string>`any(${[...emails]}::text[])`),
          eb(phoneKey(), '=', sql<string>`any(${[...phones]}::text[])`),
        ]),
      )
      .limit(MAX_ROWS_PER_ROUND)
      .execute()
    const before = emails.size + phones.size
    for (const r of rows) {
      ids.add(r.id)
      if (emails.size + phones.size >= MAX_KEYS) continue
      emails.add(r.email_key)
      if (r.phone_key) phones.add(r.phone_key)
    }
    if (emails.size + phones.size === before) break
  }
  return { emails: [...emails], phones: [...phones], inquiryIds: [...ids].sort((a, b) => a - b) }
}

/** The person keys as do_not_contact and the erasure records spell them. */
export function keysOf(person: Pick<PersonRecords, 'emails' | 'phones'>): string[] {
  return [...person.emails.map((e) => `email:${e}`), ...person.phones.map((p) => `phone:${p}`)]
}
