import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema'
import { ALL_CUBES, GRAINS, type Cube, type Grain } from './cubes'

/** Held (for the transaction) by the one instance moving deltas into the cubes at a time. */
const COMPACTOR_LOCK = sql`hashtext('inquiry-rollups-compact')`

/** The first day of the period of grain `grain` that holds `day` (a SQL date). */
export function periodOf(day: RawBuilder<unknown>, grain: Grain): RawBuilder<string> {
  switch (grain) {
    case 'd':
      return sql<string>`${day}`
    case 'w':
      return sql<string>`(${day} - (extract(isodow from ${day})::int - 1))`
    case 'm':
      return sql<string>`date_trunc('month', ${day})::date`
    case 'q':
      return sql<string>`date_trunc('quarter', ${day})::date`
  }
}

function upsert(cube: Cube): RawBuilder<unknown> {
  const table = sql.table(cube.table)
  const dims = sql.join(cube.dimensions.map((d) => sql.ref(d)))
  // Named as the measures, so the day sums read as the deltas would; the insert takes its columns in order.
  const sums = sql.join(cube.measures.map((m) => sql`sum(${sql.ref(m)})::int as ${sql.ref(m)}`))
  const measures = sql.join(cube.measures.map((m) => sql.ref(m)))
  const adds = sql.join(cube.measures.map((m) => sql`${sql.ref(m)} = c.${sql.ref(m)} + excluded.${sql.ref(m)}`))
  const grains = sql.join((cube.grains ?? GRAINS).map((g) => sql`(${sql.lit(g)}::"char", ${periodOf(sql`t.day`, g)})`))
  const order = sql.join(['grain', ...(cube.key ?? ['period', ...cube.dimensions])].map((c) => sql.ref(c)))
  const moved = sql.join(
    cube.measures.map((m) => sql`sum(${sql.ref(m)}) <> 0`),
    sql` or `,
  )
  // The batch is summed per day and the cube's own dimensions first, and only those sums are graded at the
  // cube's grains. What writers did in the last seconds falls on a few days, so a cube grades far fewer day
  // sums than there are deltas (every delta had been graded once for all thirty cubes, and each cube read
  // all four rows of each): twice the deltas a second on three days' deltas, about the same on deltas spread
  // over two years (decision 0025).
  // In the key's order, so a period's new cells land on neighbouring pages: a reader of a few weeks then reads
  // a few hundred pages, not one page a cell (the speed cube's twelve weeks had spread over 11,500 pages).
  return sql`insert into ${table} as c (grain, period, ${dims}, ${measures})
    select g.grain, g.period, ${dims}, ${sums}
    from (select day, ${dims}, ${sums} from taken group by day, ${dims}) t
    cross join lateral (values ${grains}) as g(grain, period)
    group by g.grain, g.period, ${dims}
    having ${moved}
    order by ${order}
    on conflict (grain, period, ${dims}) do update set ${adds}`
}

/**
 * The most deltas one statement moves. A bulk write that no compaction followed (a seed, direct SQL) leaves
 * millions: the 14 million a seed of ten million inquiries left took one statement over 13 minutes and some
 * 30 GB of temporary files and WAL before it was stopped, one transaction that live events' gaps waited on.
 */
export const MOVE_BATCH = 100_000

/**
 * Moves every committed delta into the cubes, at the three grains, `batch` at a time, each batch in one
 * statement: a reader sees a delta or its sums in the cubes, never both nor neither. One instance at a time
 * (a transaction-scoped advisory lock; another instance's call returns 0 at once). Writers only append
 * deltas, so they never wait for it, nor it for them: a delta committed during the move stays for the next
 * one. Answers how many deltas moved.
 */
export async function compactRollups(
  db: Kysely<Database>,
  { batch = MOVE_BATCH, cubes = ALL_CUBES }: { batch?: number; cubes?: readonly Cube[] } = {},
): Promise<number> {
  let moved = 0
  for (;;) {
    const n = await moveDeltas(db, batch, cubes)
    moved += n
    if (n < batch) break
  }
  // Readers scan the deltas whole: the rows just deleted must not stay behind as dead pages for them to read
  // (autovacuum may be off, and is slow to come to a table emptied every few seconds). A vacuum while an
  // older snapshot is open (an export, a backfill) can free nothing, so a quiet moment vacuums again while
  // pages are left: a million deltas' 225 MB had stayed and cost every count and chart some 50 ms.
  if (moved > 0 || (await deltasLeftPages(db))) await sql`vacuum inquiry_rollup_deltas`.execute(db)
  return moved
}

/** Pages the deltas keep beyond the few that a quiet moment's writers fill. */
const DELTAS_QUIET_BYTES = 64 * 1024

async function deltasLeftPages(db: Kysely<Database>): Promise<boolean> {
  const { rows } = await sql<{ bytes: string }>`select pg_relation_size('inquiry_rollup_deltas') as bytes`.execute(db)
  return Number(rows[0]?.bytes ?? 0) > DELTAS_QUIET_BYTES
}

function moveDeltas(db: Kysely<Database>, batch: number, cubes: readonly Cube[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{
      locked: boolean
    }>`select pg_try_advisory_xact_lock(${COMPACTOR_LOCK}) as locked`.execute(trx)
    if (!rows[0]?.locked) return 0
    const ctes = cubes.map((cube, i) => sql`${sql.raw(`c${i}`)} as (${upsert(cube)})`)
    const result = await sql<{ moved: number }>`
      with taken as (
        delete from inquiry_rollup_deltas
        where ctid = any(array(select ctid from inquiry_rollup_deltas limit ${batch}))
        returning *
      ),
      ${sql.join(ctes)}
      select count(*)::int as moved from taken`.execute(trx)
    return result.rows[0]?.moved ?? 0
  })
}
