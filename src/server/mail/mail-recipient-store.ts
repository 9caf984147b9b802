import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { DEFAULT_ALERT_PREFERENCE, type AlertPreference } from '../../shared/schemas/alerts'

/**
 * Who receives the admins' e-mails, read when each is sent: only addresses a sign-in token verified, and the
 * operator's ADMIN_EMAILS (docs/decisions/0017).
 */

/**
 * The admins who want an alert for every inquiry: everyone who has not chosen a digest or none, and the
 * ADMIN_EMAILS no account holds verified yet (they become admins when they sign in, and have chosen nothing
 * yet), so the first leads of a new site reach someone. An address a legacy caller stored hides none of them.
 */
export async function adminsWantingAlerts(db: Kysely<Database>, bootstrapEmails: readonly string[]): Promise<string[]> {
  const wanting = await adminsChoosing(db, ['each'])
  if (bootstrapEmails.length) {
    const known = await db
      .selectFrom('users')
      .select('email')
      .where(sql<string>`lower(email)`, 'in', [...bootstrapEmails])
      .where('email_verified', '=', true)
      .execute()
    const signedIn = new Set(known.map((k) => k.email!.toLowerCase()))
    wanting.push(...bootstrapEmails.filter((e) => !signedIn.has(e)))
  }
  return [...new Set(wanting)].sort()
}

/**
 * The verified addresses, lower-cased and sorted, of the admins whose alert preference is one of `choices`:
 * an address no sign-in token verified is never sent to (docs/decisions/0017).
 */
async function adminsChoosing(db: Kysely<Database>, choices: AlertPreference[]): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('email')
    .where('is_admin', '=', true)
    .where('email', 'is not', null)
    .where('email_verified', '=', true)
    .where(sql<string>`coalesce(preferences->>'alerts', ${DEFAULT_ALERT_PREFERENCE})`, 'in', choices)
    .execute()
  return [...new Set(rows.map((r) => r.email!.toLowerCase()))].sort()
}

/** Who hears of late leads: every admin with an address who has not turned alerts off. */
export function adminsWantingLateAlerts(db: Kysely<Database>): Promise<string[]> {
  return adminsChoosing(db, ['each', 'digest'])
}

/** The digest's or reminder's recipient, if they are still an admin with a verified address. */
export async function digestRecipient(db: Kysely<Database>, uid: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('email')
    .where('uid', '=', uid)
    .where('is_admin', '=', true)
    .where('email_verified', '=', true)
    .executeTakeFirst()
  return row?.email ?? null
}
