import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  // Every grant and revoke of admin rights: who gained or lost them, who decided, through what, when.
  await db.schema
    .createTable('admin_audit')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('grant', 'revoke')`))
    .addColumn('target_uid', 'text', (c) => c.notNull())
    .addColumn('target_email', 'text')
    .addColumn('actor_uid', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('back-office', 'cli', 'admin-emails')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('admin_audit_created_idx')
    .on('admin_audit')
    .columns(['created_at desc', 'id desc'])
    .execute()
  await db.schema
    .createIndex('users_admins_idx')
    .on('users')
    .column('uid')
    .where(sql.ref('is_admin'), '=', true)
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_admins_idx').execute()
  await db.schema.dropTable('admin_audit').execute()
}
