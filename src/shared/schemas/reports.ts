import { z } from 'zod'
import { dateOrder, dateOrderIssue, isoDate } from './admin-inquiries'

/** The funnel at /admin/reports: from inquiry to enrolment, grouped by where the leads came from or who had them. */

export const FUNNEL_GROUPS = ['source', 'campaign', 'channel', 'program', 'owner'] as const
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number]
export const FUNNEL_GROUP_LABELS: Record<FunnelGroup, string> = {
  source: 'Source',
  campaign: 'Campaign',
  channel: 'Channel',
  program: 'Program',
  owner: 'Owner',
}

export const REPORT_MESSAGES = {
  by: 'Group by source, campaign, channel, program or owner.',
} as const

/** The funnel's `campaign` key for inquiries without a UTM campaign, and `owner`'s for unassigned ones. */
export const NO_CAMPAIGN = '(none)'
export const NO_OWNER = '(unassigned)'

export const funnelSchema = z
  .object({
    from: isoDate,
    to: isoDate,
    by: z.enum(FUNNEL_GROUPS, { error: REPORT_MESSAGES.by }),
  })
  .refine(dateOrder, dateOrderIssue)
export type FunnelInput = z.input<typeof funnelSchema>

/** One group's line of the funnel (and the `total` line over every group). */
export interface FunnelRow {
  key: string
  /** The key as people read it: "Direct", a program's title, an admin's name. */
  label: string
  inquiries: number
  /** Ever reached Contacted or beyond (one that went Contacted -> Closed still counts). */
  contacted: number
  qualified: number
  enrolled: number
  /** Enrolled as a percentage of inquiries, one decimal; 0 without inquiries. */
  conversion: number
  /** Median days from arrival to enrolment, to the tenth (of times rounded down to it); null when none enrolled. */
  medianDaysToEnrol: number | null
  /** Median hours from arrival to the first contact, to the tenth (likewise); null when none contacted. */
  medianHoursToFirstContact: number | null
}

export interface Funnel {
  by: (typeof FUNNEL_GROUPS)[number]
  from: string
  to: string
  /** Most inquiries first. */
  rows: FunnelRow[]
  /** Groups left out of `rows` (past the most populous few hundred); `total` still counts them. */
  omitted: number
  total: FunnelRow
}
