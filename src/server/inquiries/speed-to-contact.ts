import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { indianDate } from '../../shared/india-time'
import { SPEED_CUBE } from '../rollups/cubes'
import { rollupsReady } from '../rollups/rollup-backfill'
import { cover, rollupFilter, rollupRows } from '../rollups/rollup-read'

/** Speed to first contact for one owner or one week. */
export interface SpeedToContactRow {
  key: string
  label: string
  /** Inquiries selected. */
  inquiries: number
  /** Of them, contacted at least once. */
  contacted: number
  /** Median hours from arrival to first contact, over the contacted; null when none were. */
  medianHours: number | null
  /** Contacted by the deadline, over those contacted or already past it (0-1); null when none are yet. */
  withinDeadline: number | null
  /** Contacted within 5 minutes of office time, over those contacted or past that mark (0-1); null: none yet. */
  within5m: number | null
  /** Contacted within an hour of office time, likewise (0-1); null when none are yet. */
  within1h: number | null
}

export interface SpeedToContact {
  /** The first day counted (India time, YYYY-MM-DD): the filters' own, else the Monday 11 weeks before this week's. */
  from: string
  byOwner: SpeedToContactRow[]
  /** Weeks (Monday, India time, YYYY-MM-DD) oldest first. */
  byWeek: SpeedToContactRow[]
  total: SpeedToContactRow
}

const UNASSIGNED = 'Unassigned'
/** Without a start date, the last this many weeks (this one included): recent work, and a bounded read. */
export const SPEED_DEFAULT_WEEKS = 12

/** The Monday (India's day, YYYY-MM-DD) that starts the window of the last `weeks` weeks. */
function weeksBack(weeks: number, now = Date.now()): string {
  const today = new Date(`${indianDate(now)}T00:00:00Z`)
  const sinceMonday = (today.getUTCDay() + 6) % 7
  return new Date(today.getTime() - (sinceMonday + 7 * (weeks - 1)) * 86_400_000).toISOString().slice(0, 10)
}

/**
 * A lead's verdict against a mark (its deadline, or 5 minutes or an hour of office time, each stored on the
 * inquiry as it arrives): true when first contacted by it, false when contacted later or the mark passed
 * uncontacted, null while it is not judged yet (or has no mark).
 */
function verdict(mark: 'first_contact_due_at' | 'contact_5m_due_at' | 'contact_1h_due_at') {
  const due = sql.ref(`inquiries.${mark}`)
  return sql<boolean | null>`case when ${due} is not null
    and (inquiries.first_contacted_at is not null or ${due} < now())
    then coalesce(inquiries.first_contacted_at <= ${due}, false) end`
}

const share = (within: number, judged: number) => (Number(judged) ? Number(within) / Number(judged) : null)

interface Group {
  owner_key: string | null
  week: string | null
  /** 1 for the owner grouping, 2 for the week, 3 for the total (GROUPING()'s bits). */
  level: number
  inquiries: number
  contacted: number
  /** The median of the contacted leads' times to first contact in whole tenths of an hour (x.5 between two). */
  median_tenths: number | null
  within: number
  judged: number
  within_5m: number
  judged_5m: number
  within_1h: number
  judged_1h: number
}

/** A lead's time to first contact in whole tenths of an hour, as the rollups' contact_tenths keeps it. */
const TENTHS = sql<
  number | null
>`floor(date_part('epoch', inquiries.first_contacted_at - inquiries.created_at) / 360)::int`

/** The groups from the selected rows, in one pass (grouping sets). */
async function speedFromRows(db: Kysely<Database>, filters: InquiryFilters, viewer: Member): Promise<Group[]> {
  const week = sql<string>`to_char(inquiries.created_day - (extract(isodow from inquiries.created_day)::int - 1), 'YYYY-MM-DD')`
  // Each lead reduced to what the groups count, so the sorts of the grouping sets carry a few narrow values
  // rather than five timestamps: with three shares the pass costs what it did with one (at 200,000 inquiries;
  // count filters over the timestamps themselves cost about a tenth more).
  const leads = applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
    .select([
      sql<string>`coalesce(inquiries.owner_uid, '')`.as('owner_key'),
      week.as('week'),
      TENTHS.as('tenths'),
      verdict('first_contact_due_at').as('by_deadline'),
      verdict('contact_5m_due_at').as('by_5m'),
      verdict('contact_1h_due_at').as('by_1h'),
    ])
    .as('l')
  return (await db
    .selectFrom(leads)
    .select([
      'l.owner_key',
      'l.week',
      sql<number>`grouping(l.owner_key, l.week)`.as('level'),
      (eb) => eb.fn.countAll<number>().as('inquiries'),
      (eb) => eb.fn.count<number>('l.tenths').as('contacted'),
      sql<number | null>`percentile_cont(0.5) within group (order by l.tenths) filter (where l.tenths is not null)`.as(
        'median_tenths',
      ),
      sql<number>`count(*) filter (where l.by_deadline)`.as('within'),
      (eb) => eb.fn.count<number>('l.by_deadline').as('judged'),
      sql<number>`count(*) filter (where l.by_5m)`.as('within_5m'),
      (eb) => eb.fn.count<number>('l.by_5m').as('judged_5m'),
      sql<number>`count(*) filter (where l.by_1h)`.as('within_1h'),
      (eb) => eb.fn.count<number>('l.by_1h').as('judged_1h'),
    ])
    .groupBy(sql`grouping sets ((l.owner_key), (l.week), ())`)
    .execute()) as Group[]
}

