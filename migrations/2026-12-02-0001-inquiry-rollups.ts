import { sql, type Kysely } from 'kysely'

// The back office's counts, charts, speed to contact and funnel from rollups (docs/decisions/0025).
//
// Every statement that writes inquiries appends what it changed, grouped, to inquiry_rollup_deltas: a
// statement-level trigger per event folds its transition table (+1 for each row as it is now, -1 for each
// row as it was), so the intake, triage, contact, erasure, retention, backfills, imports and any later writer
// keep the rollups in their own transaction without knowing of them. Writers only append: no two writers
// ever wait on one rollup row. A compactor (one instance at a time) moves the deltas into the cubes below,
// each at three grains (the India day, the week from Monday, the month), and readers add the deltas not yet
// moved, so an answer is exact at every moment.
//
// Nothing here reads the table: the cubes start empty and inquiries stored before this migration are added
// by a backfill after start (src/server/rollups/rollup-backfill.ts), as far as the highest id of this moment.
// Until it finishes, readers count from the rows. The trigger leaves out the rows the backfill has yet to
// read, so none is counted twice (see fold_inquiry_rollups below).

/** The transition table's rows as the deltas count them. */
const ROW_DELTA = `
  created_day as day, kind, status, channel, program, utm_source, utm_campaign, owner_uid, is_repeat,
  first_contacted_at is not null as contacted,
  floor(date_part('epoch', first_contacted_at - created_at) / 360)::int as contact_tenths,
  floor(date_part('epoch', reached_enrolled_at - created_at) / 8640)::int as enrol_tenths,
  (first_contacted_at is null and first_contact_due_at is not null)::int as open_due,
  (reached_contacted_at is not null)::int as reached_contacted,
  (reached_qualified_at is not null)::int as reached_qualified,
  (reached_enrolled_at is not null)::int as reached_enrolled,
  coalesce(first_contacted_at <= first_contact_due_at, false)::int as within_due,
  coalesce(first_contacted_at > first_contact_due_at, false)::int as late_due,
  coalesce(first_contacted_at <= contact_5m_due_at, false)::int as within_5m,
  coalesce(first_contacted_at > contact_5m_due_at, false)::int as late_5m,
  (first_contacted_at is null and contact_5m_due_at is not null)::int as open_5m,
  coalesce(first_contacted_at <= contact_1h_due_at, false)::int as within_1h,
  coalesce(first_contacted_at > contact_1h_due_at, false)::int as late_1h,
  (first_contacted_at is null and contact_1h_due_at is not null)::int as open_1h,
  coalesce(first_contacted_at is null and (
    (first_contact_due_at is null and (contact_5m_due_at is not null or contact_1h_due_at is not null))
    or contact_5m_due_at > first_contact_due_at or contact_1h_due_at > first_contact_due_at
  ), false)::int as odd`

const DIMENSIONS =
  'day, kind, status, channel, program, utm_source, utm_campaign, owner_uid, is_repeat, contacted, contact_tenths, enrol_tenths'
const MEASURES = [
  'n',
  'open_due',
  'reached_contacted',
  'reached_qualified',
  'reached_enrolled',
  'within_due',
  'late_due',
  'within_5m',
  'late_5m',
  'open_5m',
  'within_1h',
  'late_1h',
  'open_1h',
  'odd',
]

/** Signed sums of each measure over the folded rows, grouped, leaving out the groups where nothing moved. */
function foldFrom(parts: string[]): string {
  const sums = MEASURES.map((m) => `sum(sign * ${m === 'n' ? '1' : m})::int as ${m}`).join(', ')
  const moved = MEASURES.map((m) => `sum(sign * ${m === 'n' ? '1' : m}) <> 0`).join(' or ')
  return `insert into inquiry_rollup_deltas (${DIMENSIONS}, ${MEASURES.join(', ')})
    select ${DIMENSIONS}, ${sums}
    from (${parts.join(' union all ')}) r
    group by ${DIMENSIONS}
    having ${moved}`
}

/** The backfill's fold: the inquiries with ids in (after_id, up_to], as they are now; answers how many. */
const FOLD_ROWS = `create function fold_inquiry_rollups_rows(after_id integer, up_to integer) returns integer
  language sql as $fn$
    with folded as (
      ${foldFrom([`select 1 as sign, ${ROW_DELTA} from inquiries where id > after_id and id <= up_to`])}
      returning n
    )
    select coalesce(sum(n), 0)::int from folded
  $fn$`

