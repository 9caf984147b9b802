import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Identity } from '../auth/identity'
import { guardDatabase } from '../db/errors'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import type { SpeedToContact, SpeedToContactRow } from './admin-inquiry-types'
import { applyInquiryFilters } from './inquiry-filters'

const UNASSIGNED = 'Unassigned'

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
}

/**
 * How fast leads are first contacted, under the table's filters: per owner, per week of arrival (weeks
 * start on Monday, India's days) and in total, in one pass over the selected rows (grouping sets). A lead
 * is judged against its deadline once it was contacted or its deadline passed; those still within it are
 * not counted either way yet.
 */
export function speedToContact(db: Kysely<Database>, filters: InquiryFilters, viewer: Identity): Promise<SpeedToContact> {
  return guardDatabase(async () => {
    const week = sql<string>`to_char(inquiries.created_day - (extract(isodow from inquiries.created_day)::int - 1), 'YYYY-MM-DD')`
    const rows = (await applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
      .select([
        sql<string | null>`coalesce(inquiries.owner_uid, '')`.as('owner_key'),
        week.as('week'),
        sql<number>`grouping(coalesce(inquiries.owner_uid, ''), ${week})`.as('level'),
        (eb) => eb.fn.countAll<number>().as('inquiries'),
        (eb) => eb.fn.count<number>('inquiries.first_contacted_at').as('contacted'),
        sql<number | null>`percentile_cont(0.5) within group (
          order by extract(epoch from inquiries.first_contacted_at - inquiries.created_at) / 3600
        ) filter (where inquiries.first_contacted_at is not null)`.as('median_hours'),
        sql<number>`count(*) filter (where inquiries.first_contacted_at <= inquiries.first_contact_due_at)`.as('within'),
        sql<number>`count(*) filter (
          where inquiries.first_contact_due_at is not null
            and (inquiries.first_contacted_at is not null or inquiries.first_contact_due_at < now())
        )`.as('judged'),
      ])
      .groupBy(sql`grouping sets ((coalesce(inquiries.owner_uid, '')), (${week}), ())`)
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
      withinDeadline: Number(r.judged) ? Number(r.within) / Number(r.judged) : null,
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
    const empty: Group = { owner_key: null, week: null, level: 3, inquiries: 0, contacted: 0, median_hours: null, within: 0, judged: 0 }
    return { byOwner, byWeek, total: toRow(totalRow ?? empty, 'total', 'All') }
  })
}
