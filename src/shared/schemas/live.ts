import { z } from 'zod'

/** What the back office hears live (docs/decisions/0023). */
/** 'inquiries.imported': a batch of an import committed (one event for up to a thousand rows; refetch). */
export const LIVE_EVENT_TYPES = ['inquiry.created', 'inquiry.changed', 'followUp.due', 'inquiries.imported'] as const
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number]

/** One live event as a member receives it; `lead` only for those who may read the inquiry. */
export interface LiveEvent {
  id: string
  type: LiveEventType
  inquiryId: number
  /** ISO 8601. */
  at: string
  /** The member who made a change; absent for a new inquiry or a follow-up falling due. */
  by?: { uid: string; name: string | null }
  /** What changed: a status or an owner, with its new value (a note's text never travels). */
  change?: { action: string; to: string | null }
  /** The owner after the event (null: unassigned), for members who may read inquiries. */
  ownerUid?: string | null
  /** Who the lead is, for the toast of a new one; for members who may read it. */
  lead?: { name: string; program: string; kind: string }
}

/** The subscription's input: tracked() ids let a client that reconnects receive what it missed. */
export const liveEventsInputSchema = z
  .object({
    lastEventId: z
      .string()
      .regex(/^\d{1,19}$/)
      .nullish(),
  })
  .optional()
