import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { MY_DAY_FILTERS, type InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { inquiriesWithOwner, toInquiryRow, type InquiryRow } from './inquiry-rows'

/** One of My day's lists: the first rows, most urgent first, and how many there are in all. */
export interface DeskList {
  rows: InquiryRow[]
  total: number
}

/** An admin's day at the admissions desk (/admin/today). */
export interface MyDay {
  /** My follow-ups due before now. */
  overdue: DeskList
  /** My follow-ups due later today (India day). */
  today: DeskList
  /** My follow-ups due after today, the soonest first. */
  upcoming: DeskList
  /** My leads past their first-contact deadline, not yet contacted. */
  late: DeskList
  /** Leads nobody owns past their deadline, for anyone to take. */
  unassignedLate: DeskList
}

/** Rows shown per list; the rest are a link away, in the table under the same filters. */
const DESK_LIST_ROWS = 25

/**
 * Each of My day's lists is the table under one of its filters (so "See all" shows the same rows), most
 * urgent first: follow-ups by due time, late leads the most recently late first (the freshest are the most
 * likely to answer).
 */
const LISTS = {
  overdue: { filters: MY_DAY_FILTERS.overdue, order: ['inquiries.follow_up_at', 'asc'] },
  today: { filters: MY_DAY_FILTERS.today, order: ['inquiries.follow_up_at', 'asc'] },
  upcoming: { filters: MY_DAY_FILTERS.upcoming, order: ['inquiries.follow_up_at', 'asc'] },
  late: { filters: MY_DAY_FILTERS.late, order: ['inquiries.first_contact_due_at', 'desc'] },
  unassignedLate: { filters: MY_DAY_FILTERS.unassignedLate, order: ['inquiries.first_contact_due_at', 'desc'] },
} as const satisfies Record<
  keyof MyDay,
  { filters: InquiryFilters; order: ['inquiries.follow_up_at' | 'inquiries.first_contact_due_at', 'asc' | 'desc'] }
>

function countOf(db: Kysely<Database>, filters: InquiryFilters, viewer: Member): Promise<number> {
  return applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.count))
}

async function deskList(db: Kysely<Database>, list: (typeof LISTS)[keyof MyDay], viewer: Member): Promise<DeskList> {
  const [column, direction] = list.order
  const [rows, total] = await Promise.all([
    applyInquiryFilters(inquiriesWithOwner(db, viewer), list.filters, viewer)
      .orderBy(column, direction)
      .orderBy('inquiries.id', direction)
      .limit(DESK_LIST_ROWS)
      .execute(),
    countOf(db, list.filters, viewer),
  ])
  return { rows: rows.map(toInquiryRow), total }
}

/** The caller's day: overdue, today's and coming follow-ups, their late leads, and late leads nobody owns. */
export async function myDay(db: Kysely<Database>, viewer: Member): Promise<MyDay> {
  const [overdue, today, upcoming, late, unassignedLate] = await Promise.all([
    deskList(db, LISTS.overdue, viewer),
    deskList(db, LISTS.today, viewer),
    deskList(db, LISTS.upcoming, viewer),
    deskList(db, LISTS.late, viewer),
    deskList(db, LISTS.unassignedLate, viewer),
  ])
  return { overdue, today, upcoming, late, unassignedLate }
}

/** How many of the caller's follow-ups are overdue: the back office's navigation shows it. */
export async function overdueCount(db: Kysely<Database>, viewer: Member): Promise<{ count: number }> {
  return { count: await countOf(db, LISTS.overdue.filters, viewer) }
}

/** The inquiries a day shows, each once: what its access-log entry names. */
export function myDayIds(day: MyDay): number[] {
  const lists = [day.overdue, day.today, day.upcoming, day.late, day.unassignedLate]
  return [...new Set(lists.flatMap((l) => l.rows.map((r) => r.id)))]
}
