import { z } from 'zod'
import { optionalText } from './fields'

/** docs/product.md §3 "Current user", as the site syncs it on sign-in and legacy callers POST it to /api/users. */
export const userSyncSchema = z.object({
  uid: z
    .string({ error: 'uid is required.' })
    .trim()
    .min(1, 'uid is required.')
    .max(128, 'uid must be at most 128 characters.'),
  email: z
    .union([z.email({ error: 'Please enter a valid email address.' }).max(254), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
  displayName: optionalText(200),
  photoURL: optionalText(2000),
  // docs/product.md §3: an empty string when absent.
  phoneNumber: z
    .union([z.string().trim().max(30), z.null()])
    .optional()
    .transform((v) => v ?? ''),
})
export type UserSync = z.output<typeof userSyncSchema>

export const checkAdminQuerySchema = z.object({
  uid: z.string({ error: 'uid is required.' }).trim().min(1, 'uid is required.').max(128),
})
