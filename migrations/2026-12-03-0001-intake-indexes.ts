import { sql, type Kysely } from 'kysely'

// Indexes every inquiry's insert paid for and no query needs (docs/decisions/0026). Dropping an index is
// quick: the migrations run in one transaction, so DROP INDEX CONCURRENTLY is not available, and the plain
// one holds the table's lock only for the catalog change.
export async function up(db: Kysely<any>): Promise<void> {
  // No query filters on user_id: the detail joins from the inquiry to its account, by the account's key.
  await sql`drop index if exists inquiries_user_idx`.execute(db)
  // Three kinds, each a quarter of the table or more: a page of one kind reads the (created_at, id) index
  // and skips the others, about four rows read per row shown; the counts read the aggregate index or the table.
  await sql`drop index if exists inquiries_kind_created_idx`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index if not exists inquiries_kind_created_idx on inquiries (kind, created_at desc)`.execute(db)
  await sql`create index if not exists inquiries_user_idx on inquiries (user_id) where user_id is not null`.execute(db)
}
