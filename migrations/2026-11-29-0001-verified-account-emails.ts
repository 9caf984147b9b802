import { sql, type Kysely } from 'kysely'

// Which accounts the legacy REST key may still write, and which e-mails may receive alerts and grants
// (docs/decisions/0017). Two columns with constant defaults: no rewrite of the table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    // The e-mail arrived verified in a sign-in token. No row can prove that yet, so every address starts
    // unverified, and its owner's next sign-in (which re-syncs from the token) verifies it again.
    .addColumn('email_verified', 'boolean', (c) => c.notNull().defaultTo(false))
    // The account has signed in on the site with a verified token; POST /webservice/api/users may then no
    // longer change it.
    .addColumn('signed_in', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  // Which existing rows came from a sign-in is not recorded; the staff accounts (an admin now, or anyone whose
  // rights were ever decided) are closed to the legacy path at once, rather than at their next sign-in.
  await sql`update users set signed_in = true
    where is_admin or exists (select 1 from admin_audit a where a.target_uid = users.uid)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('signed_in').dropColumn('email_verified').execute()
}
