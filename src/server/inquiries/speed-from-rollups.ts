import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { WEEK_OF_ARRIVAL, type SpeedGroup } from './speed-groups'
import { SPEED_CUBE, SPEED_HOURS_CUBE, SPEED_VERDICTS, type Cube } from '../rollups/cubes'
import { rollupsReady } from '../rollups/rollup-backfill'
import { and, cover, rollupFilter, rollupRows } from '../rollups/rollup-read'
import { histogramAdd, histogramCount, histogramMiddle, inMiddleHours, middleHours } from '../reports/histogram'

/** One owner's week from the hours cube: its measures, and its histogram of hours as two arrays. */
interface OwnerWeek {
  owner_key: string
  week: string
  inquiries: number
  within_due: number
  late_due: number
  open_due: number
  within_5m: number
  late_5m: number
  open_5m: number
  within_1h: number
  late_1h: number
  open_1h: number
  odd: number
  hours: number[] | null
  n: number[] | null
}

/** The tenths of an owner's week that lie in some group's middle hours. */
interface OwnerWeekTenth {
  owner_key: string
  week: string
  tenth: number
  n: number
}

/** A group as it is added up: an owner (level 1), a week (2), or all (3). */
class SpeedTally {
  inquiries = 0
  readonly sums = Object.fromEntries(SPEED_VERDICTS.map((m) => [m, 0])) as Record<
    (typeof SPEED_VERDICTS)[number],
    number
  >
  /** Hours to first contact (value -> leads). */
  readonly hours = new Map<number, number>()
  /** Tenths of the middle hours, the other hours as one count on each side: the same median as every tenth. */
  readonly tenths = new Map<number, number>()

  constructor(
    readonly level: number,
    readonly owner_key: string | null,
    readonly week: string | null,
  ) {}

  add(w: OwnerWeek): void {
    this.inquiries += w.inquiries
    for (const m of SPEED_VERDICTS) this.sums[m] += w[m]
    w.hours?.forEach((hour, i) => histogramAdd(this.hours, hour, w.n![i]!))
  }

  group(): SpeedGroup {
    const s = this.sums
    return {
      owner_key: this.owner_key,
      week: this.week,
      level: this.level,
      inquiries: this.inquiries,
      contacted: histogramCount(this.hours),
      median_tenths: histogramMiddle(this.tenths),
      within: s.within_due,
      judged: s.within_due + s.late_due + s.open_due,
      within_5m: s.within_5m,
      judged_5m: s.within_5m + s.late_5m + s.open_5m,
      within_1h: s.within_1h,
      judged_1h: s.within_1h + s.late_1h + s.open_1h,
    }
  }
}

/** A group's key: its owner, its week, or all. */
const keyOf = (level: number, owner: string | null, week: string | null) =>
  level === 1 ? `o:${owner}` : level === 2 ? `w:${week}` : 'all'

/**
 * The groups from the speed cube (docs/decisions/0025), or null when the filters name more than the cube
 * holds (owner and the range), the rollups are still filling, or a lead's marks are out of their usual order
 * (a 5-minute or 1-hour mark after the deadline, or without one: the "odd" measure), which only the rows can
 * judge. Verdicts made at contact are in the cube; a lead not yet contacted is judged once its mark passes,
 * with no write, so those still within their deadline (the partial index's few rows) are counted from the
 * rows and taken off the open ones, in the same snapshot. The medians come from the hours cube and, for
 * the hours each group's middle positions fall in, the speed cube's tenths (as the funnel's do).
 */
