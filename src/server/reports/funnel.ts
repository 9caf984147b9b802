import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { inScope } from '../access/inquiry-scope'
import { CHANNEL_LABELS, DIRECT_SOURCE, type InquiryChannel } from '../../shared/schemas/admin-inquiries'
import { NO_CAMPAIGN, NO_OWNER, type Funnel, type FunnelGroup, type funnelSchema } from '../../shared/schemas/reports'
import { programLabel } from '../../shared/program-labels'
import { histogramAdd } from './histogram'
import { funnelKey, tallyOf, FunnelTally, type FunnelTallies } from './funnel-tally'
import { funnelFromRollups } from './funnel-from-rollups'

/** Groups beyond this many (free-text campaigns from legacy callers) are left out of the rows, not the total. */
export const MAX_FUNNEL_ROWS = 500

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

// date_part is double precision: extract() would be numeric, several times slower over a year of rows.
const tenths = (interval: RawBuilder<unknown>, unitSeconds: number) =>
  sql<number | null>`floor(date_part('epoch', ${interval}) / ${sql.lit(unitSeconds / 10)})::int`

/**
 * From inquiry to enrolment for the inquiries that arrived between two India days, per group and in total.
 * Each stage counts what a lead ever reached (reached_*_at, kept by every status change), so a lead that
 * went Contacted -> Closed still counts as contacted. The medians are over times rounded down to the tenth
 * the page shows. The counts and histograms come from the funnel's cubes once the rollups are filled
 * (funnel-from-rollups.ts), until then from one pass over the rows' covering index (docs/decisions/0011,
 * 0025). A counsellor's funnel holds their own and unassigned leads (0022).
 */
export async function funnelReport(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  viewer: Member,
): Promise<Funnel> {
  const tallies = (await funnelFromRollups(db, input, viewer)) ?? (await funnelTalliesFromRows(db, input, viewer))
  return funnelOf(db, input, tallies)
}

/** The funnel from the rows alone: the recount the cubes' answer is held to. */
export async function funnelFromRows(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  viewer: Member,
): Promise<Funnel> {
  return funnelOf(db, input, await funnelTalliesFromRows(db, input, viewer))
}

async function funnelOf(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  { groups, total }: FunnelTallies,
): Promise<Funnel> {
  // A group whose inquiries all left the range (a cube's cells that sum to nothing) is no line of it.
  const ranked = [...groups]
    .filter(([, tally]) => tally.inquiries !== 0)
    .sort(([a, x], [b, y]) => y.inquiries - x.inquiries || a.localeCompare(b))
  const shown = ranked.slice(0, MAX_FUNNEL_ROWS)
  const labelOf = await labeller(
    db,
    input.by,
    shown.map(([key]) => key),
  )
  return {
    by: input.by,
    from: input.from,
    to: input.to,
    rows: shown.map(([key, tally]) => tally.row(key, labelOf(key))),
    omitted: ranked.length - shown.length,
    total: total.row('total', 'Total'),
  }
}

async function funnelTalliesFromRows(
  db: Kysely<Database>,
  input: z.output<typeof funnelSchema>,
  viewer: Member,
): Promise<FunnelTallies> {
  const groups = new Map<string, FunnelTally>()
  const total = new FunnelTally()
  for (const c of await funnelCellsFromRows(db, input, viewer)) {
    const n = Number(c.inquiries)
    for (const tally of [tallyOf(groups, c.key), total]) {
      tally.addStages(n, Number(c.contacted), Number(c.qualified), Number(c.enrolled))
      if (c.contact !== null) histogramAdd(tally.contact, c.contact, n)
      if (c.enrol !== null) histogramAdd(tally.enrol, c.enrol, n)
    }
  }
  return { groups, total }
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
      funnelKey(input.by, 'inquiries').as('key'),
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
