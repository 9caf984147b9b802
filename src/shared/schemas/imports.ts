import { z } from 'zod'
import { text } from './fields'
import {
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportField,
  type ImportMapping,
  importMappingSchema,
} from './import-fields'

/**
 * Importing leads from a spreadsheet (issue 31, docs/decisions/0024): the payloads of `admin.imports.*` and
 * every message a member reads (the file's fields and their mapping: import-fields.ts). The import pages, the
 * procedures and the server's checks all read these.
 */

/** What happens to a row whose person is already known (same e-mail or mobile) or came earlier in the file. */
export const DUPLICATE_MODES = ['skip', 'fill', 'add'] as const
export type DuplicateMode = (typeof DUPLICATE_MODES)[number]
export const DUPLICATE_MODE_LABELS: Record<DuplicateMode, string> = {
  skip: 'Skip them',
  fill: 'Fill only their empty fields',
  add: 'Add them as new inquiries of the same person',
}

/** The basis on which the people in the file may be contacted (DPDP Act: consent, or a legitimate use). */
export const CONSENT_BASES = ['consent', 'voluntarily-provided'] as const
export type ConsentBasis = (typeof CONSENT_BASES)[number]
export const CONSENT_BASIS_LABELS: Record<ConsentBasis, string> = {
  consent: 'They consented to be contacted (a form, an enquiry slip, a sign-up sheet)',
  'voluntarily-provided': 'They gave their details themselves for this purpose (a walk-in, a call, a fair)',
}

export const IMPORT_STATES = ['checking', 'ready', 'importing', 'done', 'cancelled', 'reverted', 'failed'] as const
export type ImportState = (typeof IMPORT_STATES)[number]
export const IMPORT_STATE_LABELS: Record<ImportState, string> = {
  checking: 'Checking',
  ready: 'Ready to import',
  importing: 'Importing',
  done: 'Imported',
  cancelled: 'Cancelled',
  reverted: 'Reverted',
  failed: 'Failed',
}

/** What a member reads: refusals of a file, per-row errors, refusals of an action. */
export const IMPORT_MESSAGES = {
  noFile: 'Choose a file to import.',
  failed: 'The import stopped on an error of ours. What it stored stays, and can be reverted; try the rest again.',
  uploadCut: 'The upload did not finish. Upload the file again.',
  notSpreadsheet: 'This file is not a spreadsheet. Upload a .csv or .xlsx file.',
  tooBig: 'This file is larger than 100 MB. Split it into smaller files and import each.',
  workbookTooBig: 'This workbook unpacks to more than an import can read. Split it into smaller files and import each.',
  /** The import's thread ran out of memory in its largest heap. */
  tooMuchToHold: 'This file needs more memory than an import has. Split it into smaller files and import each.',
  tooManyRows: 'This file has more than 1,000,000 rows. Split it into smaller files and import each.',
  tooManyColumns: 'This file has more than 200 columns. Remove the columns you do not import and try again.',
  empty: 'This file has no rows under its header row.',
  noHeader: 'The first row must name the columns (Name, E-mail, Mobile, Course…).',
  encoding: 'This file’s text could not be read. Save it as CSV UTF-8 (or .xlsx) and upload it again.',
  missingColumn: (fields: readonly string[]) =>
    `Choose a column for ${fields.join(', ')}: every imported lead needs ${fields.length === 1 ? 'it' : 'them'}.`,
  sheetNotFound: 'That sheet is not in this workbook.',
  duplicateColumn: 'One column cannot fill two fields.',
  columnOutOfRange: 'That column is not in the file.',
  /** Per row. */
  formula: 'This cell starts with =, +, - or @ and would run as a formula; remove that character.',
  cellTooLong: (max: number) => `Must be at most ${max} characters.`,
  kind: 'Use information, enrollment or contact (or leave it empty).',
  date: 'Use a date like 2026-01-31 or 31/01/2026, not in the future.',
  duplicateInFile: 'The same person is on an earlier row of this file.',
  duplicateExisting: 'This person is already among your inquiries (same e-mail or mobile).',
  /** Actions. */
  notFound: 'That import no longer exists.',
  notReady: 'This import is not ready to start: wait for its check to finish.',
  mappingChanged: 'The mapping changed since the file was checked. Check the file again with it first.',
  notRunning: 'This import is not running.',
  revertWhileImporting: 'This import is still running. Cancel it first, then revert it.',
  revertTooLate: 'Imports can be reverted for 30 days; this one is older.',
  alreadyReverted: 'This import was already reverted.',
  nothingToRevert: 'This import stored nothing to revert.',
  ownerNotMember: 'Only a member who takes leads can be given the imported leads.',
  busy: 'Another check of this file is running. Try again in a moment.',
  mappingName: 'Name the mapping (up to 80 characters).',
  expired: 'Not started within 7 days of its check, so the file was let go. Upload it again to import it.',
} as const

