import { sql, type Kysely } from 'kysely'

// The funnel by channel from cubes of its own (docs/decisions/0025, "The funnel by channel"): the five cubes
// each other grouping has (2026-12-07-0001), keyed by channel. No cube held the channel beside the times, so
// they are counted from the rows: what the rows hold less the deltas not yet moved, both read in one
// statement (one snapshot), under the compactor's lock so that no delta moves until this commits; then the
// compactor moves every delta into them as into the rest. Writers are not held up: the rows are read, not
// locked. The rows a rollup backfill has yet to read are left to it, as its trigger leaves them.
const STAGES = ['n', 'reached_contacted', 'reached_qualified', 'reached_enrolled']
const HOUR = 'floor(contact_tenths / 10.0)::int'

interface NewCube {
  name: string
  /** Column and type, in the table's order. */
  columns: [string, string][]
  measures: string[]
  /** The unique key after grain, when not the period and then the columns. */
  key?: string[]
}

const CHANNEL: [string, string] = ['channel', 'text not null']
const OWNER: [string, string] = ['owner_uid', 'text']
const HOURS: [string, string] = ['contact_hours', 'integer']
const ENROL: [string, string] = ['enrol_tenths', 'integer']

const NEW: NewCube[] = [
  { name: 'inquiry_rollup_funnel_hours_channel', columns: [CHANNEL, HOURS], measures: STAGES },
  {
    name: 'inquiry_rollup_funnel_hours_channel_owner',
    columns: [OWNER, CHANNEL, HOURS],
    measures: STAGES,
    key: ['owner_uid', 'period', 'channel', 'contact_hours'],
  },
  { name: 'inquiry_rollup_funnel_enrol_channel', columns: [CHANNEL, ENROL], measures: ['n'] },
  {
    name: 'inquiry_rollup_funnel_enrol_channel_owner',
    columns: [OWNER, CHANNEL, ENROL],
    measures: ['n'],
    key: ['owner_uid', 'period', 'channel', 'enrol_tenths'],
  },
  {
    name: 'inquiry_rollup_funnel_tenths_channel',
    columns: [HOURS, CHANNEL, OWNER, ['contact_tenths', 'integer']],
    measures: ['n'],
    key: ['contact_hours', 'period', 'channel', 'owner_uid', 'contact_tenths'],
  },
]

/** Every rollup table before this migration, which TRUNCATE of inquiries empties (2026-12-07-0001). */
const KEPT = [
  'inquiry_rollup_deltas',
  'inquiry_rollup_all',
  'inquiry_rollup_core',
  'inquiry_rollup_program',
  'inquiry_rollup_source',
  'inquiry_rollup_speed',
  'inquiry_rollup_program_owner',
  'inquiry_rollup_source_owner',
  ...['source', 'campaign', 'program'].flatMap((g) => [
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
 * The cells the cubes have summed so far, per day: every inquiry as it is now (as the deltas count it,
 * 2026-12-02-0001) less the deltas not yet moved. One statement, so rows and deltas are one snapshot.
 */
const COUNTED = `create temporary table funnel_channel_counted on commit drop as
  select day, channel, owner_uid, contact_tenths, enrol_tenths,
    ${STAGES.map((m) => `sum(${m})::int as ${m}`).join(', ')}
  from (
    select created_day as day, channel, owner_uid,
      floor(date_part('epoch', first_contacted_at - created_at) / 360)::int as contact_tenths,
      floor(date_part('epoch', reached_enrolled_at - created_at) / 8640)::int as enrol_tenths,
      1 as n,
      (reached_contacted_at is not null)::int as reached_contacted,
      (reached_qualified_at is not null)::int as reached_qualified,
      (reached_enrolled_at is not null)::int as reached_enrolled
    from inquiries
    where not exists (
      select 1 from backfills b
      where b.name = 'inquiry-rollups' and b.finished_at is null and id > b.after_id and id <= b.until_id
    )
    union all
    select day, channel, owner_uid, contact_tenths, enrol_tenths, ${STAGES.map((m) => `-${m}`).join(', ')}
    from inquiry_rollup_deltas
  ) r
  group by day, channel, owner_uid, contact_tenths, enrol_tenths`

/** A new cube's cells at every grain it sums (days, weeks from Monday, months, quarters). */
function fillCube(cube: NewCube): string {
  const names = cube.columns.map(([c]) => c)
  const columns = names.map((c) => (c === 'contact_hours' ? HOUR : c)).join(', ')
  return `insert into ${cube.name} (grain, period, ${names.join(', ')}, ${cube.measures.join(', ')})
    select g.grain, g.period, ${columns}, ${cube.measures.map((m) => `sum(${m})::int`).join(', ')}
    from funnel_channel_counted t
    cross join lateral (values
      ('d'::"char", t.day),
      ('w'::"char", t.day - (extract(isodow from t.day)::int - 1)),
      ('m'::"char", date_trunc('month', t.day)::date),
      ('q'::"char", date_trunc('quarter', t.day)::date)
    ) as g(grain, period)
    group by g.grain, g.period, ${columns}
    having ${cube.measures.map((m) => `sum(${m}) <> 0`).join(' or ')}`
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('inquiry-rollups-compact'))`.execute(db)
  await sql.raw(COUNTED).execute(db)
  for (const cube of NEW) {
    for (const statement of createCube(cube)) await sql.raw(statement).execute(db)
    await sql.raw(fillCube(cube)).execute(db)
  }
  await sql.raw('drop table funnel_channel_counted').execute(db)
  await sql.raw(clearFunction([...KEPT, ...NEW.map((c) => c.name)])).execute(db)
}

/** The other cubes never read these: they go, and the compactor stops moving deltas into them. */
export async function down(db: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('inquiry-rollups-compact'))`.execute(db)
  await sql.raw(clearFunction(KEPT)).execute(db)
  for (const cube of NEW) await sql.raw(`drop table ${cube.name}`).execute(db)
}