/**
 * The groups from the speed cube (docs/decisions/0025), or null when the filters name more than the cube
 * holds (owner and the range), the rollups are still filling, or a lead's marks are out of their usual order
 * (a 5-minute or 1-hour mark after the deadline, or without one: the "odd" measure), which only the rows can
 * judge. Verdicts made at contact are in the cube; a lead not yet contacted is judged once its mark passes,
 * with no write, so those still within their deadline (the partial index's few rows) are counted from the
 * rows and taken off the open ones, in the same snapshot. The median comes from the histogram of tenths.
 */
async function speedFromRollups(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<Group[] | null> {
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
      const { rows } = await sql<Group & { odd: number }>`
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
      const week = sql<string>`to_char(inquiries.created_day - (extract(isodow from inquiries.created_day)::int - 1), 'YYYY-MM-DD')`
      const pending = await applyInquiryFilters(trx.selectFrom('inquiries'), filters, viewer)
        .where('inquiries.first_contacted_at', 'is', null)
        .where('inquiries.first_contact_due_at', '>=', sql<Date>`now()`)
        .select([
          sql<string>`coalesce(inquiries.owner_uid, '')`.as('owner_key'),
          week.as('week'),
          sql<number>`grouping(coalesce(inquiries.owner_uid, ''), ${week})`.as('level'),
          sql<number>`count(*)::int`.as('due'),
          sql<number>`(count(*) filter (where inquiries.contact_5m_due_at >= now()))::int`.as('due_5m'),
          sql<number>`(count(*) filter (where inquiries.contact_1h_due_at >= now()))::int`.as('due_1h'),
        ])
        .groupBy(sql`grouping sets ((coalesce(inquiries.owner_uid, '')), (${week}), ())`)
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

/**
 * How fast leads are first contacted, under the table's filters: per owner, per week of arrival (weeks
 * start on Monday, India's days) and in total. A lead is judged against its deadline, and against its
 * 5-minute and 1-hour marks, once it was contacted or the mark passed; those still within it are not
 * counted either way yet. The median is over whole tenths of an hour, as shown. Without a start date it
 * covers the last SPEED_DEFAULT_WEEKS weeks. From the rollups where they can answer, else from the rows.
 */
export function speedToContact(db: Kysely<Database>, filters: InquiryFilters, viewer: Member): Promise<SpeedToContact> {
  return speedReport(
    db,
    filters,
    async (f) => (await speedFromRollups(db, f, viewer)) ?? (await speedFromRows(db, f, viewer)),
  )
}

/** The same report from the rows alone: the recount the rollups' answers are held to. */
export function speedToContactFromRows(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<SpeedToContact> {
  return speedReport(db, filters, (f) => speedFromRows(db, f, viewer))
}

async function speedReport(
  db: Kysely<Database>,
  filters: InquiryFilters,
  groups: (filters: InquiryFilters) => Promise<Group[]>,
): Promise<SpeedToContact> {
  const from = filters.from ?? weeksBack(SPEED_DEFAULT_WEEKS)
  const rows = await groups({ ...filters, from })
  const uids = rows.flatMap((r) => (Number(r.level) === 1 && r.owner_key ? [r.owner_key] : []))
  const names = uids.length
    ? await db.selectFrom('users').select(['uid', 'display_name', 'email']).where('uid', 'in', uids).execute()
    : []
  const nameOf = new Map(names.map((n) => [n.uid, n.display_name ?? n.email ?? n.uid]))

  const toRow = (r: Group, key: string, label: string): SpeedToContactRow => ({
    key,
    label,
    inquiries: Number(r.inquiries),
    contacted: Number(r.contacted),
    medianHours: r.median_tenths === null ? null : Math.round(Number(r.median_tenths)) / 10,
    withinDeadline: share(r.within, r.judged),
    within5m: share(r.within_5m, r.judged_5m),
    within1h: share(r.within_1h, r.judged_1h),
  })
  const byOwner = rows
    .filter((r) => Number(r.level) === 1)
    .map((r) => toRow(r, r.owner_key ?? '', r.owner_key ? (nameOf.get(r.owner_key) ?? r.owner_key) : UNASSIGNED))
    .sort((a, b) => b.inquiries - a.inquiries || a.label.localeCompare(b.label))
  const byWeek = rows
    .filter((r) => Number(r.level) === 2)
    .map((r) => toRow(r, r.week!, r.week!))
    .sort((a, b) => a.key.localeCompare(b.key))
  const totalRow = rows.find((r) => Number(r.level) === 3)
  const empty: Group = {
    owner_key: null,
    week: null,
    level: 3,
    inquiries: 0,
    contacted: 0,
    median_tenths: null,
    within: 0,
    judged: 0,
    within_5m: 0,
    judged_5m: 0,
    within_1h: 0,
    judged_1h: 0,
  }
  return { from, byOwner, byWeek, total: toRow(totalRow ?? empty, 'total', 'All') }
}
