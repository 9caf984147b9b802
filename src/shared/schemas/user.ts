import { z } from 'zod'
import { EMAIL_MAX, optionalText, text } from './fields'

// Ids are text like any other: control characters are refused before they reach the database.
const uidField = text(128, 'uid is required.').min(1, 'uid is required.')

/** docs/product.md §3 "Current user", as the site syncs it on sign-in and legacy callers POST it to /api/users. */
export const userSyncSchema = z.object({
  uid: uidField,
  email: z
    .union([z.email({ error: 'Please enter a valid email address.' }).max(EMAIL_MAX), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  displayName: optionalText(200),
  photoURL: optionalText(2000),
  // docs/product.md §3: an empty string when absent.
  phoneNumber: text(30)
    .nullish()
    .transform((v) => v ?? ''),
})
export type UserSync = z.output<typeof userSyncSchema>

export const WEBSERVICE_USER_MESSAGES = {
  signedIn:
    'This user has signed in on the site, so their profile comes from their sign-in and cannot be changed here. Nothing was changed.',
} as const

export const checkAdminQuerySchema = z.object({
  uid: uidField,
})
