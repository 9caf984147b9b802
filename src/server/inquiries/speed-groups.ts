import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import type { InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'

/** The Monday (India's day, YYYY-MM-DD) of the week a lead arrived in. */
export const WEEK_OF_ARRIVAL = sql<string>`to_char(inquiries.created_day - (extract(isodow from inquiries.created_day)::int - 1), 'YYYY-MM-DD')`

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

/** One group of speed to contact as either path counts it: an owner, a week of arrival, or all. */
export interface SpeedGroup {
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
export async function speedFromRows(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<SpeedGroup[]> {
  // Each lead reduced to what the groups count, so the sorts of the grouping sets carry a few narrow values
  // rather than five timestamps: with three shares the pass costs what it did with one (at 200,000 inquiries;
  // count filters over the timestamps themselves cost about a tenth more).
  const leads = applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
    .select([
      sql<string>`coalesce(inquiries.owner_uid, '')`.as('owner_key'),
      WEEK_OF_ARRIVAL.as('week'),
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
    .execute()) as SpeedGroup[]
}
