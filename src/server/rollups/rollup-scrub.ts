import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema'
import { ALL_CUBES } from './cubes'

/**
 * Erasure (docs/decisions/0012, 0016) replaces a program a person typed (a contact's subject, an information
 * form's own words) by the erased mark; the rollups keep programs as keys, so the words would stay in them.
 * In the erasure's transaction, the deltas and every cube that keys on program move from those words to the
 * mark, cube rows that meet one already under the mark merged into it: the sums do not change, the words go.
 */
export async function scrubRollupPrograms(trx: Transaction<Database>, typed: string[], mark: string) {
  if (!typed.length) return
  // Only words no inquiry holds any more: a program another inquiry still names (a catalogue id, or words
  // someone else typed too) counts that inquiry under it, and the table keeps it anyway. For the rest, the
  // rollups' cells under the words now sum to nothing, so moving them to the mark changes no total.
  const held = await trx
    .selectFrom('inquiries')
    .select('program')
    .distinct()
    .where('program', '=', sql<string>`any(${typed}::text[])`)
    .execute()
  const kept = new Set(held.map((r) => r.program))
  const programs = typed.filter((p) => !kept.has(p))
  if (!programs.length) return
  await sql`update inquiry_rollup_deltas set program = ${mark} where program = any(${programs}::text[])`.execute(trx)
  for (const cube of ALL_CUBES) {
    if (!cube.dimensions.includes('program')) continue
    const table = sql.table(cube.table)
    const key = ['grain', 'period', ...cube.dimensions]
    const groups = key.filter((c) => c !== 'program').map((c) => sql.ref(c))
    const values = key.map((c) => (c === 'program' ? sql`${mark}::text` : sql.ref(c)))
    const sums = cube.measures.map((m) => sql`sum(${sql.ref(m)})::int`)
    const add = cube.measures.map((m) => sql`${sql.ref(m)} = ${table}.${sql.ref(m)} + excluded.${sql.ref(m)}`)
    await sql`
      with moved as (delete from ${table} where program = any(${programs}::text[]) returning *)
      insert into ${table} (${sql.join([...key, ...cube.measures].map((c) => sql.ref(c)))})
      select ${sql.join([...values, ...sums])} from moved group by ${sql.join(groups)}
      on conflict (${sql.join(key.map((c) => sql.ref(c)))}) do update set ${sql.join(add)}`.execute(trx)
  }
}
