import { sql, type Kysely } from 'kysely'

// Spreadsheet imports (issue 31, docs/decisions/0024). The file is kept in the database while it is worked on,
// so that its check and its import go on after a restart, on any instance; its rows are checked into
// `import_rows`, from which the import stores them a batch at a time, each batch in one transaction with the
// import's progress. Every imported inquiry names its import (a revert removes exactly those), and the fields
// a "fill" import wrote into earlier inquiries keep their previous values until the import can no longer be
// reverted.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('imports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('created_by_uid', 'text', (c) => c.notNull())
    .addColumn('created_by_name', 'text')
    .addColumn('created_by_email', 'text')
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('csv', 'xlsx')`))
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    // How the CSV's bytes are read ('utf8', 'utf16le', 'utf16be', 'win1252') and its delimiter, once sniffed.
    .addColumn('encoding', 'text')
    .addColumn('delimiter', 'text')
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('checking', 'ready', 'importing', 'done', 'cancelled', 'reverted', 'failed')`),
    )
    .addColumn('sheets', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sheet', 'text')
    .addColumn('columns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('mapping', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // What `start` was given: duplicates mode, source, consent, chosen owner.
    .addColumn('options', 'jsonb')
    .addColumn('preview', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (c) => c.notNull().defaultTo(0))
    // The last line of the file the import stored (its checkpoint, committed with each batch).
    .addColumn('imported_line', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('valid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invalid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure', 'text')
    .addColumn('cancel_requested', 'boolean', (c) => c.notNull().defaultTo(false))
    // One instance works on an import at a time: it claims it until `lease_until`, renewing the claim with
    // each batch; `lease_token` counts claims, so a worker whose claim lapsed cannot write over a newer one.
    .addColumn('lease_until', 'timestamptz')
    .addColumn('lease_token', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('reverted_at', 'timestamptz')
    .addColumn('reverted_by_uid', 'text')
    .execute()
  await sql`create index imports_created_at_idx on imports (created_at desc, id desc)`.execute(db)
  // The runner's search for work: only imports that have some.
  await sql`create index imports_pending_idx on imports (id) where state in ('checking', 'importing')`.execute(db)

  // The uploaded file, in pieces of at most a megabyte; deleted once the import no longer needs it.
  await db.schema
    .createTable('import_chunks')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_chunks_pkey', ['import_id', 'seq'])
    .execute()

  // Each checked row: valid ones with their values as they will be stored; deleted once the import ends.
  await db.schema
    .createTable('import_rows')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('email_key', 'text', (c) => c.notNull())
    .addColumn('phone_key', 'text')
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_rows_pkey', ['import_id', 'line'])
    .execute()

  // Every refused row: its line, column and why (never the cell's value: it may be personal data).
  await db.schema
    .createTable('import_errors')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('seq', 'smallint', (c) => c.notNull())
    .addColumn('column_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_errors_pkey', ['import_id', 'line', 'seq'])
    .execute()

  // The fields a "fill" import wrote into an earlier inquiry, with the value before (null), for a revert.
  await db.schema
    .createTable('import_fills')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('inquiry_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull().check(sql`field in ('message', 'utm_campaign', 'source')`))
    .addColumn('previous', 'text')
    .addColumn('filled', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_fills_pkey', ['import_id', 'inquiry_id', 'field'])
    .execute()

  // Earlier inquiries an import's rows marked as repeats: a revert marks them back.
  await db.schema
    .createTable('import_repeat_marks')
    .addColumn('import_id', 'integer', (c) => c.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('inquiry_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('import_repeat_marks_pkey', ['import_id', 'inquiry_id'])
    .execute()

  // A member's mappings, each field by its column's header, for the next file of the same shape.
  await db.schema
    .createTable('import_mappings')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('owner_uid', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('import_mappings_owner_name_key', ['owner_uid', 'name'])
    .execute()

  // Which import stored an inquiry, and the basis of the consent it recorded. Nullable without a default:
  // no rewrite of the table, and the intake's inserts from the site and REST are unchanged.
  await db.schema
    .alterTable('inquiries')
    .addColumn('import_id', 'integer')
    .addColumn('consent_basis', 'text', (c) => c.check(sql`consent_basis in ('consent', 'voluntarily-provided')`))
    .execute()
  await sql`create index inquiries_import_id_idx on inquiries (import_id) where import_id is not null`.execute(db)

  // One live event per committed batch of an import, instead of one per imported inquiry (decision 0024).
  await sql`alter table live_events drop constraint if exists live_events_type_check`.execute(db)
  await sql`alter table live_events add constraint live_events_type_check
    check (type in ('inquiry.created', 'inquiry.changed', 'followUp.due', 'inquiries.imported'))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from live_events where type = 'inquiries.imported'`.execute(db)
  await sql`alter table live_events drop constraint live_events_type_check`.execute(db)
  await sql`alter table live_events add constraint live_events_type_check
    check (type in ('inquiry.created', 'inquiry.changed', 'followUp.due'))`.execute(db)
  await db.schema.alterTable('inquiries').dropColumn('import_id').dropColumn('consent_basis').execute()
  for (const table of [
    'import_mappings',
    'import_repeat_marks',
    'import_fills',
    'import_errors',
    'import_rows',
    'import_chunks',
    'imports',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
