import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { INQUIRY_STATUSES, type InquiryStatus } from '../../shared/inquiry-options'
import {
  SEARCH_COUNT_LIMIT,
  type InquiryFilters,
  type InquiryListQuery,
  type InquirySort,
} from '../../shared/schemas/admin-inquiries'
import { applyInquiryFilters } from './inquiry-filters'
import { inScope } from '../access/inquiry-scope'
import { decodeCursor, encodeCursor, type Cursor } from './inquiry-cursor'
import { inquiriesWithOwner, toInquiryRow, type InquiryRow } from './inquiry-rows'
import { cubeFor } from '../rollups/cubes'
import { cover, rollupFilter, rollupRows } from '../rollups/rollup-read'
import { rollupsReady } from '../rollups/rollup-backfill'

export interface InquiryPage {
  rows: InquiryRow[]
  /** Cursor for the next (older, for `newest`) page; null on the last page. */
  nextCursor: string | null
  /** Cursor for the previous page; null on the first page. */
  prevCursor: string | null
}

export interface InquiryCounts {
  /**
   * Per status under every filter but the status one, so each status chip shows what choosing it gives;
   * null when a search matches more than SEARCH_COUNT_LIMIT inquiries under those filters (not counted).
   */
  byStatus: Record<InquiryStatus, number | null>
  /** Under every filter, the status one included: the table's row count, or the limit when `atLeast`. */
  total: number
  /** A search matched more than SEARCH_COUNT_LIMIT inquiries: `total` is that limit, and the table holds more. */
  atLeast: boolean
}

type Direction = 'asc' | 'desc'

/** Each sort reads an index in its order: (created_at, id) or (full_name, id). */
const SORTS: Record<InquirySort, { column: 'inquiries.created_at' | 'inquiries.full_name'; direction: Direction }> = {
  newest: { column: 'inquiries.created_at', direction: 'desc' },
  oldest: { column: 'inquiries.created_at', direction: 'asc' },
  'name-asc': { column: 'inquiries.full_name', direction: 'asc' },
  'name-desc': { column: 'inquiries.full_name', direction: 'desc' },
}

const flip = (d: Direction): Direction => (d === 'asc' ? 'desc' : 'asc')

/**
 * One page of inquiries in the chosen order, `size` rows long, starting after (or ending before) a cursor.
 * Keyset pagination: a deep page costs what the first does, where OFFSET would read every row before it.
 */
export function orderedInquiries(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
  sort: InquirySort,
  options: { after?: Cursor; before?: Cursor; backwards?: boolean; limit: number },
) {
  const { column, direction: forward } = SORTS[sort]
  const backwards = options.backwards || options.before !== undefined
  const direction = backwards ? flip(forward) : forward
  const edge = options.after ?? options.before
  let query = applyInquiryFilters(inquiriesWithOwner(db, viewer), filters, viewer)
  if (edge) {
    const key = column === 'inquiries.created_at' ? sql`${edge.key}::timestamptz` : sql`${edge.key}`
    const op = sql.raw(direction === 'desc' ? '<' : '>')
    query = query.where(sql<boolean>`(${sql.ref(column)}, inquiries.id) ${op} (${key}, ${edge.id})`)
  }
  return query.orderBy(column, direction).orderBy('inquiries.id', direction).limit(options.limit)
}

/** The cursor just past a row, in the sort's own key. */
export function edgeOf(sort: InquirySort, row: { id: number; full_name: string; created_key: string }): Cursor {
  const key = sort === 'newest' || sort === 'oldest' ? row.created_key : row.full_name
  return { sort, key, id: row.id }
}

const cursorOf = (sort: InquirySort, row: Parameters<typeof edgeOf>[1]) => encodeCursor(edgeOf(sort, row))

export async function listInquiries(
  db: Kysely<Database>,
  input: InquiryListQuery,
  viewer: Member,
): Promise<InquiryPage> {
  const after = input.after ? decodeCursor(input.after, input.sort) : undefined
  const before = !after && input.before ? decodeCursor(input.before, input.sort) : undefined
  const backwards = !after && (before !== undefined || input.last === true)
  const found = await orderedInquiries(db, input, viewer, input.sort, {
    after,
    before,
    backwards,
    limit: input.size + 1,
  }).execute()
  const more = found.length > input.size
  const page = found.slice(0, input.size)
  if (backwards) page.reverse()
  const first = page[0]
  const last = page.at(-1)
  // Reading forwards, "more" means a next page; reading backwards, a previous one.
  const hasNext = backwards ? before !== undefined : more
  const hasPrev = backwards ? more : after !== undefined
  return {
    rows: page.map(toInquiryRow),
    nextCursor: hasNext && last ? cursorOf(input.sort, last) : null,
    prevCursor: hasPrev && first ? cursorOf(input.sort, first) : null,
  }
}

