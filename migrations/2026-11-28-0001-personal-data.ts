import { sql, type Kysely } from 'kysely'

// Personal data as India's DPDP Act expects (docs/decisions/0012): consent on record, erasure and its
// records, do-not-contact, retention. Quick on a million inquiries: nullable columns without a default (no
// rewrite), and one partial index that holds only rows past triage.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    // When the person agreed and to which notice; both null: consent not recorded (a REST caller sent none).
    .addColumn('consent_at', 'timestamptz')
    .addColumn('consent_notice', 'text')
    // When the name, e-mail, phone, message, notes and attribution were erased (by request or retention).
    .addColumn('anonymised_at', 'timestamptz')
    .execute()
  // Retention reads the inquiries that have left triage for good and still hold personal data, oldest first.
  await sql`create index inquiries_retention_idx on inquiries (created_at, id)
    where anonymised_at is null and status in ('closed', 'spam', 'enrolled')`.execute(db)

  // People who asked not to be contacted, by the same keys as "the same person" ('email:<lower-cased>' or
  // 'phone:<last ten digits>'), so an inquiry of theirs that arrives later is marked too.
  await db.schema
    .createTable('do_not_contact')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('actor_uid', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // One row per erasure or retention run, with no personal data: the identifiers only as keyed hashes, so a
  // repeated request can be answered "already erased".
  await db.schema
    .createTable('erasure_records')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('actor_uid', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('identifier_hashes', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('inquiries', 'integer', (c) => c.notNull())
    .addColumn('accounts', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index erasure_records_hashes_idx on erasure_records using gin (identifier_hashes)`.execute(db)

  // Values the product makes for itself once and keeps (the erasure hash's key when ERASURE_HASH_KEY is unset).
  await db.schema
    .createTable('settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  // Daily work that one instance does per India day: the first to claim the day runs it.
  await db.schema
    .createTable('daily_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_day', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('daily_jobs').execute()
  await db.schema.dropTable('settings').execute()
  await db.schema.dropTable('erasure_records').execute()
  await db.schema.dropTable('do_not_contact').execute()
  await db.schema.dropIndex('inquiries_retention_idx').execute()
  await db.schema
    .alterTable('inquiries')
    .dropColumn('consent_at')
    .dropColumn('consent_notice')
    .dropColumn('anonymised_at')
    .execute()
}
