import { z } from 'zod'
import { ENROLL_PROGRAMS, MESSAGES } from '../inquiry-options'
import { EMAIL_MAX, optionalText, text } from './fields'
import { contactInquirySchema, emailField, fullNameField, phoneField, programField } from './inquiry'
import { ADMISSIONS_MESSAGES, NOTE_MAX } from './admissions'

/**
 * An inquiry a member adds by hand in the back office (a walk-in, a phone call, a fair's sign-up sheet): the
 * same fields and messages as the site's forms for its kind, where it came from, and a note for its history.
 * The "Add inquiry" form, `admin.inquiries.create` and `admin.inquiries.samePerson` read these.
 */

/** The sources a desk meets most; anything else is typed, up to SOURCE_MAX characters. */
export const INQUIRY_SOURCES = ['Walk-in', 'Phone call', 'Education fair', 'Referral'] as const
export const SOURCE_MAX = 80

export const ADD_INQUIRY_MESSAGES = {
  kind: 'Choose the kind of inquiry: information, enrolment or contact.',
  source: 'Say where this inquiry came from: a walk-in, a phone call, an education fair, a referral or your own words.',
  sourceTooLong: `Keep the source to ${SOURCE_MAX} characters or fewer.`,
  ownerOnlyYou: 'You can add a lead for yourself; only an owner or a manager gives a new lead to someone else.',
  added: 'Inquiry added',
  yours: 'The new lead will be yours.',
} as const

const common = {
  fullName: fullNameField,
  email: emailField,
  phone: phoneField,
  source: text(1000, ADD_INQUIRY_MESSAGES.source)
    .min(1, ADD_INQUIRY_MESSAGES.source)
    .max(SOURCE_MAX, ADD_INQUIRY_MESSAGES.sourceTooLong),
  /** Goes to the inquiry's history as the member's note. */
  note: text(65_536)
    .max(NOTE_MAX, ADMISSIONS_MESSAGES.note)
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** A member to give it to; absent: the intake's rules (the person's owner, else the rotation). */
  ownerUid: text(128)
    .optional()
    .transform((v) => (v ? v : undefined)),
}

/**
 * One payload, its fields checked as the site's form of its kind checks them: an information request's
 * program, an enrolment's program from the enrolment form's list, a contact message's subject (stored in
 * `program`, as the site stores it) and message.
 */
export const addInquirySchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('information'), ...common, program: programField, message: optionalText(5000) }),
    z.object({
      kind: z.literal('enrollment'),
      ...common,
      program: z.enum(ENROLL_PROGRAMS, { error: MESSAGES.program }),
      message: optionalText(5000),
    }),
    z.object({
      kind: z.literal('contact'),
      ...common,
      program: contactInquirySchema.shape.program,
      message: contactInquirySchema.shape.message,
    }),
  ],
  { error: ADD_INQUIRY_MESSAGES.kind },
)
export type AddInquiryInput = z.input<typeof addInquirySchema>
export type AddInquiry = z.output<typeof addInquirySchema>

/** The same person's earlier inquiries, looked up while the form is filled: by e-mail, mobile or both. */
export const samePersonSchema = z
  .object({
    email: text(EMAIL_MAX).pipe(z.email()).optional(),
    phone: text(20).optional(),
  })
  .refine((v) => v.email || v.phone, { message: 'Give an e-mail or a phone number.' })
export type SamePersonInput = z.input<typeof samePersonSchema>