/** The states an import ends in: its importer's summary e-mail speaks of one of them. */
export const ENDED_IMPORT_STATES = ['done', 'cancelled', 'failed', 'reverted'] as const
export type EndedImportState = (typeof ENDED_IMPORT_STATES)[number]
export const isEndedImportState = (state: ImportState): state is EndedImportState =>
  (ENDED_IMPORT_STATES as readonly ImportState[]).includes(state)

/**
 * The importer's one summary e-mail when an import ends (docs/decisions/0028): the file, the outcome and
 * the counts, never anything of the people imported. The skip reasons show on the Alerts page.
 */
export const IMPORT_SUMMARY_MAIL = {
  subject: {
    done: 'Import finished',
    cancelled: 'Import cancelled',
    failed: 'Import failed',
    reverted: 'Import reverted',
  } satisfies Record<EndedImportState, string>,
  heading: {
    done: 'Your import has finished.',
    cancelled: 'Your import was cancelled. What it stored before it stopped stays.',
    failed: 'Your import stopped on an error.',
    reverted:
      'Your import was reverted: the inquiries it added are gone and the fields it filled have their old values.',
  } satisfies Record<EndedImportState, string>,
  file: 'File',
  state: 'State',
  finished: 'Ended',
  counts: {
    total: 'Rows in the file',
    created: 'New inquiries',
    updated: 'Existing inquiries filled',
    skipped: 'Skipped as duplicates',
    invalid: 'Invalid rows, not imported',
    failed: 'Failed when stored',
  },
  revertUntil: (until: string) => `You can revert it until ${until}: open the import and choose Revert.`,
  open: 'Open the import',
  importGone: 'The import no longer exists.',
  notEnded: 'The import has not ended.',
  importerGone: 'The importer is no longer a member who may import, or has no verified e-mail address.',
} as const

const importId = z.number().int().positive().max(2_147_483_647)

export const importIdSchema = z.object({ id: importId })
export type ImportIdInput = z.input<typeof importIdSchema>

/** Where the data came from and on what basis, stored on every imported row with the time of the import. */
export const importConsentSchema = z.object({
  basis: z.enum(CONSENT_BASES, { error: 'Choose on what basis these people may be contacted.' }),
  notice: text(200, 'Name the notice they were given, e.g. the privacy notice on your enquiry form.').min(
    1,
    'Name the notice they were given, e.g. the privacy notice on your enquiry form.',
  ),
})
export type ImportConsent = z.output<typeof importConsentSchema>

/** Where the leads came from, stored in each inquiry's `source` unless the row's own Source column says. */
export const importSourceField = text(80, 'Say where these leads came from (up to 80 characters).').min(
  1,
  'Say where these leads came from (up to 80 characters).',
)

/** The longest sheet name a workbook may have to be read (Excel's own stop at 31 characters). */
export const SHEET_NAME_MAX = 200

