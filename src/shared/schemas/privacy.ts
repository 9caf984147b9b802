import { z } from 'zod'
import { isStorableDateTime, text } from './fields'
import { emailField, phoneField } from './inquiry'
import { SITE } from '../site'

/**
 * Personal data as India's DPDP Act expects (docs/decisions/0012): consent on record, access, erasure,
 * retention and do-not-contact. The back office, the tRPC procedures and `npm run privacy` share these.
 */

export const PRIVACY_MESSAGES = {
  phoneDigits: 'Enter a mobile number with at least 10 digits.',
  identifier: 'Enter an e-mail address or a mobile number.',
  target: 'Name one person: an e-mail address, a mobile number or an inquiry.',
  consentAt: 'Give the time of consent as an ISO 8601 date and time with its offset, e.g. 2026-11-24T10:30:00+05:30.',
  consentFuture: 'The time of consent cannot be in the future.',
  consentNotice: 'Name the notice the person agreed to, e.g. the date of your privacy notice.',
  inquiryNotFound: 'Inquiry not found.',
} as const

/** What an erased inquiry shows where the person's name (and a contact's subject) was. */
export const ERASED_NAME = 'Personal data erased'
/** Why an e-mail about an erased person was not sent. */
export const ERASED_MAIL_NOTE = 'Not sent: the personal data was erased.'
/** Why an e-mail to or about a person who asked not to be contacted was not sent. */
export const DO_NOT_CONTACT_NOTE = 'Not sent: the person asked not to be contacted.'

/**
 * The notice a visitor of the site agrees to as they submit a form: the dates of the Terms and the Privacy
 * Policy, so that a later change of either is visible against each inquiry's consent.
 */
export const SITE_CONSENT_NOTICE = `terms:${SITE.legalUpdatedIso} privacy:${SITE.legalUpdatedIso}`

// A little slack for callers' clocks; a consent hours ahead is a bug of theirs, not a clock's drift.
const CLOCK_SLACK_MS = 5 * 60_000

/** What a REST caller may send: when the person agreed, and to which notice of theirs. */
export const consentSchema = z
  .object({
    at: z
      .string({ error: PRIVACY_MESSAGES.consentAt })
      .datetime({ offset: true, error: PRIVACY_MESSAGES.consentAt, abort: true })
      .refine(isStorableDateTime, { error: PRIVACY_MESSAGES.consentAt, abort: true })
      .refine((v) => Date.parse(v) <= Date.now() + CLOCK_SLACK_MS, PRIVACY_MESSAGES.consentFuture),
    notice: text(200, PRIVACY_MESSAGES.consentNotice).min(1, PRIVACY_MESSAGES.consentNotice),
  })
  .describe(
    'When the person agreed to your notice (ISO 8601 with an offset of at most ±15:59, from the year 0001, not in the future) and which notice (e.g. "privacy:2025-04-17"). Without it the inquiry is stored as "consent not recorded".',
  )
export type Consent = z.output<typeof consentSchema>

/** A legacy REST payload: the payload's own fields and, optionally, the consent the caller recorded. */
export function webserviceSubmission<Shape extends z.ZodRawShape>(payload: z.ZodObject<Shape>) {
  return payload.extend({ consent: consentSchema.optional() })
}

// A phone that cannot be a mobile would match nobody (docs/decisions/0011), so it is refused, not searched.
const mobileField = phoneField.refine((v) => v.replace(/[^0-9]/g, '').length >= 10, PRIVACY_MESSAGES.phoneDigits)

const inquiryIdField = z.number().int().positive().max(2_147_483_647)

/** The identifiers a request names: an e-mail, a mobile or both, and nothing found through them. */
export interface PersonIdentifier {
  email?: string
  phone?: string
}

const given = (v: PersonIdentifier & { inquiryId?: number }) =>
  [v.email, v.phone, v.inquiryId].filter((x) => x !== undefined).length

