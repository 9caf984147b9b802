import { sql, type RawBuilder, type SqlBool } from 'kysely'
import type { Member } from '../auth/identity'
import { INQUIRY_SCOPE } from '../../shared/permissions'
import { DIRECT_SOURCE, OWNER_ME, OWNER_NONE, type InquiryFilters } from '../../shared/schemas/admin-inquiries'
import type { Cube, Dimension, Grain } from './cubes'
import { periodOf } from './rollup-compactor'

/** India days, both ends included; a missing end is open. */
export interface DayRange {
  from?: string
  to?: string
}

/** Periods of one grain whose first days lie in [from, to] (an end left out is open). */
export interface Segment {
  grain: Grain
  from?: string
  to?: string
}

const DAY_MS = 86_400_000
const asTime = (day: string) => Date.parse(`${day}T00:00:00Z`)
const asDay = (t: number) => new Date(t).toISOString().slice(0, 10)
export const addDays = (day: string, days: number) => asDay(asTime(day) + days * DAY_MS)

const MONTHS: Partial<Record<Grain, number>> = { m: 1, q: 3 }

/** The first day of the week (from Monday), month or quarter holding `day`. */
export function periodStart(day: string, grain: Grain): string {
  if (grain === 'd') return day
  if (grain === 'w') return addDays(day, -((new Date(asTime(day)).getUTCDay() + 6) % 7))
  const month = Number(day.slice(5, 7))
  const first = grain === 'q' ? month - ((month - 1) % 3) : month
  return `${day.slice(0, 4)}-${String(first).padStart(2, '0')}-01`
}

/** The first day of the period `periods` after (or before) the one starting on `start`. */
function shift(start: string, grain: Grain, periods: number): string {
  const months = MONTHS[grain]
  if (months === undefined) return addDays(start, periods * (grain === 'w' ? 7 : 1))
  const d = new Date(asTime(start))
  d.setUTCMonth(d.getUTCMonth() + periods * months)
  return asDay(d.getTime())
}

const nextStart = (start: string, grain: Grain) => shift(start, grain, 1)
const previousStart = (start: string, grain: Grain) => shift(start, grain, -1)

/**
 * The fewest periods that cover a range: whole periods of `coarse` inside it, and days at its ragged ends.
 * A year is 11 or 12 months and up to 60 days; all time is the months alone.
 */
export function cover(range: DayRange, coarse: Grain): Segment[] {
  if (coarse === 'd') return [{ grain: 'd', ...range }]
  const { from, to } = range
  // The first whole period starts at `from` or after; the last whole one ends at `to` or before.
  const start = from === undefined ? undefined : periodStart(from, coarse)
  const first = start === undefined || start === from ? start : nextStart(start, coarse)
  const last =
    to === undefined
      ? undefined
      : addDays(nextStart(periodStart(to, coarse), coarse), -1) === to
        ? periodStart(to, coarse)
        : previousStart(periodStart(to, coarse), coarse)
  if (first !== undefined && last !== undefined && first > last) return [{ grain: 'd', from, to }]
  const segments: Segment[] = [{ grain: coarse, from: first, to: last }]
  if (from !== undefined && first !== undefined && from < first)
    segments.push({ grain: 'd', from, to: addDays(first, -1) })
  if (to !== undefined && last !== undefined) {
    const end = addDays(nextStart(last, coarse), -1)
    if (to > end) segments.push({ grain: 'd', from: addDays(end, 1), to })
  }
  return segments
}

/**
 * The fewest periods that cover a range with several grains, coarsest first: whole periods of the first
 * inside it, then of the next in what is left at each end, and days beyond them. With months and weeks, a
 * year is 11 or 12 months, up to eight weeks and twelve days: the ragged ends of cubes whose days hold a cell
 * for nearly every inquiry.
 */
export function coverFine(range: DayRange, grains: readonly Grain[] = ['m', 'w']): Segment[] {
  const [coarse, ...finer] = grains
  if (!coarse) return [{ grain: 'd', ...range }]
  return cover(range, coarse).flatMap((s) =>
    s.grain === 'd' && s.from !== undefined && s.to !== undefined && finer.length
      ? coverFine({ from: s.from, to: s.to }, finer)
      : [s],
  )
}

const day = (value: string) => sql<string>`${value}::date`

function between(column: RawBuilder<unknown>, from?: string, to?: string): RawBuilder<SqlBool>[] {
  return [
    ...(from === undefined ? [] : [sql<SqlBool>`${column} >= ${day(from)}`]),
    ...(to === undefined ? [] : [sql<SqlBool>`${column} <= ${day(to)}`]),
  ]
}

