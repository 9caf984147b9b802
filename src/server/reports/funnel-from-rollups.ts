import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { FunnelGroup, funnelSchema } from '../../shared/schemas/reports'
import { FUNNEL_CUBES, FUNNEL_OWNER_CUBES, type Cube, type FunnelDimension } from '../rollups/cubes'
import { rollupsReady } from '../rollups/rollup-backfill'
import { and, coverFine, rollupRows, scopeOwners } from '../rollups/rollup-read'
import { histogramAdd, inMiddleHours, middleHours } from './histogram'
import { funnelKey, tallyOf, FunnelTally, type FunnelTallies } from './funnel-tally'

/** The cubes of the groupings that have their own (by owner reads the owner's, below). */
const GROUPED: Record<Exclude<FunnelGroup, 'owner'>, FunnelDimension> = {
  source: 'utm_source',
  campaign: 'utm_campaign',
  program: 'program',
  channel: 'channel',
}

/** What a funnel reads: stages per hour, enrolment tenths, and the tenths of the middle hours. */
function cubesFor(by: FunnelGroup, scoped: boolean): { hours: Cube; enrol: Cube; tenths: Cube } {
  // By owner: the owner's own cubes, and the tenths of the grouping with the fewest keys (the channels).
  if (by === 'owner') return { ...FUNNEL_OWNER_CUBES, tenths: FUNNEL_CUBES.channel.tenths }
  const cubes = FUNNEL_CUBES[GROUPED[by]]
  // Summed over every owner for whoever sees every lead; per owner for a counsellor's scope.
  return scoped
    ? { hours: cubes.hoursByOwner, enrol: cubes.enrolByOwner, tenths: cubes.tenths }
    : { hours: cubes.hours, enrol: cubes.enrol, tenths: cubes.tenths }
}

interface HourCell {
  key: string
  hour: number | null
  inquiries: number
  contacted: number
  qualified: number
  enrolled: number
}

interface TenthCell {
  key: string
  tenth: number
  n: number
}

/**
 * The funnel's tallies from its cubes (docs/decisions/0025), or null while the rollups are still filling.
 * Three statements in one repeatable-read snapshot: the stages per group and hour to first contact, and the
 * tenths to enrolment (some eighty values); then, of the cube keyed by hour, only the hours each group's
 * median falls in. A group's contact histogram holds those hours' tenths, and the inquiries contacted sooner
 * and later as one count each below and above them: the same middle positions, so the same median as the
 * rows give.
 */
export async function funnelFromRollups(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  viewer: Member,
): Promise<FunnelTallies | null> {
  const owners = scopeOwners(viewer)
  const cubes = cubesFor(input.by, owners.length > 0)
  if (!(await rollupsReady(db))) return null
  const range = { from: input.from, to: input.to }
  // Quarters, then months, weeks and days at the ends: the grains the funnel's cubes sum (FUNNEL_GRAINS).
  const segments = coverFine(range, ['q', 'm', 'w'])
  const key = funnelKey(input.by)
  // A counsellor's two owners are read apart and added (they hold no inquiry in common).
  const from = (cube: Cube, ...where: RawBuilder<SqlBool>[]) => {
    const read = (owner: RawBuilder<SqlBool>[]) =>
      rollupRows(cube, segments, range, and([...owner, ...where]), [...cube.dimensions, ...cube.measures])
    if (!owners.length) return read([])
    return sql`(${sql.join(
      owners.map((owner) => sql`select * from ${read([owner])}`),
      sql` union all `,
    )}) as owners`
  }

  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const { rows: hours } = await sql<HourCell>`
        select ${key} as key, contact_hours as hour, sum(n)::int as inquiries,
          sum(reached_contacted)::int as contacted, sum(reached_qualified)::int as qualified,
          sum(reached_enrolled)::int as enrolled
        from ${from(cubes.hours)}
        group by 1, 2`.execute(trx)
      const { rows: enrolled } = await sql<TenthCell>`
        select ${key} as key, enrol_tenths as tenth, sum(n)::int as n
        from ${from(cubes.enrol, sql<SqlBool>`enrol_tenths is not null`)}
        group by 1, 2`.execute(trx)

      const groups = new Map<string, FunnelTally>()
      const total = new FunnelTally()
      const byHour = new Map<FunnelTally, Map<number, number>>()
      for (const c of hours) {
        for (const tally of [tallyOf(groups, c.key), total]) {
          tally.addStages(c.inquiries, c.contacted, c.qualified, c.enrolled)
          if (c.hour === null) continue
          let histogram = byHour.get(tally)
          if (!histogram) byHour.set(tally, (histogram = new Map()))
          histogramAdd(histogram, c.hour, c.inquiries)
        }
      }
      for (const c of enrolled) {
        for (const tally of [tallyOf(groups, c.key), total]) histogramAdd(tally.enrol, c.tenth, c.n)
      }

      const { middles, wanted } = middleHours([...byHour].map(([t, hours]) => [t, { hours, tenths: t.contact }]))
      const { rows: tenths } = wanted.length
        ? await sql<TenthCell>`
            select ${key} as key, contact_tenths as tenth, sum(n)::int as n
            from ${from(cubes.tenths, sql<SqlBool>`contact_hours = any(${wanted}::int[])`)}
            group by 1, 2`.execute(trx)
        : { rows: [] }

      for (const c of tenths) {
        for (const tally of [groups.get(c.key), total]) {
          const middle = tally && middles.get(tally)
          if (middle && inMiddleHours(c.tenth, middle)) histogramAdd(tally.contact, c.tenth, c.n)
        }
      }
      return { groups, total }
    })
}
