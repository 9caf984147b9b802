import { sql, type RawBuilder } from 'kysely'
import { DIRECT_SOURCE } from '../../shared/schemas/admin-inquiries'
import { NO_CAMPAIGN, NO_OWNER, type FunnelGroup, type FunnelRow } from '../../shared/schemas/reports'
import { histogramMiddle } from './histogram'

/**
 * A funnel group's key as a SQL expression, over the inquiries or over a rollup's columns (which bear the
 * same names): a missing source, campaign or owner has a key of its own.
 */
export function funnelKey(by: FunnelGroup, table?: 'inquiries'): RawBuilder<string> {
  const ref = (column: string) => sql.ref(table ? `${table}.${column}` : column)
  switch (by) {
    case 'source':
      return sql<string>`coalesce(${ref('utm_source')}, ${DIRECT_SOURCE})`
    case 'campaign':
      return sql<string>`coalesce(${ref('utm_campaign')}, ${NO_CAMPAIGN})`
    case 'channel':
      return sql<string>`${ref('channel')}`
    case 'program':
      return sql<string>`${ref('program')}`
    case 'owner':
      return sql<string>`coalesce(${ref('owner_uid')}, ${NO_OWNER})`
  }
}

/**
 * A group's counts and its two histograms: tenths of an hour to first contact and tenths of a day to
 * enrolment (value -> inquiries). From the rows they hold every tenth; from the rollups, the tenths of the
 * hours the median falls in and the rest as one count on each side of them, which gives the same median.
 */
export class FunnelTally {
  inquiries = 0
  contacted = 0
  qualified = 0
  enrolled = 0
  readonly contact = new Map<number, number>()
  readonly enrol = new Map<number, number>()

  addStages(inquiries: number, contacted: number, qualified: number, enrolled: number): void {
    this.inquiries += inquiries
    this.contacted += contacted
    this.qualified += qualified
    this.enrolled += enrolled
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

/** Every group's tally and the total's. */
export interface FunnelTallies {
  groups: Map<string, FunnelTally>
  total: FunnelTally
}

/** The tally of `key`, made on first use. */
export function tallyOf(groups: Map<string, FunnelTally>, key: string): FunnelTally {
  let tally = groups.get(key)
  if (!tally) groups.set(key, (tally = new FunnelTally()))
  return tally
}

/** The median of a histogram of tenths, in units to one decimal. */
function median(histogram: Map<number, number>): number | null {
  const middle = histogramMiddle(histogram)
  return middle === null ? null : Math.round(middle) / 10
}
