import { sql, type Kysely } from 'kysely'

// Erasure acts on the identifiers asked about (docs/decisions/0016), and what it and retention leave behind
// (docs/decisions/0012). Named after 2026-11-28-0001-personal-data, whose tables it changes: the migrator
// applies names in order and refuses a new one that sorts before one already applied.
export async function up(db: Kysely<any>): Promise<void> {
  // The inquiries a digest or reminder lists, so that erasure scrubs it by id however it spelled them.
  // Nullable without a default: no rewrite of the outbox.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('about_inquiries', sql`integer[]`)
    .execute()
  await sql`create index mail_outbox_about_idx on mail_outbox using gin (about_inquiries)
    where about_inquiries is not null`.execute(db)

  // How many identifiers linked to the person (sharing a mobile or an e-mail) the request left out; never
  // the values. A constant default is not a rewrite either.
  await db.schema
    .alterTable('erasure_records')
    .addColumn('linked_left_out', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  // Retention now reads every unerased inquiry, whatever its status, oldest first.
  await sql`create index inquiries_unerased_idx on inquiries (created_at, id) where anonymised_at is null`.execute(db)
  await db.schema.dropIndex('inquiries_retention_idx').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index inquiries_retention_idx on inquiries (created_at, id)
    where anonymised_at is null and status in ('closed', 'spam', 'enrolled')`.execute(db)
  await db.schema.dropIndex('inquiries_unerased_idx').execute()
  await db.schema.alterTable('erasure_records').dropColumn('linked_left_out').execute()
  await db.schema.dropIndex('mail_outbox_about_idx').execute()
  await db.schema.alterTable('mail_outbox').dropColumn('about_inquiries').execute()
}
