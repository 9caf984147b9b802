import { z } from 'zod'
import {
  MESSAGES,
  ENROLL_PROGRAMS,
  EDUCATION_LEVELS,
  DEFAULT_CONTACT_INQUIRY_TYPE,
  DEFAULT_ENROLL_PROGRAM,
} from '../inquiry-options'
import { EMAIL_MAX, optionalText, text } from './fields'
import { ATTRIBUTION_LIMITS, clampAttribution } from '../attribution-limits'

/**
 * One schema per payload (docs/product.md §3, §5, §7). The site's forms, the tRPC procedures and the legacy REST
 * routes all validate with these, so a message shown under a field is the one a REST caller gets.
 */

export const fullNameField = text(120, MESSAGES.name).min(2, MESSAGES.name)
export const emailField = text(EMAIL_MAX, MESSAGES.email).pipe(z.email({ error: MESSAGES.email }))
// docs/product.md §5: at least 10 characters; digits, spaces, +, -, ( and ) are what people type for a phone number.
export const phoneField = text(20, MESSAGES.phone)
  .min(10, MESSAGES.phone)
  .regex(/^\+?[\d\s\-()]+$/, MESSAGES.phone)
export const programField = text(80, MESSAGES.program).min(1, MESSAGES.program)

/** An attribution value: cut to its limit (see clampAttribution); a value of another type counts as not given. */
const attributionValue = (max: number) =>
  z
    .string()
    .nullish()
    .catch(null)
    .transform((v) => (v ? clampAttribution(v, max) : null))

/**
 * Where a site visitor came from, captured on the first page of the visit (first touch). Kept as far as it
 * fits and never the reason a lead is lost: an attribution that is not even an object counts as none.
 */
export const attributionSchema = z
  .object({
    utmSource: attributionValue(ATTRIBUTION_LIMITS.utmSource),
    utmMedium: attributionValue(ATTRIBUTION_LIMITS.utmMedium),
    utmCampaign: attributionValue(ATTRIBUTION_LIMITS.utmCampaign),
    referrer: attributionValue(ATTRIBUTION_LIMITS.referrer),
    landingPage: attributionValue(ATTRIBUTION_LIMITS.landingPage),
  })
  .partial()
  .catch({})
export type Attribution = z.input<typeof attributionSchema>

export const informationRequestSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  program: programField,
})
export type InformationRequestInput = z.input<typeof informationRequestSchema>
export type InformationRequest = z.output<typeof informationRequestSchema>

export const enrollmentSchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  // docs/product.md §5: the program defaults to fullstack when none is chosen.
  program: z
    .union([z.enum(ENROLL_PROGRAMS), z.literal(''), z.null()], { error: MESSAGES.program })
    .optional()
    .transform((v) => v || DEFAULT_ENROLL_PROGRAM),
  education: z
    .union([z.enum(EDUCATION_LEVELS), z.literal(''), z.null()], { error: 'Please select your education.' })
    .optional()
    .transform((v) => v || null),
  message: optionalText(5000),
  userId: optionalText(128),
  courseDetails: z
    .object({
      level: optionalText(40),
      duration: optionalText(40),
    })
    .nullable()
    .optional()
    .transform((v) => ({ level: v?.level ?? null, duration: v?.duration ?? null })),
})
/** The site's own enrolment form: the applicant's user id comes from their sign-in, never from the form. */
export const siteEnrollmentSchema = enrollmentSchema.omit({ userId: true })

export type EnrollmentInput = z.input<typeof enrollmentSchema>
export type Enrollment = z.output<typeof enrollmentSchema>

/** The stored/REST shape of a contact message: `program` holds the subject (docs/product.md §3). */
export const contactInquirySchema = z.object({
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  program: text(200, MESSAGES.subject).min(5, MESSAGES.subject),
  message: text(5000, MESSAGES.message).min(10, MESSAGES.message),
  // Legacy callers may send types of their own; the site offers CONTACT_INQUIRY_TYPES.
  inquiryType: text(40)
    .nullish()
    .transform((v) => v || DEFAULT_CONTACT_INQUIRY_TYPE),
})
export type ContactInquiry = z.output<typeof contactInquirySchema>

/** The contact form as the visitor fills it: a subject field and the terms box. */
export const contactFormSchema = contactInquirySchema.omit({ program: true }).extend({
  subject: text(200, MESSAGES.subject).min(5, MESSAGES.subject),
  agreeToTerms: z.literal(true, { error: MESSAGES.terms }),
})
export type ContactFormInput = z.input<typeof contactFormSchema>
