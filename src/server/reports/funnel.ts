import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { inScope } from '../access/inquiry-scope'
import { CHANNEL_LABELS, DIRECT_SOURCE, type InquiryChannel } from '../../shared/schemas/admin-inquiries'
import {
  NO_CAMPAIGN,
  NO_OWNER,
  type Funnel,
  type FunnelGroup,
  type FunnelRow,
  type funnelSchema,
} from '../../shared/schemas/reports'
import { programLabel } from '../../shared/program-labels'
import { histogramAdd, histogramMiddle } from './histogram'

/** Groups beyond this many (free-text campaigns from legacy callers) are left out of the rows, not the total. */
export const MAX_FUNNEL_ROWS = 500

const GROUP_KEY = {
  source: sql<string>`coalesce(inquiries.utm_source, ${DIRECT_SOURCE})`,
  campaign: sql<string>`coalesce(inquiries.utm_campaign, ${NO_CAMPAIGN})`,
  channel: sql<string>`inquiries.channel`,
  program: sql<string>`inquiries.program`,
  owner: sql<string>`coalesce(inquiries.owner_uid, ${NO_OWNER})`,
} satisfies Record<FunnelGroup, RawBuilder<string>>

/** One line of the aggregate: a group's inquiries with the same rounded times to first contact and enrolment. */
interface Cell {
  key: string
  /** Tenths of an hour from arrival to the first contact, rounded down; null when not contacted. */
  contact: number | null
  /** Tenths of a day from arrival to enrolment, rounded down; null when not enrolled. */
  enrol: number | null
  inquiries: string
  contacted: string
  qualified: string
  enrolled: string
}

/** A group's counts and its two histograms (tenths -> inquiries), merged from its cells. */
class Tally {
  inquiries = 0
  contacted = 0
  qualified = 0
  enrolled = 0
  readonly contact = new Map<number, number>()
  readonly enrol = new Map<number, number>()

  add(c: Cell): void {
    const n = Number(c.inquiries)
    this.inquiries += n
    this.contacted += Number(c.contacted)
    this.qualified += Number(c.qualified)
    this.enrolled += Number(c.enrolled)
    if (c.contact !== null) histogramAdd(this.contact, c.contact, n)
    if (c.enrol !== null) histogramAdd(this.enrol, c.enrol, n)
  }

  row(key: string, label: string): FunnelRow {
    return {
      key,
      label,
      inquiries: this.inquiries,
      contacted: this.contacted,
      qualified: this.qualified,
      enrolled: this.enrolled,
      conversion: this.inquiries ? Math.round((this.enrolled / this.inquiries) * 1000) / 10 : 0,
      medianDaysToEnrol: median(this.enrol),
      medianHoursToFirstContact: median(this.contact),
    }
  }
}

/** The median of a histogram of tenths, in units to one decimal. */
function median(histogram: Map<number, number>): number | null {
  const middle = histogramMiddle(histogram)
  return middle === null ? null : Math.round(middle) / 10
}

// date_part is double precision: extract() would be numeric, several times slower over a year of rows.
const tenths = (interval: RawBuilder<unknown>, unitSeconds: number) =>
  sql<number | null>`floor(date_part('epoch', ${interval}) / ${sql.lit(unitSeconds / 10)})::int`

/**
 * From inquiry to enrolment for the inquiries that arrived between two India days, per group and in total.
 * Each stage counts what a lead ever reached (reached_*_at, kept by every status change), so a lead that
 * went Contacted -> Closed still counts as contacted. One pass over a covering index (an index-only scan)
 * hashes the rows into cells of group and times rounded down to the tenth the page shows; the medians are
 * read from those histograms here, and the total merges the groups' cells, so no row is sorted or read
 * twice (docs/decisions/0011). A counsellor's funnel holds their own and unassigned leads (0022).
 */
export async function funnelReport(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  viewer: Member,
): Promise<Funnel> {
  // The rows, not the funnel cubes (docs/decisions/0025): keyed by the times to contact and to enrol, those
  // cubes hold about as many rows as the inquiries they sum, and the rollups' property test found a range
  // they answered short. They are kept filled for the next try.
  const cells = await funnelCellsFromRows(db, input, viewer)
  const total = new Tally()
  const groups = new Map<string, Tally>()
  for (const cell of cells) {
    total.add(cell)
    let group = groups.get(cell.key)
    if (!group) groups.set(cell.key, (group = new Tally()))
    group.add(cell)
  }
  const ranked = [...groups]
    .sort(([a, x], [b, y]) => y.inquiries - x.inquiries || a.localeCompare(b))
    .slice(0, MAX_FUNNEL_ROWS)
  const labelOf = await labeller(
    db,
    input.by,
    ranked.map(([key]) => key),
  )
  return {
    by: input.by,
    from: input.from,
    to: input.to,
    rows: ranked.map(([key, tally]) => tally.row(key, labelOf(key))),
    omitted: groups.size - ranked.length,
    total: total.row('total', 'Total'),
  }
}

/** The funnel's cells from the rows themselves: the recount every fast answer is held to. */
export async function funnelCellsFromRows(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  viewer: Member,
): Promise<Cell[]> {
  return (await db
    .selectFrom('inquiries')
    .select([
      GROUP_KEY[input.by].as('key'),
      tenths(sql`inquiries.first_contacted_at - inquiries.created_at`, 3600).as('contact'),
      tenths(sql`inquiries.reached_enrolled_at - inquiries.created_at`, 86_400).as('enrol'),
      (eb) => eb.fn.countAll<string>().as('inquiries'),
      (eb) => eb.fn.count<string>('inquiries.reached_contacted_at').as('contacted'),
      (eb) => eb.fn.count<string>('inquiries.reached_qualified_at').as('qualified'),
      (eb) => eb.fn.count<string>('inquiries.reached_enrolled_at').as('enrolled'),
    ])
    .where('inquiries.created_day', '>=', sql<string>`${input.from}::date`)
    .where('inquiries.created_day', '<=', sql<string>`${input.to}::date`)
    .where((eb) => inScope(eb, viewer))
    .groupBy([sql`1`, sql`2`, sql`3`])
    .execute()) as Cell[]
}

/** How people read a group's key: "Direct", a program's title, an admin's name. */
async function labeller(db: Kysely<Database>, by: FunnelGroup, keys: string[]): Promise<(key: string) => string> {
  switch (by) {
    case 'source':
      return (key) => (key === DIRECT_SOURCE ? 'Direct' : key)
    case 'campaign':
      return (key) => (key === NO_CAMPAIGN ? 'No campaign' : key)
    case 'channel':
      return (key) => CHANNEL_LABELS[key as InquiryChannel] ?? key
    case 'program':
      return programLabel
    case 'owner': {
      const uids = keys.filter((k) => k !== NO_OWNER)
      const people = uids.length
        ? await db.selectFrom('users').select(['uid', 'display_name', 'email']).where('uid', 'in', uids).execute()
        : []
      const names = new Map(people.map((p) => [p.uid, p.display_name ?? p.email ?? p.uid]))
      return (key) => (key === NO_OWNER ? 'Unassigned' : (names.get(key) ?? key))
    }
  }
}
