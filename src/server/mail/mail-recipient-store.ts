import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { DEFAULT_ALERT_PREFERENCE, type AlertPreference } from '../../shared/schemas/alerts'
import { INQUIRY_SCOPE, PERMISSIONS, type Role } from '../../shared/permissions'

/** A member who hears of leads; a counsellor hears only of their own (docs/decisions/0022). */
export interface AlertRecipient {
  email: string
  /** Null for an ADMIN_EMAILS address no account holds yet (an owner-to-be). */
  uid: string | null
  role: Role
}

/** The members who own leads and so hear of them; marketing hears of none. */
const LEAD_ROLES: Role[] = ['owner', 'manager', 'counsellor']

/** Whether a recipient hears of a lead owned by `ownerUid`: a counsellor, only of their own. */
export function hearsOf(r: AlertRecipient, ownerUid: string | null): boolean {
  return INQUIRY_SCOPE[r.role] === 'all' || (r.uid !== null && r.uid === ownerUid)
}

/** The addresses of those who hear of the lead, each once, sorted. */
export function addressesFor(recipients: AlertRecipient[], ownerUid: string | null): string[] {
  return [...new Set(recipients.filter((r) => hearsOf(r, ownerUid)).map((r) => r.email))].sort()
}

/**
 * Who receives the admins' e-mails, read when each is sent: only addresses a sign-in token verified, and the
 * operator's ADMIN_EMAILS (docs/decisions/0017).
 */

/**
 * The admins who want an alert for every inquiry: everyone who has not chosen a digest or none, and the
 * ADMIN_EMAILS no account holds verified yet (they become admins when they sign in, and have chosen nothing
 * yet), so the first leads of a new site reach someone. An address a legacy caller stored hides none of them.
 */
export async function adminsWantingAlerts(
  db: Kysely<Database>,
  bootstrapEmails: readonly string[],
): Promise<AlertRecipient[]> {
  const wanting = await adminsChoosing(db, ['each'])
  if (bootstrapEmails.length) {
    const known = await db
      .selectFrom('users')
      .select('email')
      .where(sql<string>`lower(email)`, 'in', [...bootstrapEmails])
      .where('email_verified', '=', true)
      .execute()
    const signedIn = new Set(known.map((k) => k.email!.toLowerCase()))
    const waiting = bootstrapEmails.filter((e) => !signedIn.has(e))
    wanting.push(...waiting.map((email) => ({ email, uid: null, role: 'owner' as const })))
  }
  return wanting
}

/**
 * The verified addresses, lower-cased and sorted, of the admins whose alert preference is one of `choices`:
 * an address no sign-in token verified is never sent to (docs/decisions/0017).
 */
async function adminsChoosing(db: Kysely<Database>, choices: AlertPreference[]): Promise<AlertRecipient[]> {
  const rows = await db
    .selectFrom('users')
    .select(['email', 'uid', 'role'])
    .where('role', 'in', LEAD_ROLES)
    .where('email', 'is not', null)
    .where('email_verified', '=', true)
    .where(sql<string>`coalesce(preferences->>'alerts', ${DEFAULT_ALERT_PREFERENCE})`, 'in', choices)
    .execute()
  return rows.map((r) => ({ email: r.email!.toLowerCase(), uid: r.uid, role: r.role! }))
}

/** Who hears of late leads: every admin with an address who has not turned alerts off. */
export function adminsWantingLateAlerts(db: Kysely<Database>): Promise<AlertRecipient[]> {
  return adminsChoosing(db, ['each', 'digest'])
}

/**
 * A member's verified address and role, while their role is one of `roles`; null otherwise (their role was
 * removed or changed, or no sign-in verified their address: docs/decisions/0017).
 */
export async function verifiedMember(
  db: Kysely<Database>,
  uid: string,
  roles: readonly Role[],
): Promise<{ email: string; role: Role } | null> {
  const row = await db
    .selectFrom('users')
    .select(['email', 'role'])
    .where('uid', '=', uid)
    .where('role', 'in', roles)
    .where('email_verified', '=', true)
    .executeTakeFirst()
  return row?.email && row.role ? { email: row.email, role: row.role } : null
}

/** The digest's or reminder's recipient, if they are still a member who owns leads. */
export const digestRecipient = (db: Kysely<Database>, uid: string) => verifiedMember(db, uid, LEAD_ROLES)

/** The importer's address, while they are still a member whose role may import. */
export const importerAddress = async (db: Kysely<Database>, uid: string) =>
  (await verifiedMember(db, uid, PERMISSIONS['inquiries.import']))?.email ?? null
