import { sql, type Kysely } from 'kysely'

// The importer's one summary e-mail when an import ends (issue 31, docs/decisions/0028): a new outbox purpose,
// tied to its import by `import_id`. Quick on a large outbox: the column has no default (no rewrite), the
// checks are NOT VALID (no scan under the lock; every existing row satisfies them), and the index holds only
// the summaries.
export async function up(db: Kysely<any>): Promise<void> {
  // A foreign key, unlike inquiry_id's: a summary is written once per import, in the transaction that already
  // holds the import's row, and the import's own deletion (an upload cut off) finds its summary by the index.
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('import_id', 'integer', (c) => c.references('imports.id').onDelete('cascade'))
    .execute()
  await sql`alter table mail_outbox drop constraint mail_outbox_purpose_check`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_purpose_check check (
    purpose in ('lead-alert', 'lead-confirmation', 'digest', 'follow-up-reminder', 'late-lead', 'import-summary')
  ) not valid`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_import_check
    check ((purpose = 'import-summary') = (import_id is not null)) not valid`.execute(db)
  // One summary per import, however the import ends or is retried.
  await db.schema
    .createIndex('mail_outbox_import_idx')
    .on('mail_outbox')
    .column('import_id')
    .unique()
    .where(sql.ref('import_id'), 'is not', null)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_import_idx').execute()
  await sql`delete from mail_outbox where purpose = 'import-summary'`.execute(db)
  await sql`alter table mail_outbox drop constraint mail_outbox_import_check`.execute(db)
  await sql`alter table mail_outbox drop constraint mail_outbox_purpose_check`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_purpose_check
    check (purpose in ('lead-alert', 'lead-confirmation', 'digest', 'follow-up-reminder', 'late-lead')) not valid`.execute(
    db,
  )
  await db.schema.alterTable('mail_outbox').dropColumn('import_id').execute()
}
