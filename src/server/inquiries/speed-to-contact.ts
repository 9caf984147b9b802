import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { indianDate } from '../../shared/india-time'

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
  median_hours: number | null
  within: number
  judged: number
  within_5m: number
  judged_5m: number
  within_1h: number
  judged_1h: number
}

/**
 * How fast leads are first contacted, under the table's filters: per owner, per week of arrival (weeks
 * start on Monday, India's days) and in total, in one pass over the selected rows (grouping sets). A lead
 * is judged against its deadline, and against its 5-minute and 1-hour marks, once it was contacted or the
 * mark passed; those still within it are not counted either way yet. Without a start date it covers the
 * last SPEED_DEFAULT_WEEKS weeks: a median over every inquiry ever would read the whole table (2.5 s at a
 * million) to say little about today's team.
 */
export async function speedToContact(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<SpeedToContact> {
  const from = filters.from ?? weeksBack(SPEED_DEFAULT_WEEKS)
  const week = sql<string>`to_char(inquiries.created_day - (extract(isodow from inquiries.created_day)::int - 1), 'YYYY-MM-DD')`
  // Each lead reduced to what the groups count, so the sorts of the grouping sets carry a few narrow values
  // rather than five timestamps: with three shares the pass costs what it did with one (at 200,000 inquiries;
  // count filters over the timestamps themselves cost about a tenth more).
  const leads = applyInquiryFilters(db.selectFrom('inquiries'), { ...filters, from }, viewer)
    .select([
      sql<string>`coalesce(inquiries.owner_uid, '')`.as('owner_key'),
      week.as('week'),
      sql<number | null>`extract(epoch from inquiries.first_contacted_at - inquiries.created_at) / 3600`.as('hours'),
      verdict('first_contact_due_at').as('by_deadline'),
      verdict('contact_5m_due_at').as('by_5m'),
      verdict('contact_1h_due_at').as('by_1h'),
    ])
    .as('l')
  const rows = (await db
    .selectFrom(leads)
    .select([
      'l.owner_key',
      'l.week',
      sql<number>`grouping(l.owner_key, l.week)`.as('level'),
      (eb) => eb.fn.countAll<number>().as('inquiries'),
      (eb) => eb.fn.count<number>('l.hours').as('contacted'),
      sql<number | null>`percentile_cont(0.5) within group (order by l.hours) filter (where l.hours is not null)`.as(
        'median_hours',
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
    medianHours: r.median_hours === null ? null : Math.round(Number(r.median_hours) * 10) / 10,
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
    median_hours: null,
    within: 0,
    judged: 0,
    within_5m: 0,
    judged_5m: 0,
    within_1h: 0,
    judged_1h: 0,
  }
  return { from, byOwner, byWeek, total: toRow(totalRow ?? empty, 'total', 'All') }
}
