import { sql, type Kysely } from 'kysely'

// The funnel from cubes (docs/decisions/0025, "The funnel from histograms"). The three funnel cubes keyed
// by group, owner and both times in tenths held about as many cells as the inquiries they summed; a median
// needs neither the joint histogram nor every tenth. Per group (UTM source, campaign, program), five cubes
// replace each:
// - hours: the stages' counts per hour to first contact (the coarse histogram that finds the median's hour),
// - enrol: the days to enrolment in tenths (some eighty values),
// - both again with the owner, for a counsellor's scope (the plain ones sum every owner, for everyone else),
// - tenths: the tenths to first contact with the owner, keyed by hour first, so a reader takes only the
//   median's hour of it.
// Besides days, weeks and months, they sum quarters: a year is then three or four quarters and its ragged
// ends, about half the periods of months alone. They are filled here from the cubes they replace, under the compactor's lock so that no delta moves
// meanwhile; from here on the compactor moves deltas into them. The deltas gain their hour as a generated
// column, so cubes and deltas are read alike.
const GROUPS: Record<string, { column: string; type: string }> = {
  source: { column: 'utm_source', type: 'text' },
  campaign: { column: 'utm_campaign', type: 'text' },
  program: { column: 'program', type: 'text not null' },
}
const STAGES = ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled']
const HOUR = 'floor(contact_tenths / 10.0)::int'
/** A joint cube's columns after grain and period, in its table's order. */
const jointColumns = (group: string) => [
  GROUPS[group]!.column,
  'owner_uid',
  'contact_tenths',
  'enrol_tenths',
  ...STAGES,
]

interface NewCube {
  name: string
  /** Column and type, in the table's order. */
  columns: [string, string][]
  measures: string[]
  /** The unique key after grain, when not the period and then the columns. */
  key?: string[]
  /** The group whose joint cube it is summed from. */
  from: string
}

const OWNER: [string, string] = ['owner_uid', 'text']
const HOURS: [string, string] = ['contact_hours', 'integer']
const ENROL: [string, string] = ['enrol_tenths', 'integer']

function cubesOf(group: string): NewCube[] {
  const { column, type } = GROUPS[group]!
  const key: [string, string] = [column, type]
  const from = group
  return [
    { name: `inquiry_rollup_funnel_hours_${group}`, columns: [key, HOURS], measures: STAGES, from },
    // Per owner, the owner first: a counsellor's scope reads two owners' periods, not every owner's.
    {
      name: `inquiry_rollup_funnel_hours_${group}_owner`,
      columns: [OWNER, key, HOURS],
      measures: STAGES,
      key: ['owner_uid', 'period', column, 'contact_hours'],
      from,
    },
    { name: `inquiry_rollup_funnel_enrol_${group}`, columns: [key, ENROL], measures: ['n'], from },
    {
      name: `inquiry_rollup_funnel_enrol_${group}_owner`,
      columns: [OWNER, key, ENROL],
      measures: ['n'],
      key: ['owner_uid', 'period', column, 'enrol_tenths'],
      from,
    },
    // The hour first, then the period: a reader takes one hour of many periods.
    {
      name: `inquiry_rollup_funnel_tenths_${group}`,
      columns: [HOURS, key, OWNER, ['contact_tenths', 'integer']],
      measures: ['n'],
      key: ['contact_hours', 'period', column, 'owner_uid', 'contact_tenths'],
      from,
    },
  ]
}

/** The funnel by owner: summed over the sources. */
const BY_OWNER: NewCube[] = [
  {
    name: 'inquiry_rollup_funnel_hours_owner',
    columns: [OWNER, HOURS],
    measures: STAGES,
    from: 'source',
  },
  {
    name: 'inquiry_rollup_funnel_enrol_owner',
    columns: [OWNER, ENROL],
    measures: ['n'],
    from: 'source',
  },
]

