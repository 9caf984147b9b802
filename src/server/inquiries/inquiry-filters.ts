import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { inScope } from '../access/inquiry-scope'
import { personInquiryCount } from './related-inquiries'
import { INQUIRY_SCOPE } from '../../shared/permissions'
import { DIRECT_SOURCE, OWNER_ME, OWNER_NONE, type InquiryFilters } from '../../shared/schemas/admin-inquiries'
import { endOfIndianDay, INDIA_TIME_ZONE, startOfIndianDay } from '../../shared/india-time'

/** A phone-like fragment ("98765", "+91 98765") searches the phone's digits; anything else, the lower-cased text. */
export function searchFragment(q: string): string {
  const digits = q.replace(/\D/g, '')
  const fragment = /^[\d\s+()-]+$/.test(q) && digits.length >= 3 ? digits : q.toLowerCase()
  return `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/** The instant India's current day ends, by the database's clock. */
export function endOfIndianToday() {
  return sql<Date>`((date_trunc('day', now() at time zone ${INDIA_TIME_ZONE}) + interval '1 day') at time zone ${INDIA_TIME_ZONE})`
}

type Filterable = SelectQueryBuilder<Database, 'inquiries', object>

/**
 * Applies the back office's filters. Every filter is an indexed column compared for equality, the date range
 * is a range on created_at, and the search is a LIKE the trigram index answers: the table, its counts, the
 * charts and the export all select through here, so their figures agree; and all within the viewer's scope.
 */
export function applyInquiryFilters<Q extends Filterable>(
  query: Q,
  filters: Omit<InquiryFilters, 'status'> & { status?: InquiryFilters['status'] },
  viewer: Member,
): Q {
  return query.where((eb: ExpressionBuilder<Database, 'inquiries'>) => {
    const and = [inScope(eb, viewer)]
    if (filters.kind) and.push(eb('inquiries.kind', '=', filters.kind))
    if (filters.status) and.push(eb('inquiries.status', '=', filters.status))
    if (filters.program) and.push(eb('inquiries.program', '=', filters.program))
    if (filters.channel) and.push(eb('inquiries.channel', '=', filters.channel))
    if (filters.owner === OWNER_NONE) and.push(eb('inquiries.owner_uid', 'is', null))
    else if (filters.owner) {
      and.push(eb('inquiries.owner_uid', '=', filters.owner === OWNER_ME ? viewer.uid : filters.owner))
    }
    if (filters.source === DIRECT_SOURCE) and.push(eb('inquiries.utm_source', 'is', null))
    else if (filters.source) and.push(eb('inquiries.utm_source', '=', filters.source))
    // The same range twice: on created_at for the pages' (created_at, id) order, and on created_day for
    // the aggregates' index-only scans. Each query's plan uses the one its index holds.
    if (filters.from) {
      and.push(eb('inquiries.created_at', '>=', startOfIndianDay(filters.from)))
      and.push(eb('inquiries.created_day', '>=', sql<string>`${filters.from}::date`))
    }
    if (filters.to) {
      and.push(eb('inquiries.created_at', '<', endOfIndianDay(filters.to)))
      and.push(eb('inquiries.created_day', '<=', sql<string>`${filters.to}::date`))
    }
    if (filters.q) and.push(eb('inquiries.search_text', 'like', sql<string>`${searchFragment(filters.q)}`))
    // "Now" and "today" are the database's clock and India's day, so every instance agrees on them.
    const now = sql<Date>`now()`
    const endOfToday = endOfIndianToday()
    if (filters.followUp === 'overdue') and.push(eb('inquiries.follow_up_at', '<', now))
    else if (filters.followUp === 'today') {
      and.push(eb('inquiries.follow_up_at', '>=', now), eb('inquiries.follow_up_at', '<', endOfToday))
    } else if (filters.followUp === 'upcoming') and.push(eb('inquiries.follow_up_at', '>=', endOfToday))
    if (filters.firstContact === 'done') and.push(eb('inquiries.first_contacted_at', 'is not', null))
    else if (filters.firstContact) {
      and.push(eb('inquiries.first_contacted_at', 'is', null))
      and.push(eb('inquiries.first_contact_due_at', filters.firstContact === 'late' ? '<' : '>=', now))
    }
    // Written as the partial indexes' predicate, so the repeat filter's pages and aggregates read them. To a
    // counsellor, a repeat is someone with another inquiry they may see: the count beside the row says so.
    if (filters.repeat) {
      and.push(eb('inquiries.is_repeat', '=', true))
      if (INQUIRY_SCOPE[viewer.role] !== 'all') and.push(sql<SqlBool>`${personInquiryCount(viewer)} > 1`)
    }
    return eb.and(and)
  }) as Q
}
