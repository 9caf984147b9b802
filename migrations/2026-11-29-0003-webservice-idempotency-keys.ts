import { sql, type Kysely } from 'kysely'

// The REST web service's Idempotency-Key: a caller retrying a POST gets the first answer instead of a
// second row. In the database, so a retry that reaches another instance finds it too. A new table: quick.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    // SHA-256 (hex) of the API key the request came with: two callers' keys never meet.
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    // SHA-256 (hex) of the method, path and body: the same key with another request is refused.
    .addColumn('request_hash', 'text', (c) => c.notNull())
    // Null while the first request runs; then the answer every retry gets.
    .addColumn('status', 'integer')
    .addColumn('response', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['scope', 'key'])
    .execute()
  // The daily prune deletes by age.
  await sql`create index idempotency_keys_created_idx on idempotency_keys (created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
}
