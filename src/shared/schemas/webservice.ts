import { contactInquirySchema, enrollmentSchema, informationRequestSchema } from './inquiry'
import { webserviceSubmission } from './privacy'

/** The legacy REST payloads: the forms' own schemas, plus the consent a caller may have recorded. */
export const webserviceInformationSchema = webserviceSubmission(informationRequestSchema)
export const webserviceEnrollmentSchema = webserviceSubmission(enrollmentSchema)
export const webserviceContactSchema = webserviceSubmission(contactInquirySchema)
