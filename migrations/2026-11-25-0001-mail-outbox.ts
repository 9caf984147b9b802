import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  // The e-mails the product owes: written in the same transaction as the inquiry that calls for them, then
  // delivered by the mail sender (src/server/mail). A row is the unit of "exactly once": it is claimed
  // with FOR UPDATE SKIP LOCKED and a lease (next_attempt_at), and finished under the claim's `attempts`.
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('purpose', 'text', (c) =>
      c.notNull().check(sql`purpose in ('lead-alert', 'lead-confirmation', 'digest')`),
    )
    // No foreign key: its check would lock each new inquiry's row again (FOR KEY SHARE) inside the insert
    // that every form waits for. Inquiries are never deleted; the sender skips a row whose inquiry is gone.
    .addColumn('inquiry_id', 'integer')
    // A digest: whose it is and the India day it covers.
    .addColumn('digest_uid', 'text', (c) => c.references('users.uid').onDelete('cascade'))
    // Text, not date: drivers turn a date into a local-time Date, and the day is India's, YYYY-MM-DD.
    .addColumn('digest_day', 'text', (c) => c.check(sql`digest_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`))
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`state in ('pending', 'sent', 'held', 'skipped', 'failed')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // What was sent (or would have been), kept for the back office once the sender has composed it.
    .addColumn('recipients', sql`text[]`)
    .addColumn('subject', 'text')
    .addColumn('body_text', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint(
      'mail_outbox_subject_check',
      sql`(purpose = 'digest') = (digest_uid is not null and digest_day is not null and inquiry_id is null)`,
    )
    .execute()
  // The sender's one question, "what is due?", reads only the pending rows.
  await db.schema
    .createIndex('mail_outbox_due_idx')
    .on('mail_outbox')
    .columns(['next_attempt_at', 'id'])
    .where(sql.ref('state'), '=', 'pending')
    .execute()
  // One digest per admin and day, however many instances try to enqueue it.
  await db.schema
    .createIndex('mail_outbox_digest_idx')
    .on('mail_outbox')
    .columns(['digest_uid', 'digest_day'])
    .unique()
    .where(sql.ref('purpose'), '=', 'digest')
    .execute()
  // The failed ones are few and the back office asks for them; every other state is most of the table,
  // read newest first by the primary key. Each index is paid for by every inquiry's insert.
  await db.schema
    .createIndex('mail_outbox_failed_idx')
    .on('mail_outbox')
    .column('id desc')
    .where(sql.ref('state'), '=', 'failed')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute()
}
