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

type Target = { email: string } | { phone: string } | { inquiryId: number }

/**
 * Exactly one of the fields given: an object, not a union, so that a bad e-mail or phone is reported
 * under its own field with its own message rather than as "no option matched".
 */
function oneOf<Shape extends { email: z.ZodType<string | undefined> }>(shape: Shape, message: string) {
  return z
    .object(shape)
    .strict()
    .refine(
      (v) => Object.keys(shape).filter((k) => (v as Record<string, unknown>)[k] !== undefined).length === 1,
      message,
    )
}

const pick = <T extends Partial<Record<'email' | 'phone' | 'inquiryId', unknown>>>(v: T) =>
  (v.email !== undefined
    ? { email: v.email }
    : v.phone !== undefined
      ? { phone: v.phone }
      : { inquiryId: v.inquiryId }) as Target

/** A person, named by one of the keys of "the same person". */
export const personIdentifierSchema = oneOf(
  { email: emailField.optional(), phone: mobileField.optional() },
  PRIVACY_MESSAGES.identifier,
).transform((v) => pick(v) as { email: string } | { phone: string })
export type PersonIdentifier = z.output<typeof personIdentifierSchema>

/** Erasure names a person, or an inquiry whose person it is. */
export const eraseSchema = oneOf(
  { email: emailField.optional(), phone: mobileField.optional(), inquiryId: inquiryIdField.optional() },
  PRIVACY_MESSAGES.target,
).transform(pick)
export type EraseTarget = z.output<typeof eraseSchema>

export const setDoNotContactSchema = z
  .object({
    email: emailField.optional(),
    phone: mobileField.optional(),
    inquiryId: inquiryIdField.optional(),
    value: z.boolean(),
  })
  .strict()
  .refine((v) => [v.email, v.phone, v.inquiryId].filter((x) => x !== undefined).length === 1, PRIVACY_MESSAGES.target)
  .transform((v) => ({ ...pick(v), value: v.value }))
export type SetDoNotContact = z.output<typeof setDoNotContactSchema>

/** Reads an e-mail or a mobile number typed in one box (the back office's lookup, the command line). */
export function identifierOf(value: string): PersonIdentifier | null {
  const trimmed = value.trim()
  const parsed = personIdentifierSchema.safeParse(trimmed.includes('@') ? { email: trimmed } : { phone: trimmed })
  return parsed.success ? parsed.data : null
}

export const erasureRecordsSchema = z.object({
  before: z.number().int().positive().max(2_147_483_647).optional(),
})
