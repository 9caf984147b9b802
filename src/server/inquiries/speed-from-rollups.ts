import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { WEEK_OF_ARRIVAL, type SpeedGroup } from './speed-groups'
import { SPEED_CUBE } from '../rollups/cubes'
import { rollupsReady } from '../rollups/rollup-backfill'
import { cover, rollupFilter, rollupRows } from '../rollups/rollup-read'

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
      const { rows } = await sql<SpeedGroup & { odd: number }>`
        with cells as materialized (
          select owner_uid, period, contact_tenths, n, within_due, late_due, open_due, within_5m, late_5m, open_5m,
            within_1h, late_1h, open_1h, odd
          from ${source}
        ),
        -- The measures per owner and week first (a few hundred rows), then their groups; apart from them the
        -- histogram of tenths the median is read from.
        weekly as (
          select coalesce(owner_uid, '') as owner_key, period,
            sum(n)::int as n, sum(within_due)::int as within_due, sum(late_due)::int as late_due,
            sum(open_due)::int as open_due, sum(within_5m)::int as within_5m, sum(late_5m)::int as late_5m,
            sum(open_5m)::int as open_5m, sum(within_1h)::int as within_1h, sum(late_1h)::int as late_1h,
            sum(open_1h)::int as open_1h, sum(odd)::int as odd
          from cells
          group by 1, 2
        ),
        measures as (
          select owner_key, to_char(period, 'YYYY-MM-DD') as week, grouping(owner_key, period) as level,
            sum(n)::int as inquiries,
            sum(within_due)::int as within, (sum(within_due) + sum(late_due) + sum(open_due))::int as judged,
            sum(within_5m)::int as within_5m, (sum(within_5m) + sum(late_5m) + sum(open_5m))::int as judged_5m,
            sum(within_1h)::int as within_1h, (sum(within_1h) + sum(late_1h) + sum(open_1h))::int as judged_1h,
            sum(odd)::int as odd
          from weekly
          group by grouping sets ((owner_key), (period), ())
        ),
        histogram as (
          select coalesce(owner_uid, '') as owner_key, to_char(period, 'YYYY-MM-DD') as week,
            grouping(coalesce(owner_uid, ''), period) as level, contact_tenths, sum(n)::int as n
          from cells where contact_tenths is not null
          group by grouping sets ((coalesce(owner_uid, ''), contact_tenths), (period, contact_tenths), (contact_tenths))
        ),
        ranked as (
          select level, owner_key, week, contact_tenths,
            (sum(n) over (partition by level, owner_key, week order by contact_tenths))::int as below,
            (sum(n) over (partition by level, owner_key, week))::int as contacted
          from histogram
        ),
        medians as (
          select level, owner_key, week, max(contacted) as contacted,
            (min(contact_tenths) filter (where below > (contacted - 1) / 2)
              + min(contact_tenths) filter (where below > contacted / 2)) / 2.0 as median_tenths
          from ranked
          group by level, owner_key, week
        )
        select m.owner_key, m.week, m.level, m.inquiries, coalesce(h.contacted, 0) as contacted,
          h.median_tenths, m.within, m.judged, m.within_5m, m.judged_5m, m.within_1h, m.judged_1h, m.odd
        from measures m
        left join medians h on h.level = m.level and h.owner_key is not distinct from m.owner_key
          and h.week is not distinct from m.week
        where m.level = 3 or m.inquiries <> 0`.execute(trx)
      if (rows.some((r) => Number(r.odd) > 0)) return null
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
      const keyOf = (level: number, owner: string | null, wk: string | null) =>
        level === 1 ? `o:${owner}` : level === 2 ? `w:${wk}` : 'all'
      const waiting = new Map(pending.map((p) => [keyOf(Number(p.level), p.owner_key, p.week), p]))
      return rows.map((r) => {
        const p = waiting.get(keyOf(Number(r.level), r.owner_key, r.week))
        return {
          ...r,
          judged: Number(r.judged) - (p?.due ?? 0),
          judged_5m: Number(r.judged_5m) - (p?.due_5m ?? 0),
          judged_1h: Number(r.judged_1h) - (p?.due_1h ?? 0),
        }
      })
    })
}