/** The parts joined by `and`; true without any. */
export const and = (parts: RawBuilder<SqlBool>[]): RawBuilder<SqlBool> =>
  parts.length ? sql<SqlBool>`${sql.join(parts, sql` and `)}` : sql<SqlBool>`true`

/**
 * What to sum: a cube's rows in `segments` and the deltas not yet moved into it over `range`, alike in their
 * columns, filtered by `where`, each with `period`: the first day of its bucket of grain `bucket` (or of its
 * own day without one). Readers group and sum over it; one statement, so one snapshot of both.
 */
export function rollupRows(
  cube: Cube,
  segments: Segment[],
  range: DayRange,
  where: RawBuilder<SqlBool>,
  columns: readonly (Dimension | string)[],
  bucket: Grain = 'd',
): RawBuilder<unknown> {
  const cols = sql.join(columns.map((c) => sql.ref(c)))
  const periods = sql.join(
    segments.map(
      (s) => sql`(${and([sql<SqlBool>`grain = ${sql.lit(s.grain)}`, ...between(sql.ref('period'), s.from, s.to)])})`,
    ),
    sql` or `,
  )
  return sql`(
    select ${periodOf(sql.ref('period'), bucket)} as period, ${cols} from ${sql.table(cube.table)}
    where (${periods}) and ${where}
    union all
    select ${periodOf(sql.ref('day'), bucket)} as period, ${cols} from inquiry_rollup_deltas
    where ${and(between(sql.ref('day'), range.from, range.to))} and ${where}
  ) as r`
}

/** A counsellor's own and unassigned leads, as inScope() says for the rows. */
export function scopeWhere(viewer: Member): RawBuilder<SqlBool>[] {
  const owners = scopeOwners(viewer)
  return owners.length ? [sql<SqlBool>`(${sql.join(owners, sql` or `)})`] : []
}

/**
 * The same scope as its owners apart (none for who sees every lead): a cube keyed by owner first reads each
 * as a range of its index, where the two together would read every owner's cells.
 */
export function scopeOwners(viewer: Member): RawBuilder<SqlBool>[] {
  if (INQUIRY_SCOPE[viewer.role] === 'all') return []
  return [sql<SqlBool>`owner_uid = ${viewer.uid}`, sql<SqlBool>`owner_uid is null`]
}

/** The table's filters a cube can answer, as a predicate on its columns, with the dimensions they name. */
export interface RollupFilter {
  where: RawBuilder<SqlBool>
  needed: Set<Dimension>
  /** Count the leads past their deadline uncontacted: the open ones less those still within it (from rows). */
  late: boolean
}

/**
 * The filters as a predicate on a cube, or null when one of them is not a cube's to answer: a search
 * fragment, a follow-up's time and "due" (within the deadline) are measured against the rows (and their indexes),
 * and to a counsellor a repeat is a person seen in their own scope (docs/decisions/0011, 0022).
 */
export function rollupFilter(
  filters: Omit<InquiryFilters, 'status'> & { status?: InquiryFilters['status'] },
  viewer: Member,
): RollupFilter | null {
  if (filters.q || filters.followUp || filters.firstContact === 'due') return null
  if (filters.repeat && INQUIRY_SCOPE[viewer.role] !== 'all') return null
  const needed = new Set<Dimension>()
  const parts: RawBuilder<SqlBool>[] = scopeWhere(viewer)
  if (parts.length) needed.add('owner_uid')
  const eq = (dimension: Dimension, value: unknown) => {
    needed.add(dimension)
    parts.push(sql<SqlBool>`${sql.ref(dimension)} = ${value}`)
  }
  if (filters.kind) eq('kind', filters.kind)
  if (filters.status) eq('status', filters.status)
  if (filters.program) eq('program', filters.program)
  if (filters.channel) eq('channel', filters.channel)
  if (filters.owner === OWNER_NONE) {
    needed.add('owner_uid')
    parts.push(sql<SqlBool>`owner_uid is null`)
  } else if (filters.owner) eq('owner_uid', filters.owner === OWNER_ME ? viewer.uid : filters.owner)
  if (filters.source === DIRECT_SOURCE) {
    needed.add('utm_source')
    parts.push(sql<SqlBool>`utm_source is null`)
  } else if (filters.source) eq('utm_source', filters.source)
  if (filters.repeat) eq('is_repeat', true)
  if (filters.firstContact === 'done') eq('contacted', true)
  // "Late" sums open_due (uncontacted with a deadline) instead of n: no dimension of its own.
  return { where: and(parts), needed, late: filters.firstContact === 'late' }
}
