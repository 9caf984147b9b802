import { z } from 'zod'

/**
 * The admissions desk's vocabulary: contact attempts and their outcomes, follow-ups, the first-contact
 * deadline's filters and taking new leads. Free of the other admin schemas so that either may import it.
 */

export const CONTACT_CHANNELS = ['call', 'whatsapp', 'email'] as const
export type ContactChannel = (typeof CONTACT_CHANNELS)[number]
export const CONTACT_CHANNEL_LABELS: Record<ContactChannel, string> = {
  call: 'Call',
  whatsapp: 'WhatsApp',
  email: 'E-mail',
}

export const CONTACT_OUTCOMES = ['reached', 'no-answer', 'busy', 'wrong-number'] as const
export type ContactOutcome = (typeof CONTACT_OUTCOMES)[number]
export const CONTACT_OUTCOME_LABELS: Record<ContactOutcome, string> = {
  reached: 'Reached',
  'no-answer': 'No answer',
  busy: 'Busy',
  'wrong-number': 'Wrong number',
}

/** The `followUp` filter: open follow-ups due before now, later today (India day), or after today. */
export const FOLLOW_UP_FILTERS = ['overdue', 'today', 'upcoming'] as const
export type FollowUpFilter = (typeof FOLLOW_UP_FILTERS)[number]
export const FOLLOW_UP_FILTER_LABELS: Record<FollowUpFilter, string> = {
  overdue: 'Overdue',
  today: 'Due later today',
  upcoming: 'Upcoming',
}

/** The `firstContact` filter: not contacted and past the deadline, not contacted yet within it, contacted. */
export const FIRST_CONTACT_FILTERS = ['late', 'due', 'done'] as const
export type FirstContactFilter = (typeof FIRST_CONTACT_FILTERS)[number]
export const FIRST_CONTACT_FILTER_LABELS: Record<FirstContactFilter, string> = {
  late: 'Late (past the deadline)',
  due: 'Not yet contacted',
  done: 'Contacted',
}

export const NOTE_MAX = 2000
/** A follow-up may be logged a little late (yesterday's call-back noted this morning), never further back. */
export const FOLLOW_UP_PAST_MS = 86_400_000
/** Further out than this is a date typed wrong, not a call-back. */
export const FOLLOW_UP_FUTURE_MS = 366 * 86_400_000

export const ADMISSIONS_MESSAGES = {
  outcome: 'Choose what happened: reached, no answer, busy or wrong number.',
  channel: 'Choose how you contacted them: call, WhatsApp or e-mail.',
  note: `Keep the note under ${NOTE_MAX.toLocaleString('en-US')} characters.`,
  dueAt: 'Choose a date and time for the follow-up.',
  dueInPast: 'That time has passed. Choose a time from now on.',
  dueTooFar: 'Choose a follow-up within the next year.',
} as const

/** Whether the caller takes new leads: new inquiries are shared round-robin among the admins who do. */
export const distributionSchema = z.object({ takingLeads: z.boolean() })
export type DistributionInput = z.input<typeof distributionSchema>

/** The India hour at which each owner's e-mail of follow-ups due that day (and overdue) goes out. */
export const REMINDER_HOUR = 9
