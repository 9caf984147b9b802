import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text')
    .addColumn('display_name', 'text')
    .addColumn('photo_url', 'text')
    .addColumn('phone_number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('users_email_idx')
    .on('users')
    .expression(sql`lower(email)`)
    .execute()

  await db.schema
    .createTable('inquiries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('information', 'enrollment', 'contact')`))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('new')
        .check(sql`status in ('new', 'contacted', 'qualified', 'enrolled', 'closed')`),
    )
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('education', 'text')
    .addColumn('message', 'text')
    .addColumn('inquiry_type', 'text')
    .addColumn('user_id', 'text')
    .addColumn('course_level', 'text')
    .addColumn('course_duration', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('referrer', 'text')
    .addColumn('landing_page', 'text')
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('site', 'webservice')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // Words of name, e-mail, phone, program and message, for the admin table's text search.
    .addColumn('search', sql`tsvector`, (c) =>
      c
        .generatedAlwaysAs(
          sql`to_tsvector('simple', full_name || ' ' || email || ' ' || replace(email, '@', ' ') || ' ' || phone || ' ' || program || ' ' || coalesce(message, ''))`,
        )
        .stored(),
    )
    .execute()

  // The admin table lists newest first and filters by kind, status, program and date: each filter gets
  // an index that also serves the sort, so a page over a million rows reads only what it shows.
  await db.schema.createIndex('inquiries_created_idx').on('inquiries').columns(['created_at desc', 'id desc']).execute()
  await db.schema
    .createIndex('inquiries_kind_created_idx')
    .on('inquiries')
    .columns(['kind', 'created_at desc'])
    .execute()
  await db.schema
    .createIndex('inquiries_status_created_idx')
    .on('inquiries')
    .columns(['status', 'created_at desc'])
    .execute()
  await db.schema
    .createIndex('inquiries_program_created_idx')
    .on('inquiries')
    .columns(['program', 'created_at desc'])
    .execute()
  await db.schema
    .createIndex('inquiries_email_idx')
    .on('inquiries')
    .expression(sql`lower(email)`)
    .execute()
  await db.schema
    .createIndex('inquiries_user_idx')
    .on('inquiries')
    .column('user_id')
    .where('user_id', 'is not', null)
    .execute()
  await db.schema.createIndex('inquiries_search_idx').on('inquiries').using('gin').column('search').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('inquiries').execute()
  await db.schema.dropTable('users').execute()
}
