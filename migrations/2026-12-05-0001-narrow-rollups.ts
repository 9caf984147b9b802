import { sql, type Kysely } from 'kysely'

// Charts by program or by UTM source over all time read two years of weekly periods from cubes that also key
// on kind and status, some 300,000 rows (docs/decisions/0025); charts with no filter but the grouping (and a
// counsellor's scope) need neither. Two narrow cubes, filled here from the wide ones they sum, under the
// compactor's lock so that no delta moves meanwhile; from here on the compactor moves deltas into every
// cube src/server/rollups/cubes.ts lists, these included.
const NARROW: Record<string, { from: string; dimensions: string[] }> = {
  inquiry_rollup_program_owner: { from: 'inquiry_rollup_program', dimensions: ['program', 'owner_uid'] },
  inquiry_rollup_source_owner: { from: 'inquiry_rollup_source', dimensions: ['utm_source', 'owner_uid'] },
}
const COLUMN_TYPES: Record<string, string> = { program: 'text not null', utm_source: 'text', owner_uid: 'text' }
const MEASURES = ['n', 'open_due']
const EARLIER = [
  'inquiry_rollup_deltas',
  'inquiry_rollup_all',
  'inquiry_rollup_core',
  'inquiry_rollup_program',
  'inquiry_rollup_source',
  'inquiry_rollup_speed',
  'inquiry_rollup_funnel_source',
  'inquiry_rollup_funnel_campaign',
  'inquiry_rollup_funnel_program',
]

/** TRUNCATE of inquiries empties every rollup table named (as 2026-12-02-0001 defined it). */
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
  for (const [name, cube] of Object.entries(NARROW)) {
    const dims = cube.dimensions.join(', ')
    await sql
      .raw(
        `create table ${name} (
          grain "char" not null check (grain in ('d', 'w', 'm')),
          period date not null,
          ${cube.dimensions.map((d) => `${d} ${COLUMN_TYPES[d]}`).join(', ')},
          ${MEASURES.map((m) => `${m} integer not null`).join(', ')}
        )`,
      )
      .execute(db)
    await sql.raw(`create unique index ${name}_key on ${name} (grain, period, ${dims}) nulls not distinct`).execute(db)
    await sql
      .raw(
        `insert into ${name} (grain, period, ${dims}, ${MEASURES.join(', ')})
        select grain, period, ${dims}, ${MEASURES.map((m) => `sum(${m})::int`).join(', ')}
        from ${cube.from} group by grain, period, ${dims}
        having ${MEASURES.map((m) => `sum(${m}) <> 0`).join(' or ')}`,
      )
      .execute(db)
  }
  await sql.raw(clearFunction([...EARLIER, ...Object.keys(NARROW)])).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(clearFunction(EARLIER)).execute(db)
  for (const name of Object.keys(NARROW)) await sql.raw(`drop table ${name}`).execute(db)
}
