import { sql, type Kysely } from 'kysely'

// Roles in the back office and the log of every look at personal data (docs/decisions/0022).
export async function up(db: Kysely<any>): Promise<void> {
  // Today's admins become owners. `is_admin` stays, derived from the role, for every reader that asks only
  // whether someone may open the back office; a role is written in one place.
  await sql`alter table users add column role text
    check (role in ('owner', 'manager', 'counsellor', 'marketing'))`.execute(db)
  await sql`update users set role = 'owner' where is_admin`.execute(db)
  await sql`drop index if exists users_admins_idx`.execute(db)
  await sql`alter table users drop column is_admin`.execute(db)
  await sql`alter table users add column is_admin boolean generated always as (role is not null) stored`.execute(db)
  await sql`create index users_members_idx on users (uid) where role is not null`.execute(db)

  // A role given to an e-mail nobody has signed in with yet: taken at its first verified sign-in.
  await db.schema
    .createTable('team_invites')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'manager', 'counsellor', 'marketing')`))
    .addColumn('invited_by_uid', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()

  // A role change is audited with the rest; `role` is the role given (null: removed from the team).
  await sql`alter table admin_audit drop constraint if exists admin_audit_action_check`.execute(db)
  await sql`alter table admin_audit add constraint admin_audit_action_check
    check (action in ('grant', 'revoke', 'role', 'invite'))`.execute(db)
  await sql`alter table admin_audit add column role text`.execute(db)
  await sql`alter table admin_audit add column previous_role text`.execute(db)

  // Who read which inquiries' personal data, when and how: ids only, never a name, e-mail or phone.
  await db.schema
    .createTable('access_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('actor_uid', 'text', (c) => c.notNull())
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('inquiry_ids', sql`integer[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('row_count', 'integer')
    .addColumn('detail', 'jsonb')
    .execute()
  await sql`create index access_log_at_idx on access_log (at desc, id desc)`.execute(db)
  await sql`create index access_log_actor_idx on access_log (actor_uid, id desc)`.execute(db)
  await sql`create index access_log_inquiries_idx on access_log using gin (inquiry_ids)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('access_log').execute()
  await sql`alter table admin_audit drop column previous_role, drop column role`.execute(db)
  await db.schema.dropTable('team_invites').execute()
  await sql`drop index if exists users_members_idx`.execute(db)
  await sql`alter table users drop column is_admin`.execute(db)
  await sql`alter table users add column is_admin boolean not null default false`.execute(db)
  await sql`update users set is_admin = role is not null`.execute(db)
  await sql`alter table users drop column role`.execute(db)
  await sql`create index users_admins_idx on users (uid) where is_admin`.execute(db)
}
