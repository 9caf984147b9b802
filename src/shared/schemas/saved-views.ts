import { z } from 'zod'
import { text } from './fields'
import { INQUIRY_COLUMNS, INQUIRY_SORTS, inquiryFiltersSchema } from './admin-inquiries'

/**
 * Saved views: a named set of the inquiry table's filters, sort and columns, the creator's own or shared
 * with every admin, shown as tabs above the table. The tabs, the save form and `admin.views` read these.
 */

export const VIEW_NAME_MAX = 80
/** More tabs than anyone reads; it bounds what one admin can make the server store and list. */
export const MAX_VIEWS_PER_ADMIN = 50

export const VIEW_MESSAGES = {
  name: 'Give the view a name.',
  nameTooLong: `Keep the name to ${VIEW_NAME_MAX} characters or fewer.`,
  nameTaken: 'You already have a view with that name.',
  filters: 'Those filters cannot be saved: check the highlighted filter and try again.',
  columns: 'Show at least one column.',
  notFound: 'That view no longer exists.',
  notYours: 'Only the admin who made this view can change it.',
  tooMany: `You have ${MAX_VIEWS_PER_ADMIN} views already: remove one first.`,
} as const

const viewId = z.number().int().positive().max(2_147_483_647)

/** Creates a view (no id) or changes one of the caller's own (with its id): rename, re-filter, share. */
export const saveViewSchema = z.object({
  id: viewId.optional(),
  name: text(1000, VIEW_MESSAGES.name).min(1, VIEW_MESSAGES.name).max(VIEW_NAME_MAX, VIEW_MESSAGES.nameTooLong),
  filters: inquiryFiltersSchema,
  sort: z.enum(INQUIRY_SORTS),
  columns: z
    .array(z.enum(INQUIRY_COLUMNS))
    .min(1, VIEW_MESSAGES.columns)
    .max(INQUIRY_COLUMNS.length)
    .refine((c) => new Set(c).size === c.length, 'List each column once.'),
  shared: z.boolean(),
})
export type SaveViewInput = z.input<typeof saveViewSchema>

export const viewIdSchema = z.object({ id: viewId })

/** The caller's default view, opened when they come to the table without filters; null: the plain table. */
export const setDefaultViewSchema = z.object({ id: viewId.nullable() })

/** The caller's order of the tabs, their own and shared ones alike; views not listed follow, oldest first. */
export const reorderViewsSchema = z.object({ ids: z.array(viewId).max(500) })

/**
 * What the views store keeps per admin in users.preferences under `savedViews`: their default view and
 * their order of the tabs. admin.users.savePreferences never writes it (adminPreferencesSchema strips it).
 */
export interface SavedViewsPreference {
  defaultId?: number | null
  order?: number[]
}
