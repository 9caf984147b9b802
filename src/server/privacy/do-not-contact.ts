import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import { emailKey, phoneKey } from '../inquiries/person-keys'
import type { SetDoNotContact } from '../../shared/schemas/privacy'
import { keysAsked, keysOf, keysOfInquiry } from './person-records'

/**
 * Marks the identifiers asked about (an inquiry's own e-mail and mobile, when one is named) as not to be
 * contacted, or takes the mark away; nothing linked to them is followed (docs/decisions/0016). An inquiry of theirs that arrives later carries the mark too, since it is kept by key.
 * Null when the target is an inquiry that does not exist.
 */
export async function setDoNotContact(
  db: Kysely<Database>,
  input: SetDoNotContact,
  actorUid: string | null,
): Promise<{ doNotContact: boolean; keys: number } | null> {
  const { value, ...target } = input
  const asked = 'inquiryId' in target ? await keysOfInquiry(db, target.inquiryId) : keysAsked(target)
  if (!asked) return null
  const keys = keysOf(asked)
  if (!keys.length) return { doNotContact: value, keys: 0 }
  if (value) {
    await db
      .insertInto('do_not_contact')
      .values(keys.map((key) => ({ key, actor_uid: actorUid })))
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
  } else {
    await db
      .deleteFrom('do_not_contact')
      .where('key', '=', sql<string>`any(${keys}::text[])`)
      .execute()
  }
  return { doNotContact: value, keys: keys.length }
}

/** When the inquiry's person asked not to be contacted (the earliest of their keys' marks), or null. */
export function doNotContactSince(table = 'inquiries'): RawBuilder<Date | null> {
  return sql<Date | null>`(select min(d.created_at) from do_not_contact d
    where d.key = 'email:' || ${emailKey(table)} or d.key = 'phone:' || ${phoneKey(table)})`
}

/** Whether the inquiry's person may be contacted: reminders, late-lead alerts and confirmations ask this. */
export function mayContact(table = 'inquiries'): RawBuilder<SqlBool> {
  return sql<SqlBool>`not exists (select 1 from do_not_contact d
    where d.key = 'email:' || ${emailKey(table)} or d.key = 'phone:' || ${phoneKey(table)})`
}
