import { sql, type Kysely } from 'kysely'

// Speed to contact counts the leads first contacted within 5 minutes and within an hour of office time
// (docs/product.md §9's schedule). Counting office time per row at query time would cost the panel its
// budget at a million inquiries, so each inquiry keeps both moments, fixed as it arrives, beside its
// deadline. The columns have no default (no rewrite); earlier inquiries get theirs after the migration,
// a batch at a time outside its lock, up to the highest id of this moment
// (src/server/inquiries/contact-marks-backfill.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('contact_5m_due_at', 'timestamptz')
    .addColumn('contact_1h_due_at', 'timestamptz')
    .execute()
  await sql`insert into backfills (name, until_id)
    select 'contact-marks', coalesce(max(id), 0) from inquiries`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from backfills where name = 'contact-marks'`.execute(db)
  await db.schema.alterTable('inquiries').dropColumn('contact_5m_due_at').dropColumn('contact_1h_due_at').execute()
}