const NEW = [...Object.keys(GROUPS).flatMap(cubesOf), ...BY_OWNER]
const OLD = Object.keys(GROUPS).map((g) => `inquiry_rollup_funnel_${g}`)
const KEPT = [
  'inquiry_rollup_deltas',
  'inquiry_rollup_all',
  'inquiry_rollup_core',
  'inquiry_rollup_program',
  'inquiry_rollup_source',
  'inquiry_rollup_speed',
  'inquiry_rollup_program_owner',
  'inquiry_rollup_source_owner',
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

function createCube(cube: NewCube): string[] {
  const key = ['grain', ...(cube.key ?? ['period', ...cube.columns.map(([c]) => c)])]
  return [
    `create table ${cube.name} (
      grain "char" not null check (grain in ('d', 'w', 'm', 'q')),
      period date not null,
      ${cube.columns.map(([c, t]) => `${c} ${t}`).join(', ')},
      ${cube.measures.map((m) => `${m} integer not null`).join(', ')}
    ) with (fillfactor = 80)`,
    `create unique index ${cube.name}_key on ${cube.name} (${key.join(', ')}) nulls not distinct`,
  ]
}

/**
 * The new cube's cells summed from the old one's (same group): what it would hold had it always existed.
 * Its quarters are the old cube's months summed.
 */
function fillCube(cube: NewCube): string {
  const names = cube.columns.map(([c]) => c)
  const columns = names.map((c) => (c === 'contact_hours' ? HOUR : c)).join(', ')
  const joint = `inquiry_rollup_funnel_${cube.from}`
  return `insert into ${cube.name} (grain, period, ${names.join(', ')}, ${cube.measures.join(', ')})
    select grain, period, ${columns}, ${cube.measures.map((m) => `sum(${m})::int`).join(', ')}
    from (
      select grain, period, ${jointColumns(cube.from).join(', ')} from ${joint}
      union all
      select 'q', date_trunc('quarter', period)::date, ${jointColumns(cube.from).join(', ')} from ${joint}
      where grain = 'm'
    ) old
    group by grain, period, ${columns}
    having ${cube.measures.map((m) => `sum(${m}) <> 0`).join(' or ')}`
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('inquiry-rollups-compact'))`.execute(db)
  await sql
    .raw(`alter table inquiry_rollup_deltas add column contact_hours integer generated always as (${HOUR}) stored`)
    .execute(db)
  for (const cube of NEW) {
    for (const statement of createCube(cube)) await sql.raw(statement).execute(db)
    await sql.raw(fillCube(cube)).execute(db)
  }
  await sql.raw(clearFunction([...KEPT, ...NEW.map((c) => c.name)])).execute(db)
  for (const old of OLD) await sql.raw(`drop table ${old}`).execute(db)
}

/**
 * The joint histograms cannot be rebuilt from the new cubes: the rollups are counted again from the rows.
 * With writers kept out by the table's lock, every cube and delta is emptied and every inquiry folded into
 * the deltas as it is now (the backfill's own fold), which the compactor then moves; the backfill has
 * nothing left to do.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`lock table inquiries in share row exclusive mode`.execute(db)
  await sql`select pg_advisory_xact_lock(hashtext('inquiry-rollups-compact'))`.execute(db)
  for (const cube of NEW) await sql.raw(`drop table if exists ${cube.name}`).execute(db)
  for (const [group, { column, type }] of Object.entries(GROUPS)) {
    const name = `inquiry_rollup_funnel_${group}`
    await sql
      .raw(
        `create table ${name} (
          grain "char" not null check (grain in ('d', 'w', 'm')), period date not null,
          ${column} ${type}, owner_uid text, contact_tenths integer, enrol_tenths integer,
          ${STAGES.map((m) => `${m} integer not null`).join(', ')}
        ) with (fillfactor = 80)`,
      )
      .execute(db)
    await sql
      .raw(
        `create unique index ${name}_key on ${name}
          (grain, period, ${column}, owner_uid, contact_tenths, enrol_tenths) nulls not distinct`,
      )
      .execute(db)
  }
  await sql`alter table inquiry_rollup_deltas drop column contact_hours`.execute(db)
  await sql.raw(clearFunction([...KEPT, ...OLD])).execute(db)
  await sql.raw(`truncate ${[...KEPT, ...OLD].join(', ')}`).execute(db)
  await sql`select fold_inquiry_rollups_rows(0, coalesce((select max(id) from inquiries), 0))`.execute(db)
  await sql`update backfills set after_id = until_id, finished_at = coalesce(finished_at, now())
    where name = 'inquiry-rollups'`.execute(db)
}
