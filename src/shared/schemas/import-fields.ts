import { z } from 'zod'
import { type INQUIRY_KINDS } from '../inquiry-options'

/**
 * A spreadsheet import's file and fields (docs/decisions/0024): the limits of one file, the fields a column
 * may fill, their header synonyms, the mapping of columns to fields and the kinds a cell may name.
 */

/** Limits of one file: beyond them it is refused before any work. */
export const IMPORT_LIMITS = {
  /** Bytes of the file (the multipart body may be a little larger). */
  maxBytes: 100 * 1024 * 1024,
  /** Data rows (the header row not counted). */
  maxRows: 1_000_000,
  /** Columns read from the header row; more are refused. */
  maxColumns: 200,
  /** Characters of one header cell. */
  maxHeader: 200,
  /** Characters of the file name kept. */
  maxFileName: 255,
  /** Errors the import's `get` answers; `errorsCsv` has them all. */
  errorsShown: 100,
  /** Rows of the preview shown before the dry run. */
  previewRows: 5,
  /** Days within which an import may be reverted. */
  revertDays: 30,
} as const

/**
 * The fields a column may fill. `fullName`, `email`, `phone` and `program` are required (a file without a
 * column for one is refused); `kind` defaults to an information request; `notes` (and `city`) become a note
 * in the lead's history; `createdAt` is when the lead arrived (default: the time of the import).
 */
export const IMPORT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'program',
  'kind',
  'message',
  'source',
  'utmCampaign',
  'city',
  'notes',
  'createdAt',
] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

export const REQUIRED_IMPORT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'program',
] as const satisfies readonly ImportField[]

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  fullName: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  program: 'Program',
  kind: 'Kind',
  message: 'Message',
  source: 'Source',
  utmCampaign: 'Campaign',
  city: 'City',
  notes: 'Notes',
  createdAt: 'Date',
}

/**
 * Header texts that guess a column's field, compared lower-cased with everything but letters and digits
 * dropped ("E-mail ID" → "emailid"). The first column matching a field takes it.
 */
export const IMPORT_HEADER_SYNONYMS: Record<ImportField, readonly string[]> = {
  fullName: ['Name', 'Full name', 'Fullname', 'Student name', 'Candidate name', 'Lead name', 'Contact name'],
  email: ['E-mail', 'Email', 'Email ID', 'E-mail ID', 'Email address', 'E-mail address', 'Mail', 'Mail ID'],
  phone: [
    'Mobile',
    'Phone',
    'Mobile number',
    'Mobile no',
    'Phone number',
    'Phone no',
    'Contact number',
    'Contact no',
    'WhatsApp',
    'Cell',
  ],
  program: ['Course', 'Program', 'Programme', 'Course name', 'Program of interest', 'Interested in', 'Subject'],
  kind: ['Kind', 'Type', 'Inquiry type', 'Enquiry type', 'Lead type'],
  message: ['Message', 'Query', 'Enquiry', 'Inquiry', 'Question', 'Comments', 'Comment'],
  source: ['Source', 'Lead source', 'Channel'],
  utmCampaign: ['Campaign', 'UTM campaign', 'Campaign name', 'Ad campaign'],
  city: ['City', 'Location', 'Town'],
  notes: ['Notes', 'Note', 'Remarks', 'Remark', 'Follow-up notes'],
  createdAt: [
    'Date',
    'Created',
    'Created at',
    'Created on',
    'Date added',
    'Lead date',
    'Enquiry date',
    'Inquiry date',
    'Timestamp',
    'Submitted at',
  ],
}

/** A header as IMPORT_HEADER_SYNONYMS are compared. */
export const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/** The mapping guessed from a file's headers: each field the first column whose header is one of its synonyms. */
export function guessMapping(columns: readonly string[]): ImportMapping {
  const keys = columns.map(headerKey)
  const mapping: ImportMapping = {}
  const taken = new Set<number>()
  for (const field of IMPORT_FIELDS) {
    const synonyms = new Set(IMPORT_HEADER_SYNONYMS[field].map(headerKey))
    const index = keys.findIndex((k, i) => !taken.has(i) && synonyms.has(k))
    if (index >= 0) {
      mapping[field] = index
      taken.add(index)
    }
  }
  return mapping
}

const columnIndex = z
  .number()
  .int()
  .min(0)
  .max(IMPORT_LIMITS.maxColumns - 1)

/** Which column (0-based, in the header row's order) fills each field; a field left out is not imported. */
export const importMappingSchema = z
  .object(
    Object.fromEntries(IMPORT_FIELDS.map((f) => [f, columnIndex.optional()])) as Record<
      ImportField,
      z.ZodOptional<typeof columnIndex>
    >,
  )
  .strict()
export type ImportMapping = Partial<Record<ImportField, number>>

/** Accepted `kind` cells, lower-cased, and the kind they mean. */
export const IMPORT_KIND_VALUES: Record<string, (typeof INQUIRY_KINDS)[number]> = {
  information: 'information',
  info: 'information',
  'information request': 'information',
  enquiry: 'information',
  inquiry: 'information',
  enrollment: 'enrollment',
  enrolment: 'enrollment',
  enroll: 'enrollment',
  enrol: 'enrollment',
  contact: 'contact',
  'contact message': 'contact',
}