const kept = (table: string, sign: 1 | -1) =>
  `select ${sign} as sign, ${ROW_DELTA} from ${table} where not (id > lo and id <= hi)`

/**
 * One trigger function per event. The rows the rollup backfill has not read yet (ids in its ledger's
 * (after_id, until_id]) are left to it: it will read them as they are then. A statement touching such rows
 * holds a shared advisory lock to its commit, which each backfill batch takes exclusively before it reads,
 * so a batch never reads past a row whose change is still uncommitted and was left out here (the batch
 * waits for it), and a statement that waited reads the ledger again and counts what the batch did not.
 */
function triggerFunction(name: string, tables: { old?: boolean; new?: boolean }): string {
  const touched = [
    ...(tables.new ? ['select id from new_rows'] : []),
    ...(tables.old ? ['select id from old_rows'] : []),
  ].join(' union all ')
  const parts = [...(tables.new ? [kept('new_rows', 1)] : []), ...(tables.old ? [kept('old_rows', -1)] : [])]
  return `create function ${name}() returns trigger language plpgsql as $fn$
    declare
      lo int := 0;
      hi int := 0;
      ledger record;
    begin
      select after_id, until_id, finished_at into ledger from backfills where name = 'inquiry-rollups';
      if found and ledger.finished_at is null then
        if exists (select 1 from (${touched}) t where t.id > ledger.after_id and t.id <= ledger.until_id) then
          perform pg_advisory_xact_lock_shared(hashtext('inquiry-rollups'));
          select after_id, until_id, finished_at into ledger from backfills where name = 'inquiry-rollups';
          if ledger.finished_at is null then
            lo := ledger.after_id;
            hi := ledger.until_id;
          end if;
        end if;
      end if;
      ${foldFrom(parts)};
      return null;
    end
  $fn$`
}

/** A cube: its dimensions (besides grain and period) and measures. Its unique key is all of its dimensions. */
const CUBES: Record<string, { dimensions: string[]; measures: string[] }> = {
  // Every filter of the table at once: what the smaller cubes cannot answer.
  inquiry_rollup_all: {
    dimensions: ['kind', 'status', 'channel', 'program', 'utm_source', 'owner_uid', 'is_repeat', 'contacted'],
    measures: ['n', 'open_due'],
  },
  inquiry_rollup_core: {
    dimensions: ['kind', 'status', 'channel', 'owner_uid', 'is_repeat', 'contacted'],
    measures: ['n', 'open_due'],
  },
  inquiry_rollup_program: {
    dimensions: ['kind', 'status', 'program', 'owner_uid'],
    measures: ['n', 'open_due'],
  },
  inquiry_rollup_source: {
    dimensions: ['kind', 'status', 'utm_source', 'owner_uid'],
    measures: ['n', 'open_due'],
  },
  // Speed to contact: per owner and time to first contact (tenths of an hour; null while uncontacted).
  inquiry_rollup_speed: {
    dimensions: ['owner_uid', 'contact_tenths'],
    measures: [
      'n',
      'within_due',
      'late_due',
      'open_due',
      'within_5m',
      'late_5m',
      'open_5m',
      'within_1h',
      'late_1h',
      'open_1h',
      'odd',
    ],
  },
  // The funnel, per group it offers: stages reached and the times to first contact and to enrolment.
  inquiry_rollup_funnel_source: {
    dimensions: ['utm_source', 'owner_uid', 'contact_tenths', 'enrol_tenths'],
    measures: ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled'],
  },
  inquiry_rollup_funnel_campaign: {
    dimensions: ['utm_campaign', 'owner_uid', 'contact_tenths', 'enrol_tenths'],
    measures: ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled'],
  },
  inquiry_rollup_funnel_program: {
    dimensions: ['program', 'owner_uid', 'contact_tenths', 'enrol_tenths'],
    measures: ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled'],
  },
}

const COLUMN_TYPES: Record<string, string> = {
  kind: 'text not null',
  status: 'text not null',
  channel: 'text not null',
  program: 'text not null',
  utm_source: 'text',
  utm_campaign: 'text',
  owner_uid: 'text',
  is_repeat: 'boolean not null',
  contacted: 'boolean not null',
  contact_tenths: 'integer',
  enrol_tenths: 'integer',
}

