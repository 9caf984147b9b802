import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { CSV_BOM, formulaSafeCsv } from '../csv'
import {
  CHANNEL_LABELS,
  KIND_LABELS,
  STATUS_LABELS,
  type inquiryExportSchema,
} from '../../shared/schemas/admin-inquiries'
import { courseLevelLabel, educationLabel, inquiryProgramLabel, inquiryTypeLabel } from '../../shared/value-labels'
import { indianDateTime } from '../../shared/india-time'
import { edgeOf, orderedInquiries } from './admin-inquiry-list'
import type { Cursor } from './inquiry-cursor'
import { INQUIRY_DETAIL_COLUMNS } from './inquiry-rows'

/** Rows read per round trip: large enough to keep the database busy, small enough to bound memory. */
const BATCH = 5_000

const HEADER = [
  'ID',
  'Received (IST)',
  'Kind',
  'Status',
  'Name',
  'E-mail',
  'Phone',
  'Program',
  'Education',
  'Message',
  'Inquiry type',
  'Course level',
  'Course duration',
  'Owner',
  'Owner e-mail',
  'UTM source',
  'UTM medium',
  'UTM campaign',
  'Referrer',
  'Landing page',
  'Channel',
  'Source',
  'User ID',
  'First opened (IST)',
  'First contact due (IST)',
  'First contacted (IST)',
  'Follow-up due (IST)',
  'Follow-up note',
]

function exportBatch(
  db: Kysely<Database>,
  input: z.output<typeof inquiryExportSchema>,
  viewer: Member,
  after: Cursor | undefined,
) {
  const { sort, ...filters } = input
  return orderedInquiries(db, filters, viewer, sort, { after, limit: BATCH }).select(INQUIRY_DETAIL_COLUMNS).execute()
}

const istOrNull = (at: Date | null) => (at ? indianDateTime(at) : null)

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number]

function toRecord(r: ExportRow): Array<string | number | null> {
  return [
    r.id,
    indianDateTime(r.created_at),
    KIND_LABELS[r.kind],
    STATUS_LABELS[r.status],
    r.full_name,
    r.email,
    r.phone,
    inquiryProgramLabel(r.kind, r.program),
    r.education && educationLabel(r.education),
    r.message,
    r.inquiry_type && inquiryTypeLabel(r.inquiry_type),
    r.course_level && courseLevelLabel(r.course_level),
    r.course_duration,
    r.owner_name,
    r.owner_email,
    r.utm_source,
    r.utm_medium,
    r.utm_campaign,
    r.referrer,
    r.landing_page,
    CHANNEL_LABELS[r.channel],
    r.source,
    r.user_id,
    istOrNull(r.opened_at),
    istOrNull(r.first_contact_due_at),
    istOrNull(r.first_contacted_at),
    istOrNull(r.follow_up_at),
    r.follow_up_note,
  ]
}

/**
 * The selected inquiries as CSV, a batch at a time through keyset pages, so memory stays flat however many
 * rows there are, each batch formula-safe (formulaSafeCsv).
 */
export async function* exportInquiriesCsv(
  db: Kysely<Database>,
  input: z.output<typeof inquiryExportSchema>,
  viewer: Member,
  signal?: AbortSignal,
): AsyncGenerator<{ csv: string; rows: number }> {
  yield { csv: CSV_BOM + formulaSafeCsv([HEADER]), rows: 0 }
  let after: Cursor | undefined
  for (;;) {
    if (signal?.aborted) return
    const batch = await exportBatch(db, input, viewer, after)
    if (batch.length === 0) return
    yield { csv: formulaSafeCsv(batch.map(toRecord)), rows: batch.length }
    if (batch.length < BATCH) return
    after = edgeOf(input.sort, batch[batch.length - 1])
  }
}
