import { sql, type Kysely } from 'kysely'

// Speed to contact reads hours first (docs/decisions/0025, "Speed to contact by hours"): the speed cube
// keeps a cell per owner and tenth of an hour to first contact, some 3,300 a week at a million, and a call
// read twelve weeks of them. This cube holds the same measures per owner and whole hour (about a fifth of
// the cells); a reader takes from the tenths cube only the hours its medians fall in, as the funnel does.
// Filled from the speed cube it sums, under the compactor's lock, at the same three grains. The speed cube
// gains an index by hour, so those hours' tenths are read as ranges of it, not filtered from every cell.
const MEASURES = [
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
]
const CUBE = 'inquiry_rollup_speed_hours'
/** The hour of a tenth, as the deltas' generated column and the reader write it. */
const HOUR = 'floor(contact_tenths / 10.0)::int'

/** Every rollup table before this migration, which TRUNCATE of inquiries empties (2026-12-08-0001). */
const KEPT = [
  'inquiry_rollup_deltas',
  'inquiry_rollup_all',
  'inquiry_rollup_core',
  'inquiry_rollup_program',
  'inquiry_rollup_source',
  'inquiry_rollup_speed',
  'inquiry_rollup_program_owner',
  'inquiry_rollup_source_owner',
  ...['source', 'campaign', 'program', 'channel'].flatMap((g) => [
    `inquiry_rollup_funnel_hours_${g}`,
    `inquiry_rollup_funnel_hours_${g}_owner`,
    `inquiry_rollup_funnel_enrol_${g}`,
    `inquiry_rollup_funnel_enrol_${g}_owner`,
    `inquiry_rollup_funnel_tenths_${g}`,
  ]),
  'inquiry_rollup_funnel_hours_owner',
  'inquiry_rollup_funnel_enrol_owner',
]

function clearFunction(tables: string[]): string {
  return `create or replace function clear_inquiry_rollups() returns trigger language plpgsql as $$
    begin
      truncate ${tables.join(', ')};
      update backfills set finished_at = coalesce(finished_at, now()) where name = 'inquiry-rollups';
      return null;
    end $$`
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('inquiry-rollups-compact'))`.execute(db)
  await sql
    .raw(
      `create table ${CUBE} (
        grain "char" not null check (grain in ('d', 'w', 'm')),
        period date not null,
        owner_uid text,
        contact_hours integer,
        ${MEASURES.map((m) => `${m} integer not null`).join(', ')}
      ) with (fillfactor = 80)`,
    )
    .execute(db)
  await sql
    .raw(`create unique index ${CUBE}_key on ${CUBE} (grain, period, owner_uid, contact_hours) nulls not distinct`)
    .execute(db)
  await sql
    .raw(
      `insert into ${CUBE} (grain, period, owner_uid, contact_hours, ${MEASURES.join(', ')})
        select grain, period, owner_uid, ${HOUR},
          ${MEASURES.map((m) => `sum(${m})::int`).join(', ')}
        from inquiry_rollup_speed
        group by grain, period, owner_uid, ${HOUR}
        having ${MEASURES.map((m) => `sum(${m}) <> 0`).join(' or ')}`,
    )
    .execute(db)
  await sql.raw(`create index inquiry_rollup_speed_hour on inquiry_rollup_speed (grain, (${HOUR}), period)`).execute(db)
  await sql.raw(clearFunction([...KEPT, CUBE])).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('inquiry-rollups-compact'))`.execute(db)
  await sql.raw(clearFunction(KEPT)).execute(db)
  await sql.raw(`drop table ${CUBE}`).execute(db)
  await sql.raw('drop index inquiry_rollup_speed_hour').execute(db)
}
