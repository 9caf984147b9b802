import { sql, type Kysely } from 'kysely'

// Leads now arrive from outside the website too: added by a member in the back office ('admin') or
// imported from a spreadsheet ('import'), each with where it came from (a walk-in, a phone call, an
// education fair…) in `source`. The channel's check is replaced NOT VALID and validated after; the
// migrations run in one transaction, so the table's lock is held through the validating scan all the same
// (a second or two at a million rows, at start, before the server takes requests).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table inquiries drop constraint if exists inquiries_channel_check`.execute(db)
  await sql`alter table inquiries add constraint inquiries_channel_check
    check (channel in ('site', 'webservice', 'admin', 'import')) not valid`.execute(db)
  await sql`alter table inquiries validate constraint inquiries_channel_check`.execute(db)
  await db.schema
    .alterTable('inquiries')
    .addColumn('source', 'text', (c) => c.check(sql`char_length(source) between 1 and 80`))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('inquiries').dropColumn('source').execute()
  await sql`alter table inquiries drop constraint inquiries_channel_check`.execute(db)
  await sql`alter table inquiries add constraint inquiries_channel_check
    check (channel in ('site', 'webservice'))`.execute(db)
}