export async function up(db: Kysely<any>): Promise<void> {
  // No index: it is appended to by writers and read whole (it holds what the last seconds changed).
  await sql
    .raw(
      `create table inquiry_rollup_deltas (
        day date not null,
        ${Object.entries(COLUMN_TYPES)
          .map(([c, t]) => `${c} ${t}`)
          .join(', ')},
        ${MEASURES.map((m) => `${m} integer not null`).join(', ')}
      )`,
    )
    .execute(db)
  for (const [name, cube] of Object.entries(CUBES)) {
    // grain: d (the India day), w (the week from its Monday), m (the month from its 1st); period: its first day.
    await sql
      .raw(
        `create table ${name} (
          grain "char" not null check (grain in ('d', 'w', 'm')),
          period date not null,
          ${cube.dimensions.map((d) => `${d} ${COLUMN_TYPES[d]}`).join(', ')},
          ${cube.measures.map((m) => `${m} integer not null`).join(', ')}
        )`,
      )
      .execute(db)
    await sql
      .raw(
        `create unique index ${name}_key on ${name} (grain, period, ${cube.dimensions.join(', ')}) nulls not distinct`,
      )
      .execute(db)
  }
  await sql.raw(triggerFunction('fold_inquiry_rollups_insert', { new: true })).execute(db)
  await sql.raw(triggerFunction('fold_inquiry_rollups_update', { old: true, new: true })).execute(db)
  await sql.raw(triggerFunction('fold_inquiry_rollups_delete', { old: true })).execute(db)
  await sql.raw(FOLD_ROWS).execute(db)
  await sql`create trigger inquiries_rollups_insert after insert on inquiries
    referencing new table as new_rows for each statement execute function fold_inquiry_rollups_insert()`.execute(db)
  await sql`create trigger inquiries_rollups_update after update on inquiries
    referencing old table as old_rows new table as new_rows
    for each statement execute function fold_inquiry_rollups_update()`.execute(db)
  await sql`create trigger inquiries_rollups_delete after delete on inquiries
    referencing old table as old_rows for each statement execute function fold_inquiry_rollups_delete()`.execute(db)
  // Emptied at once (a restore, a test's fresh start): nothing is left to count, nor to fill.
  await sql
    .raw(
      `create function clear_inquiry_rollups() returns trigger language plpgsql as $$
      begin
        truncate inquiry_rollup_deltas, ${Object.keys(CUBES).join(', ')};
        update backfills set finished_at = coalesce(finished_at, now()) where name = 'inquiry-rollups';
        return null;
      end $$`,
    )
    .execute(db)
  await sql`create trigger inquiries_rollups_truncate after truncate on inquiries
    for each statement execute function clear_inquiry_rollups()`.execute(db)
  // Inquiries stored until now, for the backfill. The triggers exist from this transaction on, and it holds
  // the table's lock from the first trigger to its commit, so every row is counted by one or the other.
  // A table with no inquiry yet needs none: its rollups are exact from the start.
  await sql`insert into backfills (name, until_id, finished_at)
    select 'inquiry-rollups', coalesce(max(id), 0), case when max(id) is null then now() end from inquiries`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger inquiries_rollups_insert on inquiries`.execute(db)
  await sql`drop trigger inquiries_rollups_update on inquiries`.execute(db)
  await sql`drop trigger inquiries_rollups_delete on inquiries`.execute(db)
  await sql`drop trigger inquiries_rollups_truncate on inquiries`.execute(db)
  await sql`drop function clear_inquiry_rollups()`.execute(db)
  await sql`drop function fold_inquiry_rollups_insert()`.execute(db)
  await sql`drop function fold_inquiry_rollups_update()`.execute(db)
  await sql`drop function fold_inquiry_rollups_delete()`.execute(db)
  await sql`drop function fold_inquiry_rollups_rows(integer, integer)`.execute(db)
  for (const name of Object.keys(CUBES)) await sql.raw(`drop table ${name}`).execute(db)
  await sql`drop table inquiry_rollup_deltas`.execute(db)
  await sql`delete from backfills where name = 'inquiry-rollups'`.execute(db)
}