/** Checks the file again with another mapping (or another sheet of a workbook): back to 'checking'. */
export const importCheckSchema = z.object({
  id: importId,
  mapping: importMappingSchema,
  /** A workbook's sheet by name; absent: the first. */
  sheet: text(SHEET_NAME_MAX).min(1).optional(),
})
export type ImportCheckInput = z.input<typeof importCheckSchema>

export const importStartSchema = z.object({
  id: importId,
  /** Must be the mapping the file was last checked with. */
  mapping: importMappingSchema,
  duplicates: z.enum(DUPLICATE_MODES, { error: 'Choose what to do with people you already have.' }),
  source: importSourceField,
  consent: importConsentSchema,
  /** Every imported lead goes to this member; absent: the owner rules (the person's owner, then rotation). */
  ownerUid: text(128).min(1).optional(),
})
export type ImportStartInput = z.input<typeof importStartSchema>

/** A mapping kept for the next file of the same shape: each field by its column's header text. */
export const savedMappingSchema = z.object({
  name: text(80, IMPORT_MESSAGES.mappingName).min(1, IMPORT_MESSAGES.mappingName),
  columns: z
    .object(
      Object.fromEntries(IMPORT_FIELDS.map((f) => [f, text(IMPORT_LIMITS.maxHeader).min(1).optional()])) as Record<
        ImportField,
        z.ZodOptional<ReturnType<typeof text>>
      >,
    )
    .strict(),
})
export type SavedMappingInput = z.input<typeof savedMappingSchema>

export const savedMappingIdSchema = z.object({ id: importId })

/** A row the dry run (or the import) refused: its line in the file (the header is line 1), column and why. */
export interface ImportError {
  line: number
  /** The column's header, or '' for an error of the whole row. */
  column: string
  message: string
}

export interface ImportCounts {
  /** Rows that passed every check (duplicates included). */
  valid: number
  invalid: number
  /** Valid rows whose person is already known or is on an earlier row. */
  duplicates: number
  /** Inquiries created, existing ones filled, rows skipped as duplicates, rows that failed when stored. */
  created: number
  updated: number
  skipped: number
  failed: number
}

/** `admin.imports.get`'s answer. */
export interface ImportDetail {
  id: number
  state: ImportState
  fileName: string
  /** 'csv' or 'xlsx'. */
  format: 'csv' | 'xlsx'
  /** A workbook's sheets, and the one read; empty and null for a CSV. */
  sheets: string[]
  sheet: string | null
  /** Data rows in the file (known once checked; 0 while checking). */
  total: number
  /** Rows read so far: by the check while 'checking', by the import while 'importing'. */
  processed: number
  /** The header row. */
  columns: string[]
  /** The mapping checked (guessed from the headers until a member changes it). */
  mapping: ImportMapping
  counts: ImportCounts
  /** The first IMPORT_LIMITS.errorsShown errors; `errorsCsv` has them all. */
  errors: ImportError[]
  /** The first rows as they will be stored (mapped and trimmed), once checked. */
  preview: Array<Partial<Record<ImportField, string>>>
  /** What `start` was given, once started. */
  options: { duplicates: DuplicateMode; source: string; consent: ImportConsent; ownerUid: string | null } | null
  /** Why the import failed, when it did (a message for the member, never an internal error). */
  failure: string | null
  by: { uid: string; name: string | null; email: string | null }
  createdAt: string
  startedAt: string | null
  finishedAt: string | null
  revertedAt: string | null
  /** True while `revert` would be accepted. */
  revertible: boolean
}

/** One import in `admin.imports.list` (newest first). */
export type ImportSummary = Pick<
  ImportDetail,
  | 'id'
  | 'state'
  | 'fileName'
  | 'total'
  | 'processed'
  | 'counts'
  | 'by'
  | 'createdAt'
  | 'finishedAt'
  | 'revertedAt'
  | 'revertible'
>

export interface SavedMapping {
  id: number
  name: string
  columns: Partial<Record<ImportField, string>>
  updatedAt: string
}
