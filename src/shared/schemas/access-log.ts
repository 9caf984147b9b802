import { z } from 'zod'
import { isoDate } from './admin-inquiries'

/**
 * What a look at personal data was (docs/decisions/0022): an inquiry's detail, a list or search that
 * showed names, the same person's other inquiries, a CSV export, a person's data exported or erased or
 * marked do-not-contact, and a quick action that used a phone or an e-mail.
 */
export const ACCESS_ACTIONS = [
  'inquiry.view',
  'inquiry.list',
  'inquiry.related',
  'inquiry.export',
  'person.export',
  'person.erase',
  'person.do-not-contact',
  'contact.call',
  'contact.whatsapp',
  'contact.email',
] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]

export const ACCESS_ACTION_LABELS: Record<AccessAction, string> = {
  'inquiry.view': 'Opened an inquiry',
  'inquiry.list': 'Listed inquiries',
  'inquiry.related': "Read a person's other inquiries",
  'inquiry.export': 'Exported inquiries (CSV)',
  'person.export': "Exported a person's data",
  'person.erase': "Erased a person's data",
  'person.do-not-contact': 'Marked do not contact',
  'contact.call': 'Called',
  'contact.whatsapp': 'Sent a WhatsApp message',
  'contact.email': 'Sent an e-mail',
}

const MAX_ID = 2_147_483_647

/** The log's filters: a member, an inquiry, an action and India days, newest first. */
export const accessLogFiltersSchema = z.object({
  actorUid: z.string().trim().min(1).max(128).optional(),
  inquiryId: z.number().int().positive().max(MAX_ID).optional(),
  action: z.enum(ACCESS_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
})
export type AccessLogFilters = z.infer<typeof accessLogFiltersSchema>

export const accessLogListSchema = accessLogFiltersSchema.extend({
  /** The id of the last entry of the previous page: the next page holds older ones. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,18}$/)
    .optional(),
  size: z.number().int().min(1).max(200).default(50),
})
export type AccessLogListInput = z.input<typeof accessLogListSchema>

/** "Who looked at this": an inquiry's last 20 entries. */
export const WHO_LOOKED_LIMIT = 20

/** Months the log is kept (ACCESS_LOG_MONTHS); DPDP Rule 6 asks for a year at least. */
export const ACCESS_LOG_MIN_MONTHS = 12

export const contactUsedSchema = z.object({
  id: z.number().int().positive().max(MAX_ID),
  channel: z.enum(['call', 'whatsapp', 'email']),
})