export async function speedFromRollups(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<SpeedGroup[] | null> {
  const plan = rollupFilter(filters, viewer)
  if (!plan || plan.late || [...plan.needed].some((d) => !SPEED_HOURS_CUBE.dimensions.includes(d))) return null
  if (!(await rollupsReady(db))) return null
  const range = { from: filters.from, to: filters.to }
  const weekly = (cube: Cube, where: RawBuilder<SqlBool>, columns: string[]) =>
    rollupRows(cube, cover(range, 'w'), range, where, columns, 'w')
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // One pass over the hours' cells: per owner and week (a few hundred rows) the measures, and the
      // histogram of hours as two arrays. The groups are added up here, which costs less than PostgreSQL's
      // grouping sets over thousands of cells, and the arrays less to send and parse than a row a cell. An
      // hour may come twice (a day at the range's end, a delta not yet moved): the histogram adds them up.
      const { rows: weeks } = await sql<OwnerWeek>`
        select coalesce(owner_uid, '') as owner_key, to_char(period, 'YYYY-MM-DD') as week,
          sum(n)::int as inquiries,
          ${sql.join(SPEED_VERDICTS.map((m) => sql`sum(${sql.ref(m)})::int as ${sql.ref(m)}`))},
          sum(odd)::int as odd,
          array_agg(contact_hours) filter (where contact_hours is not null) as hours,
          array_agg(n) filter (where contact_hours is not null) as n
        from ${weekly(SPEED_HOURS_CUBE, plan.where, [...SPEED_HOURS_CUBE.dimensions, ...SPEED_HOURS_CUBE.measures])}
        group by owner_uid, period`.execute(trx)
      if (weeks.some((w) => w.odd > 0)) return null
      const tallies = new Map<string, SpeedTally>([['all', new SpeedTally(3, null, null)]])
      const tally = (level: number, owner: string | null, week: string | null) => {
        const key = keyOf(level, owner, week)
        let t = tallies.get(key)
        if (!t) tallies.set(key, (t = new SpeedTally(level, owner, week)))
        return t
      }
      for (const w of weeks) {
        for (const t of [tally(1, w.owner_key, null), tally(2, null, w.week), tally(3, null, null)]) t.add(w)
      }

      // Each group's middle hours; of the tenths, only those hours'.
      const { middles, wanted } = middleHours([...tallies.values()].map((t) => [t, t]))
      // Written as the speed cube's index by hour has it (migrations/2026-12-09-0001), so it reads those ranges.
      const inWanted = sql<SqlBool>`floor(contact_tenths / 10.0)::int = any(${wanted}::int[])`
      const { rows: tenths } = wanted.length
        ? await sql<OwnerWeekTenth>`
            select coalesce(owner_uid, '') as owner_key, to_char(period, 'YYYY-MM-DD') as week,
              contact_tenths as tenth, sum(n)::int as n
            from ${weekly(SPEED_CUBE, and([plan.where, inWanted]), ['owner_uid', 'contact_tenths', 'n'])}
            group by 1, 2, 3`.execute(trx)
        : { rows: [] }
      for (const c of tenths) {
        for (const key of [keyOf(1, c.owner_key, null), keyOf(2, null, c.week), 'all']) {
          const t = tallies.get(key)
          const middle = t && middles.get(t)
          if (middle && inMiddleHours(c.tenth, middle)) histogramAdd(t.tenths, c.tenth, c.n)
        }
      }

      // Leads not yet contacted whose deadline has not passed: open in the cube, not judged yet.
      const pending = await applyInquiryFilters(trx.selectFrom('inquiries'), filters, viewer)
        .where('inquiries.first_contacted_at', 'is', null)
        .where('inquiries.first_contact_due_at', '>=', sql<Date>`now()`)
        .select([
          sql<string>`coalesce(inquiries.owner_uid, '')`.as('owner_key'),
          WEEK_OF_ARRIVAL.as('week'),
          sql<number>`grouping(coalesce(inquiries.owner_uid, ''), ${WEEK_OF_ARRIVAL})`.as('level'),
          sql<number>`count(*)::int`.as('due'),
          sql<number>`(count(*) filter (where inquiries.contact_5m_due_at >= now()))::int`.as('due_5m'),
          sql<number>`(count(*) filter (where inquiries.contact_1h_due_at >= now()))::int`.as('due_1h'),
        ])
        .groupBy(sql`grouping sets ((coalesce(inquiries.owner_uid, '')), (${WEEK_OF_ARRIVAL}), ())`)
        .execute()
      const waiting = new Map(pending.map((p) => [keyOf(Number(p.level), p.owner_key, p.week), p]))
      return [...tallies.values()]
        .filter((t) => t.level === 3 || t.inquiries !== 0)
        .map((t) => {
          const r = t.group()
          const p = waiting.get(keyOf(r.level, r.owner_key, r.week))
          return {
            ...r,
            judged: r.judged - (p?.due ?? 0),
            judged_5m: r.judged_5m - (p?.due_5m ?? 0),
            judged_1h: r.judged_1h - (p?.due_1h ?? 0),
          }
        })
    })
}
