import { sql, type Kysely } from 'kysely'

// One person across inquiries, saved views and the funnel. Like the admissions desk's migration, every
// statement is quick on a million inquiries because it runs inside the migrations' one transaction, under
// the table's lock: new columns without a volatile default (no rewrite), and indexes that either hold no row
// yet (partial over is_repeat, still false everywhere), one short key per row, or the funnel's few columns. Existing inquiries get
// their repeat mark and funnel stages after the migration, a batch at a time, outside its lock
// (src/server/inquiries/people-backfill.ts), as far as the highest id stored now.
export async function up(db: Kysely<any>): Promise<void> {
  // The phone half of "the same person": the last ten digits, null when fewer (docs/decisions/0011). The
  // e-mail half reads the first migration's index on lower(email). The expression is the one in
  // src/server/inquiries/person-keys.ts, character for character, or the planner would not use the index.
  await sql`create index inquiries_phone_key_idx on inquiries ((
    case when length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 10
      then right(regexp_replace(phone, '[^0-9]', '', 'g'), 10) end
  ))`.execute(db)

  await db.schema
    .alterTable('inquiries')
    // Another inquiry shares this one's e-mail or mobile: the table's `repeat` filter and mark.
    .addColumn('is_repeat', 'boolean', (c) => c.notNull().defaultTo(false))
    // The first time the inquiry reached Contacted or beyond, Qualified or beyond, and Enrolled: the
    // funnel counts what a lead ever reached, so one that went Contacted -> Closed still counts as contacted.
    .addColumn('reached_contacted_at', 'timestamptz')
    .addColumn('reached_qualified_at', 'timestamptz')
    .addColumn('reached_enrolled_at', 'timestamptz')
    .execute()
  // The `repeat` filter's pages and aggregates read these, as the plain table reads inquiries_created_idx
  // and inquiries_aggregate_idx; they hold repeats only.
  await db.schema
    .createIndex('inquiries_repeat_created_idx')
    .on('inquiries')
    .columns(['created_at desc', 'id desc'])
    .where(sql.ref('is_repeat'), '=', true)
    .execute()
  await db.schema
    .createIndex('inquiries_repeat_aggregate_idx')
    .on('inquiries')
    .columns(['created_day', 'kind', 'status', 'channel', 'utm_source', 'program', 'owner_uid'])
    .where(sql.ref('is_repeat'), '=', true)
    .execute()

  // The funnel reads a year of inquiries at a time: the day, what it groups by and the stage times, in an
  // index of their own, let it read the index alone (an index-only scan about a quarter of the table's
  // size). Its build is the one pass over the table here that sorts (about 1.5 s at a million rows).
  await sql`create index inquiries_funnel_idx on inquiries (created_day) include (
    utm_source, utm_campaign, program, owner_uid, created_at,
    first_contacted_at, reached_contacted_at, reached_qualified_at, reached_enrolled_at
  )`.execute(db)

  // Work done after start in batches; each row says how far it has gone (inquiry ids up to `until_id`).
  await db.schema
    .createTable('backfills')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('after_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('until_id', 'integer', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute()
  await sql`insert into backfills (name, until_id)
    select 'people-and-stages', coalesce(max(id), 0) from inquiries`.execute(db)

  // A named set of the table's filters, sort and columns, the creator's own or shared with every admin.
  await db.schema
    .createTable('saved_views')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_uid', 'text', (c) => c.notNull().references('users.uid').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull().check(sql`char_length(name) between 1 and 80`))
    .addColumn('filters', 'jsonb', (c) => c.notNull())
    .addColumn('sort', 'text', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  // A name is taken per creator, whatever its case: "This week" and "this week" would be two equal tabs.
  await sql`create unique index saved_views_owner_name_idx on saved_views (owner_uid, lower(name))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_views').execute()
  await db.schema.dropTable('backfills').execute()
  await db.schema.dropIndex('inquiries_funnel_idx').execute()
  await db.schema.dropIndex('inquiries_repeat_aggregate_idx').execute()
  await db.schema.dropIndex('inquiries_repeat_created_idx').execute()
  await db.schema
    .alterTable('inquiries')
    .dropColumn('is_repeat')
    .dropColumn('reached_contacted_at')
    .dropColumn('reached_qualified_at')
    .dropColumn('reached_enrolled_at')
    .execute()
  await db.schema.dropIndex('inquiries_phone_key_idx').execute()
}
