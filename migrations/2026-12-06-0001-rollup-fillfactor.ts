import { sql, type Kysely } from 'kysely'

// The compactor adds to a cube's cells every few seconds, so this week's cells are rewritten all week. With
// full pages each new version goes wherever there is room, and a week read later is spread over as many
// pages as it has cells (docs/decisions/0025). A fifth of each page left free keeps a cell's new version on
// its own page (a HOT update: no cell key changes), where the next visit prunes the old one. Pages written
// from now on keep the room; the compactor writes new cells in key order (rollup-compactor.ts).
const CUBES = [
  'inquiry_rollup_all',
  'inquiry_rollup_core',
  'inquiry_rollup_program',
  'inquiry_rollup_source',
  'inquiry_rollup_program_owner',
  'inquiry_rollup_source_owner',
  'inquiry_rollup_speed',
  'inquiry_rollup_funnel_source',
  'inquiry_rollup_funnel_campaign',
  'inquiry_rollup_funnel_program',
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of CUBES) await sql`alter table ${sql.table(table)} set (fillfactor = 80)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of CUBES) await sql`alter table ${sql.table(table)} reset (fillfactor)`.execute(db)
}
