import { z } from 'zod'
import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryKind, type InquiryStatus } from '../inquiry-options'
import { isCalendarDate, text } from './fields'
import { ALERT_PREFERENCES } from './alerts'
import {
  ADMISSIONS_MESSAGES,
  CONTACT_CHANNELS,
  CONTACT_OUTCOMES,
  FIRST_CONTACT_FILTERS,
  FOLLOW_UP_FILTERS,
  FOLLOW_UP_FUTURE_MS,
  FOLLOW_UP_PAST_MS,
  NOTE_MAX,
} from './admissions'

/**
 * The back office's inquiry payloads: the table's filters (which also live in the page's URL), triage,
 * charts and export. The admin pages, the `admin.inquiries` procedures and the URL all read these.
 */

export const ADMIN_INQUIRY_MESSAGES = {
  search: 'Type at least 3 characters to search.',
  dateRange: 'The start date must be on or before the end date.',
  date: 'Use a date like 2026-01-31.',
  cursor: 'That page link is out of date. Start again from the first page.',
  notFound: 'That inquiry no longer exists.',
  takeOnly: 'You can take an unassigned lead for yourself; only an owner or a manager assigns leads to others.',
  ownerNotAdmin: 'Only an admin can own an inquiry.',
  note: 'Write a note first.',
  bulk: 'Select between 1 and 500 inquiries.',
  repeat: 'The repeat filter is either on (true) or left out.',
} as const

export const STATUS_LABELS: Record<InquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  enrolled: 'Enrolled',
  closed: 'Closed',
  spam: 'Spam',
}

export const KIND_LABELS: Record<InquiryKind, string> = {
  information: 'Information',
  enrollment: 'Enrolment',
  contact: 'Contact',
}

export const INQUIRY_CHANNELS = ['site', 'webservice', 'admin', 'import'] as const
export type InquiryChannel = (typeof INQUIRY_CHANNELS)[number]
export const CHANNEL_LABELS: Record<InquiryChannel, string> = {
  site: 'Website',
  webservice: 'Legacy API',
  admin: 'Added by hand',
  import: 'Imported',
}

/** The `source` filter's value for inquiries that arrived without a UTM source. */
export const DIRECT_SOURCE = '(direct)'

/** The history's note when a new inquiry went to the owner of the same person's earlier inquiries. */
export const PERSON_OWNER_NOTE = 'Already looks after this person.'

/** The `owner` filter: the caller's own leads, nobody's, or one admin's by uid. */
export const OWNER_ME = 'me'
export const OWNER_NONE = 'none'

/**
 * My day's lists (/admin/today), each the table under these filters: the server reads each list through
 * them, and each list's "See all" opens the table with them.
 */
export const MY_DAY_FILTERS = {
  overdue: { owner: OWNER_ME, followUp: 'overdue' },
  today: { owner: OWNER_ME, followUp: 'today' },
  upcoming: { owner: OWNER_ME, followUp: 'upcoming' },
  late: { owner: OWNER_ME, firstContact: 'late' },
  unassignedLate: { owner: OWNER_NONE, firstContact: 'late' },
} as const

export const INQUIRY_SORTS = ['newest', 'oldest', 'name-asc', 'name-desc'] as const
export type InquirySort = (typeof INQUIRY_SORTS)[number]

export const PAGE_SIZES = [25, 50, 100] as const
export const DEFAULT_PAGE_SIZE = 25

/** The table's columns an admin may hide; their choice is kept with their account. */
export const INQUIRY_COLUMNS = [
  'received',
  'name',
  'email',
  'phone',
  'kind',
  'program',
  'status',
  'owner',
  'source',
  'channel',
] as const
export type InquiryColumn = (typeof INQUIRY_COLUMNS)[number]

export const CHART_DIMENSIONS = ['kind', 'program', 'status', 'source', 'channel'] as const
export type ChartDimension = (typeof CHART_DIMENSIONS)[number]

/**
 * What the history records: a status or owner change, a note, the first opening, a contact attempt
 * (channel, outcome and note), a follow-up set or cleared, and a follow-up completed.
 */
export const INQUIRY_EVENT_ACTIONS = [
  'status',
  'owner',
  'note',
  'opened',
  'contact',
  'follow-up',
  'follow-up-done',
] as const
export type InquiryEventAction = (typeof INQUIRY_EVENT_ACTIONS)[number]

/** A day as YYYY-MM-DD (India days throughout the back office). */
export const isoDate = z
  .string({ error: ADMIN_INQUIRY_MESSAGES.date })
  .refine(isCalendarDate, ADMIN_INQUIRY_MESSAGES.date)

const filterFields = {
  kind: z.enum(INQUIRY_KINDS).optional(),
  status: z.enum(INQUIRY_STATUSES).optional(),
  program: text(200).min(1).optional(),
  owner: text(128).min(1).optional(),
  channel: z.enum(INQUIRY_CHANNELS).optional(),
  source: text(200).min(1).optional(),
  /** First and last day (India time, inclusive) of the inquiries' arrival. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** A fragment of at least three characters of the name, e-mail or phone. */
  q: text(100).min(3, ADMIN_INQUIRY_MESSAGES.search).optional(),
  /** Open follow-ups due before now, later today (India day), or after today. */
  followUp: z.enum(FOLLOW_UP_FILTERS).optional(),
  /** Past the first-contact deadline uncontacted, within it uncontacted, or contacted. */
  firstContact: z.enum(FIRST_CONTACT_FILTERS).optional(),
  /** Only inquiries from a person who wrote more than once (a shared e-mail or mobile). */
  repeat: z.literal(true, { error: ADMIN_INQUIRY_MESSAGES.repeat }).optional(),
}

