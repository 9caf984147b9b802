import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { WEEK_OF_ARRIVAL, type SpeedGroup } from './speed-groups'
import { SPEED_CUBE, SPEED_VERDICTS } from '../rollups/cubes'
import { rollupsReady } from '../rollups/rollup-backfill'
import { cover, rollupFilter, rollupRows } from '../rollups/rollup-read'
import { histogramAdd, histogramCount, histogramMiddle } from '../reports/histogram'

/** One owner's week from the cube: its measures, and its histogram of tenths as two arrays. */
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
  tenths: number[] | null
  n: number[] | null
}

/** A group as it is added up: an owner (level 1), a week (2), or all (3). */
class SpeedTally {
  inquiries = 0
  readonly sums = Object.fromEntries(SPEED_VERDICTS.map((m) => [m, 0])) as Record<
    (typeof SPEED_VERDICTS)[number],
    number
  >
  readonly histogram = new Map<number, number>()

  constructor(
    readonly level: number,
    readonly owner_key: string | null,
    readonly week: string | null,
  ) {}

  add(w: OwnerWeek): void {
    this.inquiries += w.inquiries
    for (const m of SPEED_VERDICTS) this.sums[m] += w[m]
    w.tenths?.forEach((tenths, i) => histogramAdd(this.histogram, tenths, w.n![i]!))
  }

  group(): SpeedGroup {
    const s = this.sums
    return {
      owner_key: this.owner_key,
      week: this.week,
      level: this.level,
      inquiries: this.inquiries,
      contacted: histogramCount(this.histogram),
      median_tenths: histogramMiddle(this.histogram),
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
 * rows and taken off the open ones, in the same snapshot. The median comes from the histogram of tenths.
 */
export async function speedFromRollups(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<SpeedGroup[] | null> {
  const plan = rollupFilter(filters, viewer)
  if (!plan || plan.late || [...plan.needed].some((d) => !SPEED_CUBE.dimensions.includes(d))) return null
  if (!(await rollupsReady(db))) return null
  const range = { from: filters.from, to: filters.to }
  const source = rollupRows(
    SPEED_CUBE,
    cover(range, 'w'),
    range,
    plan.where,
    [...SPEED_CUBE.dimensions, ...SPEED_CUBE.measures],
    'w',
  )
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      // One pass over the cells: per owner and week (a few hundred rows) the measures, and the histogram of
      // tenths as two arrays. The groups and their medians are added up here, which costs less than
      // PostgreSQL's grouping sets, sorts and windows over tens of thousands of cells, and the arrays less
      // to send and parse than a row a cell. A tenth may come twice (a day at the range's end, a delta not
      // yet moved): the histogram adds them up.
      const { rows: weeks } = await sql<OwnerWeek>`
        select coalesce(owner_uid, '') as owner_key, to_char(period, 'YYYY-MM-DD') as week,
          sum(n)::int as inquiries,
          ${sql.join(SPEED_VERDICTS.map((m) => sql`sum(${sql.ref(m)})::int as ${sql.ref(m)}`))},
          sum(odd)::int as odd,
          array_agg(contact_tenths) filter (where contact_tenths is not null) as tenths,
          array_agg(n) filter (where contact_tenths is not null) as n
        from ${source}
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
