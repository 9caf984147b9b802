import { sql, type Kysely } from 'kysely'

// The admissions desk: each inquiry's first-contact deadline and first contact, its one open follow-up,
// contact attempts in the history, admins taking new leads, and the desk's e-mails (a morning reminder
// per owner, one alert per late lead). Every statement here is quick on a table of a million inquiries:
// the new columns have no default (no rewrite), the new checks are NOT VALID (no scan under the lock; the
// old rows satisfy them by construction), and the new indexes are partial over what is rare. Existing
// inquiries get their deadline and first contact after the migration, a batch at a time, outside its lock
// (src/server/inquiries/first-contact-backfill.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('inquiries')
    .addColumn('first_contact_due_at', 'timestamptz')
    .addColumn('first_contacted_at', 'timestamptz')
    .addColumn('follow_up_at', 'timestamptz')
    .addColumn('follow_up_note', 'text')
    .execute()
  // Both indexes hold only rare rows: open follow-ups, and leads with a deadline not yet contacted. Their
  // predicates match no row yet, so each build is one pass over the table (about 0.6 s at a million rows)
  // with nothing to sort. "Whose follow-ups are due" (My day, the reminders, the followUp filter) reads the
  // first; a filter without an owner reads the whole of it, which is small.
  await db.schema
    .createIndex('inquiries_follow_up_idx')
    .on('inquiries')
    .columns(['owner_uid', 'follow_up_at'])
    .where(sql.ref('follow_up_at'), 'is not', null)
    .execute()
  // Late and due leads, My day and the late-lead alerts: their `first_contact_due_at < now()` implies the
  // second half of the predicate.
  await db.schema
    .createIndex('inquiries_first_contact_due_idx')
    .on('inquiries')
    .columns(['first_contact_due_at', 'owner_uid'])
    .where(sql<boolean>`first_contacted_at is null and first_contact_due_at is not null`)
    .execute()

  await db.schema.alterTable('inquiry_events').addColumn('note', 'text').execute()
  await sql`alter table inquiry_events drop constraint inquiry_events_action_check`.execute(db)
  await sql`alter table inquiry_events add constraint inquiry_events_action_check
    check (action in ('status', 'owner', 'note', 'opened', 'contact', 'follow-up', 'follow-up-done')) not valid`.execute(
    db,
  )

  // Admins who take new leads share them round-robin: the sequence numbers arrivals across instances.
  await db.schema
    .alterTable('users')
    .addColumn('taking_leads', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute()
  await sql`create sequence inquiry_rotation_seq as bigint`.execute(db)

  await sql`alter table mail_outbox drop constraint mail_outbox_purpose_check`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_purpose_check
    check (purpose in ('lead-alert', 'lead-confirmation', 'digest', 'follow-up-reminder', 'late-lead')) not valid`.execute(
    db,
  )
  await sql`alter table mail_outbox drop constraint mail_outbox_subject_check`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_subject_check check (
    (purpose in ('digest', 'follow-up-reminder')) = (digest_uid is not null and digest_day is not null and inquiry_id is null)
  ) not valid`.execute(db)
  // One reminder per owner and day, and one late alert per inquiry, however many instances try.
  await db.schema
    .createIndex('mail_outbox_reminder_idx')
    .on('mail_outbox')
    .columns(['digest_uid', 'digest_day'])
    .unique()
    .where(sql.ref('purpose'), '=', 'follow-up-reminder')
    .execute()
  await db.schema
    .createIndex('mail_outbox_late_lead_idx')
    .on('mail_outbox')
    .column('inquiry_id')
    .unique()
    .where(sql.ref('purpose'), '=', 'late-lead')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('mail_outbox_late_lead_idx').execute()
  await db.schema.dropIndex('mail_outbox_reminder_idx').execute()
  await sql`delete from mail_outbox where purpose in ('follow-up-reminder', 'late-lead')`.execute(db)
  await sql`alter table mail_outbox drop constraint mail_outbox_subject_check`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_subject_check
    check ((purpose = 'digest') = (digest_uid is not null and digest_day is not null and inquiry_id is null))`.execute(
    db,
  )
  await sql`alter table mail_outbox drop constraint mail_outbox_purpose_check`.execute(db)
  await sql`alter table mail_outbox add constraint mail_outbox_purpose_check
    check (purpose in ('lead-alert', 'lead-confirmation', 'digest'))`.execute(db)
  await sql`drop sequence inquiry_rotation_seq`.execute(db)
  await db.schema.alterTable('users').dropColumn('taking_leads').execute()
  await sql`delete from inquiry_events where action in ('contact', 'follow-up', 'follow-up-done')`.execute(db)
  await sql`alter table inquiry_events drop constraint inquiry_events_action_check`.execute(db)
  await sql`alter table inquiry_events add constraint inquiry_events_action_check
    check (action in ('status', 'owner', 'note', 'opened'))`.execute(db)
  await db.schema.alterTable('inquiry_events').dropColumn('note').execute()
  await db.schema.dropIndex('inquiries_first_contact_due_idx').execute()
  await db.schema.dropIndex('inquiries_follow_up_idx').execute()
  await db.schema
    .alterTable('inquiries')
    .dropColumn('first_contact_due_at')
    .dropColumn('first_contacted_at')
    .dropColumn('follow_up_at')
    .dropColumn('follow_up_note')
    .execute()
}
