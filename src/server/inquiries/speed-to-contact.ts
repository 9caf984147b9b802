import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { indianDate } from '../../shared/india-time'
import { speedFromRows, type SpeedGroup } from './speed-groups'
import { speedFromRollups } from './speed-from-rollups'

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

const share = (within: number, judged: number) => (Number(judged) ? Number(within) / Number(judged) : null)

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
  groups: (filters: InquiryFilters) => Promise<SpeedGroup[]>,
): Promise<SpeedToContact> {
  const from = filters.from ?? weeksBack(SPEED_DEFAULT_WEEKS)
  const rows = await groups({ ...filters, from })
  const uids = rows.flatMap((r) => (Number(r.level) === 1 && r.owner_key ? [r.owner_key] : []))
  const names = uids.length
    ? await db.selectFrom('users').select(['uid', 'display_name', 'email']).where('uid', 'in', uids).execute()
    : []
  const nameOf = new Map(names.map((n) => [n.uid, n.display_name ?? n.email ?? n.uid]))

  const toRow = (r: SpeedGroup, key: string, label: string): SpeedToContactRow => ({
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
  const empty: SpeedGroup = {
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
