import type { Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import { guardDatabase } from '../db/errors'
import { insertInquiryRow } from './inquiry-batcher'
import type { z } from 'zod'
import type { attributionSchema, ContactInquiry, Enrollment, InformationRequest } from '../../shared/schemas/inquiry'
import type { InquiryKind } from '../../shared/inquiry-options'

type Attribution = z.output<typeof attributionSchema>

export type InquiryPayload =
  | { kind: 'information'; data: InformationRequest }
  | { kind: 'enrollment'; data: Enrollment }
  | { kind: 'contact'; data: ContactInquiry }

export interface InquirySource {
  channel: 'site' | 'webservice'
  attribution?: Attribution
  /** When the person agreed and to which notice; absent: consent not recorded (docs/decisions/0012). */
  consent?: { at: Date | string; notice: string }
}

function toRow(payload: InquiryPayload, source: InquirySource): NewInquiry {
  const a = source.attribution ?? {}
  const base = {
    kind: payload.kind as InquiryKind,
    full_name: payload.data.fullName,
    email: payload.data.email,
    phone: payload.data.phone,
    program: payload.data.program,
    channel: source.channel,
    utm_source: a.utmSource ?? null,
    utm_medium: a.utmMedium ?? null,
    utm_campaign: a.utmCampaign ?? null,
    referrer: a.referrer ?? null,
    landing_page: a.landingPage ?? null,
    consent_at: source.consent?.at ?? null,
    consent_notice: source.consent?.notice ?? null,
  }
  switch (payload.kind) {
    case 'information':
      return base
    case 'enrollment':
      return {
        ...base,
        education: payload.data.education,
        message: payload.data.message,
        user_id: payload.data.userId,
        course_level: payload.data.courseDetails.level,
        course_duration: payload.data.courseDetails.duration,
      }
    case 'contact':
      return { ...base, message: payload.data.message, inquiry_type: payload.data.inquiryType }
  }
}

/**
 * Stores one inquiry of any kind and returns its id once it is committed. Concurrent calls share one
 * multi-row insert (see inquiry-batcher), so a burst of forms costs a few commits, not one each. `signal`
 * is the caller's request: when it ends before the inquiry is sent to the database, nothing is stored
 * (CallerGoneError). A full queue fails at once with IntakeFullError, a DatabaseUnavailableError.
 */
export function createInquiry(
  db: Kysely<Database>,
  payload: InquiryPayload,
  source: InquirySource,
  signal?: AbortSignal,
): Promise<number> {
  return guardDatabase(() => insertInquiryRow(db, toRow(payload, source), signal))
}
