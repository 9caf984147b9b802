import { z } from 'zod'
import { EMAIL_MAX, text } from './fields'
import { ROLES } from '../permissions'

/** How an admin right was granted or revoked: in the back office, on the command line, or by ADMIN_EMAILS. */
export const ADMIN_AUDIT_SOURCES = ['back-office', 'cli', 'admin-emails'] as const
export type AdminAuditSource = (typeof ADMIN_AUDIT_SOURCES)[number]

export const ADMIN_MESSAGES = {
  email: 'Please enter a valid email address.',
  notSignedUp: 'No one with that e-mail has signed in yet. Ask them to sign in once, then grant access.',
  lastAdmin: 'At least one admin must remain. Grant someone else access before revoking this one.',
  notAdmin: 'That person is not an admin.',
  notVerified:
    'No one has signed in with that e-mail verified. Ask them to sign in once with that address, then grant access.',
  ambiguous: 'Several accounts have signed in with that e-mail, so it is not clear whom to grant. Nothing was changed.',
  ambiguousAdmin:
    'Several admin accounts have that e-mail, so it is not clear whom to revoke. Nothing was changed; revoke in the back office, where each account is listed.',
} as const

/** Grant admin rights to someone who has signed in at least once, by their e-mail. */
export const grantAdminSchema = z.object({
  email: text(EMAIL_MAX, ADMIN_MESSAGES.email)
    .toLowerCase()
    .pipe(z.email({ error: ADMIN_MESSAGES.email })),
})
export type GrantAdminInput = z.input<typeof grantAdminSchema>

export const revokeAdminSchema = z.object({ uid: text(128).min(1) })
export type RevokeAdminInput = z.input<typeof revokeAdminSchema>

export const adminAuditQuerySchema = z
  .object({ limit: z.number().int().min(1).max(200).default(50) })
  .default({ limit: 50 })

export const TEAM_MESSAGES = {
  lastOwner: 'At least one owner must remain. Make someone else an owner before changing this one.',
  notMember: 'That person is not on the team.',
  /** A procedure the caller's role may not use (403). */
  roleForbids: 'Your role does not allow this.',
  invited: 'No one has signed in with that e-mail yet: the role takes effect at their first verified sign-in.',
} as const

/** A member's role by e-mail; `role: null` removes them from the team (or withdraws a pending role). */
export const setRoleSchema = z.object({
  email: grantAdminSchema.shape.email,
  role: z.enum(ROLES).nullable(),
})
export type SetRoleInput = z.input<typeof setRoleSchema>
