import type { NewInquiry } from '../db/schema'
import type { InquiryIntake, StoreOptions } from './inquiry-intake'
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
 * Stores one inquiry of any kind through the intake and returns its id once it is committed (a burst of
 * forms shares a few statements; see inquiry-intake.ts). With `options.signal`, an inquiry whose caller
 * leaves before it is sent to the database is not stored (CallerGoneError). A full queue fails at once
 * with IntakeFullError, a DatabaseUnavailableError.
 */
export function createInquiry(
  intake: InquiryIntake,
  payload: InquiryPayload,
  source: InquirySource,
  options?: StoreOptions,
): Promise<number> {
  return intake.store(toRow(payload, source), options)
}
