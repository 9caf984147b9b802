import { sql, type Kysely } from 'kysely'

// What the back office hears live (docs/decisions/0023): each new inquiry, each change by a member, each
// follow-up falling due. Written in the transaction of what it tells, announced with NOTIFY at commit, and
// kept a day so that a client reconnecting after a drop or a restart receives what it missed.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('live_events')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('inquiry.created', 'inquiry.changed', 'followUp.due')`),
    )
    .addColumn('inquiry_id', 'integer', (c) => c.notNull())
    // The owner after the event, and before it when it moved the inquiry: who may hear of it.
    .addColumn('owner_uid', 'text')
    .addColumn('previous_owner_uid', 'text')
    .addColumn('by_uid', 'text')
    .addColumn('by_name', 'text')
    // What changed ({ action, to }): a status or an owner, never a note's text.
    .addColumn('change', 'jsonb')
    .execute()
  await sql`create index live_events_at_idx on live_events (at)`.execute(db)
  // Where the follow-ups' due announcements got to: one instance at a time claims the next window.
  await sql`insert into settings (name, value) values ('live-follow-ups-due-until', now()::text)
    on conflict (name) do nothing`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from settings where name = 'live-follow-ups-due-until'`.execute(db)
  await db.schema.dropTable('live_events').execute()
}