/**
 * A search counts its matches up to this many: past it the counts read "10,000+" (docs/decisions/0025). An
 * exact count of a common fragment rechecks every match in the table (250-300 ms at a million).
 */
export const SEARCH_COUNT_LIMIT = 10_000

export const dateOrder = <T extends { from?: string; to?: string }>(v: T) => !v.from || !v.to || v.from <= v.to
export const dateOrderIssue = { message: ADMIN_INQUIRY_MESSAGES.dateRange, path: ['to'] }

/** What selects inquiries: the table, its counts, the charts and the export all take exactly this. */
export const inquiryFiltersSchema = z.object(filterFields).refine(dateOrder, dateOrderIssue)
export type InquiryFilters = z.output<typeof inquiryFiltersSchema>
export type InquiryFiltersInput = z.input<typeof inquiryFiltersSchema>

/** One page of the table: keyset pagination (`after`/`before` are cursors the previous page returned). */
export const inquiryListSchema = z
  .object({
    ...filterFields,
    sort: z.enum(INQUIRY_SORTS).default('newest'),
    size: z.union([z.literal(25), z.literal(50), z.literal(100)]).default(DEFAULT_PAGE_SIZE),
    after: text(300).min(1).optional(),
    before: text(300).min(1).optional(),
    /** The last page (read backwards from the end), for a "last" button. */
    last: z.boolean().optional(),
  })
  .refine(dateOrder, dateOrderIssue)
export type InquiryListInput = z.input<typeof inquiryListSchema>
export type InquiryListQuery = z.output<typeof inquiryListSchema>

export const inquiryChartsSchema = z
  .object({ ...filterFields, by: z.enum(CHART_DIMENSIONS).default('kind') })
  .refine(dateOrder, dateOrderIssue)
export type InquiryChartsInput = z.input<typeof inquiryChartsSchema>

export const inquiryExportSchema = z
  .object({ ...filterFields, sort: z.enum(INQUIRY_SORTS).default('newest') })
  .refine(dateOrder, dateOrderIssue)
export type InquiryExportInput = z.input<typeof inquiryExportSchema>

export const inquiryIdSchema = z.object({ id: z.number().int().positive().max(2_147_483_647) })

export const setStatusSchema = inquiryIdSchema.extend({ status: z.enum(INQUIRY_STATUSES) })
/** `ownerUid: null` leaves the inquiry with nobody. */
export const assignSchema = inquiryIdSchema.extend({ ownerUid: text(128).min(1).nullable() })
export const addNoteSchema = inquiryIdSchema.extend({
  body: text(2000, ADMIN_INQUIRY_MESSAGES.note).min(1, ADMIN_INQUIRY_MESSAGES.note),
})
// The bound is ours, with its own message; text()'s own only stops a runaway value.
const optionalNote = text(65_536)
  .max(NOTE_MAX, ADMISSIONS_MESSAGES.note)
  .optional()
  .transform((v) => (v ? v : undefined))

/** A contact attempt, logged from the inquiry's detail. */
export const logContactSchema = inquiryIdSchema.extend({
  channel: z.enum(CONTACT_CHANNELS, { error: ADMISSIONS_MESSAGES.channel }),
  outcome: z.enum(CONTACT_OUTCOMES, { error: ADMISSIONS_MESSAGES.outcome }),
  note: optionalNote,
})
export type LogContactInput = z.input<typeof logContactSchema>

/** The inquiry's one open follow-up: a time (null clears it) and a short note. */
export const setFollowUpSchema = inquiryIdSchema.extend({
  dueAt: z.iso
    .datetime({ offset: true, error: ADMISSIONS_MESSAGES.dueAt, abort: true })
    .refine((v) => Date.parse(v) >= Date.now() - FOLLOW_UP_PAST_MS, ADMISSIONS_MESSAGES.dueInPast)
    .refine((v) => Date.parse(v) <= Date.now() + FOLLOW_UP_FUTURE_MS, ADMISSIONS_MESSAGES.dueTooFar)
    .nullable(),
  note: optionalNote,
})
export type SetFollowUpInput = z.input<typeof setFollowUpSchema>

export const bulkUpdateSchema = z.object({
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, ADMIN_INQUIRY_MESSAGES.bulk)
    .max(500, ADMIN_INQUIRY_MESSAGES.bulk),
  change: z.union([
    z.object({ status: z.enum(INQUIRY_STATUSES) }),
    z.object({ ownerUid: text(128).min(1).nullable() }),
  ]),
})
export type BulkUpdateInput = z.input<typeof bulkUpdateSchema>

/** Inquiries that arrived after the newest one the page has seen. */
export const arrivalsSchema = z.object({ afterId: z.number().int().min(0).max(2_147_483_647) })

export const adminPreferencesSchema = z.object({
  hiddenInquiryColumns: z.array(z.enum(INQUIRY_COLUMNS)).max(INQUIRY_COLUMNS.length).optional(),
  alerts: z.enum(ALERT_PREFERENCES).optional(),
  /** A system notification for each new lead while the back office sits in a background tab. */
  liveNotifications: z.boolean().optional(),
  /** A short tone with each new lead's notice. */
  liveSound: z.boolean().optional(),
})
export type AdminPreferences = z.output<typeof adminPreferencesSchema>