/** The count of each status under the other filters, and the table's total under all of them. */
export async function countInquiries(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
): Promise<InquiryCounts> {
  const { status, ...others } = filters
  const counted = filters.q
    ? await countUpTo(db, others, viewer, SEARCH_COUNT_LIMIT)
    : ((await countFromRollups(db, others, viewer)) ?? (await countFromRows(db, others, viewer)))
  if (!counted) return countBeyond(db, filters, viewer, SEARCH_COUNT_LIMIT)
  const byStatus = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, 0])) as Record<InquiryStatus, number>
  for (const [s, n] of counted) byStatus[s] = n
  const total = status ? byStatus[status] : Object.values(byStatus).reduce((a, b) => a + b, 0)
  return { byStatus, total, atLeast: false }
}

/**
 * Per status, from at most `limit` + 1 matching rows: null when there are more. A search's matches are
 * rechecked row by row in the table (its trigram index only narrows them down), so an exact count of a
 * common fragment reads every match; this stops after the limit, whatever the fragment.
 */
async function countUpTo(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
  limit: number,
): Promise<Map<InquiryStatus, number> | null> {
  const found = applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
    .select('inquiries.status')
    .limit(limit + 1)
  const rows = await db
    .selectFrom(found.as('found'))
    .select(['found.status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('found.status')
    .execute()
  const counted = new Map(rows.map((r) => [r.status, Number(r.count)]))
  return [...counted.values()].reduce((a, b) => a + b, 0) > limit ? null : counted
}

/** Counts past the limit: the statuses uncounted, the table's rows up to the limit under its status too. */
async function countBeyond(
  db: Kysely<Database>,
  filters: InquiryFilters,
  viewer: Member,
  limit: number,
): Promise<InquiryCounts> {
  const byStatus = Object.fromEntries(INQUIRY_STATUSES.map((s) => [s, null])) as Record<InquiryStatus, null>
  if (!filters.status) return { byStatus, total: limit, atLeast: true }
  const counted = await countUpTo(db, filters, viewer, limit)
  const total = counted ? (counted.get(filters.status) ?? 0) : limit
  return { byStatus, total, atLeast: counted === null }
}

type OtherFilters = Omit<InquiryFilters, 'status'>

/** Per status, from the rows themselves: the recount every fast answer is held to. */
export async function countFromRows(
  db: Kysely<Database>,
  filters: OtherFilters,
  viewer: Member,
): Promise<Map<InquiryStatus, number>> {
  const rows = await applyInquiryFilters(db.selectFrom('inquiries'), filters, viewer)
    .select(['inquiries.status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('inquiries.status')
    .execute()
  return new Map(rows.map((r) => [r.status, Number(r.count)]))
}

/**
 * Per status, from the smallest rollup cube holding the filters' dimensions (docs/decisions/0025): the months
 * inside the range, days at its ends, and the deltas not yet in the cube. Null when a filter is not a
 * cube's to answer, or the rollups are still being filled. Leads past their deadline are the open ones less
 * those still within it, which the rows' partial index counts.
 */
async function countFromRollups(
  db: Kysely<Database>,
  filters: OtherFilters,
  viewer: Member,
): Promise<Map<InquiryStatus, number> | null> {
  const plan = rollupFilter(filters, viewer)
  if (!plan || !(await rollupsReady(db))) return null
  const cube = cubeFor(new Set([...plan.needed, 'status']))
  const range = { from: filters.from, to: filters.to }
  const measure = sql.ref(plan.late ? 'open_due' : 'n')
  const { rows } = await sql<{ status: InquiryStatus; count: number }>`
    select status, sum(${measure})::int as count
    from ${rollupRows(cube, cover(range, 'm'), range, plan.where, ['status', plan.late ? 'open_due' : 'n'])}
    group by status`.execute(db)
  const counts = new Map(rows.map((r) => [r.status, Number(r.count)]))
  if (plan.late) {
    for (const [s, n] of await countFromRows(db, { ...filters, firstContact: 'due' }, viewer)) {
      counts.set(s, (counts.get(s) ?? 0) - n)
    }
  }
  return counts
}

/** Inquiries newer than the newest one a page has shown, so it can announce them without a reload. */
export async function inquiryArrivals(
  db: Kysely<Database>,
  afterId: number,
  viewer: Member,
): Promise<{ count: number; latestId: number }> {
  const row = await db
    .selectFrom('inquiries')
    .select([(eb) => eb.fn.countAll<number>().as('count'), (eb) => eb.fn.max('id').as('latest')])
    .where('id', '>', afterId)
    .where((eb) => inScope(eb, viewer))
    .executeTakeFirstOrThrow()
  return { count: Number(row.count), latestId: row.latest ?? afterId }
}