/** Drops the fields not given, so that `'email' in v` means an e-mail was asked about. */
function identifiersOf(v: PersonIdentifier): PersonIdentifier {
  return { ...(v.email !== undefined && { email: v.email }), ...(v.phone !== undefined && { phone: v.phone }) }
}

/**
 * A person as the request names them: an e-mail, a mobile number, or both. An object, not a union, so that a
 * bad e-mail or phone is reported under its own field with its own message rather than as "no option
 * matched". Access and erasure act on exactly these (docs/decisions/0016).
 */
export const personIdentifierSchema = z
  .object({ email: emailField.optional(), phone: mobileField.optional() })
  .strict()
  .refine((v) => given(v) > 0, PRIVACY_MESSAGES.identifier)
  .transform(identifiersOf)

/** Erasure names a person by their identifiers, or an inquiry, whose own e-mail and mobile it then means. */
export type EraseTarget = PersonIdentifier | { inquiryId: number }

const targetShape = {
  email: emailField.optional(),
  phone: mobileField.optional(),
  inquiryId: inquiryIdField.optional(),
}
const isTarget = (v: PersonIdentifier & { inquiryId?: number }) =>
  v.inquiryId !== undefined ? given(v) === 1 : given(v) > 0
const targetOf = (v: PersonIdentifier & { inquiryId?: number }): EraseTarget =>
  v.inquiryId !== undefined ? { inquiryId: v.inquiryId } : identifiersOf(v)

export const eraseSchema = z.object(targetShape).strict().refine(isTarget, PRIVACY_MESSAGES.target).transform(targetOf)

export const setDoNotContactSchema = z
  .object({ ...targetShape, value: z.boolean() })
  .strict()
  .refine(isTarget, PRIVACY_MESSAGES.target)
  .transform((v) => ({ ...targetOf(v), value: v.value }))
export type SetDoNotContact = z.output<typeof setDoNotContactSchema>

/**
 * An identifier found on the inquiries a request covers but not asked about, with how many inquiries it
 * would add: another person's, as often as the same person's (someone typed another's mobile). It is
 * included only when the admin adds it on purpose.
 */
export interface LinkedIdentifier {
  /** The identifier shared: a mobile (its last ten digits) or an e-mail (lower-cased). */
  kind: 'email' | 'phone'
  value: string
  /** Inquiries under another e-mail (for a mobile) or another mobile (for an e-mail) that it would add. */
  inquiries: number
}

/** The linked identifier in a sentence, e.g. "2 inquiries under another e-mail share this mobile". */
export function linkedSentence(l: Pick<LinkedIdentifier, 'kind' | 'inquiries'>): string {
  const n = l.inquiries === 1 ? '1 inquiry' : `${l.inquiries} inquiries`
  const share = l.inquiries === 1 ? 'shares' : 'share'
  return l.kind === 'phone'
    ? `${n} under another e-mail ${share} this mobile`
    : `${n} under another mobile ${share} this e-mail`
}

/** Reads an e-mail or a mobile number typed in one box (the back office's lookup, the command line). */
export function identifierOf(value: string): PersonIdentifier | null {
  const trimmed = value.trim()
  const parsed = personIdentifierSchema.safeParse(trimmed.includes('@') ? { email: trimmed } : { phone: trimmed })
  return parsed.success ? parsed.data : null
}

/**
 * The privacy page's lookup box, read as `identifierOf` reads it. Whatever is wrong with what was typed, the
 * box asks for either kind: the admin may have meant the other one.
 */
export const personLookupSchema = z.object({
  person: z.string().transform((value, ctx) => {
    const found = identifierOf(value)
    if (found) return found
    ctx.addIssue({ code: 'custom', message: PRIVACY_MESSAGES.identifier })
    return z.NEVER
  }),
})

export const erasureRecordsSchema = z.object({
  before: z.number().int().positive().max(2_147_483_647).optional(),
})
