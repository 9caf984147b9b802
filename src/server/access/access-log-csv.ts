import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { CSV_BOM, formulaSafeCsv } from '../csv'
import { ACCESS_ACTION_LABELS, type AccessLogFilters } from '../../shared/schemas/access-log'
import { ROLE_LABELS } from '../../shared/permissions'
import { indianDateTime } from '../../shared/india-time'
import { accessLogQuery, toAccessLogItem, type AccessLogItem } from './access-log-store'

const BATCH = 2_000

const HEADER = [
  'When (IST)',
  'Member',
  'Member e-mail',
  'Member UID',
  'Role',
  'Action',
  'Inquiry IDs',
  'Rows',
  'Filters',
]

function record(e: AccessLogItem): (string | number | null)[] {
  return [
    indianDateTime(new Date(e.at)),
    e.actorName,
    e.actorEmail,
    e.actorUid,
    ROLE_LABELS[e.actorRole],
    ACCESS_ACTION_LABELS[e.action],
    e.inquiryIds.join(' '),
    e.rowCount,
    e.detail ? JSON.stringify(e.detail) : null,
  ]
}

/** The log under the filters as CSV for an auditor, newest first, a batch at a time (memory stays flat). */
export async function* accessLogCsv(
  db: Kysely<Database>,
  filters: AccessLogFilters,
  signal?: AbortSignal,
): AsyncGenerator<{ csv: string; rows: number }> {
  yield { csv: CSV_BOM + formulaSafeCsv([HEADER]), rows: 0 }
  let cursor: string | undefined
  for (;;) {
    if (signal?.aborted) return
    const batch = (await accessLogQuery(db, filters, cursor).limit(BATCH).execute()).map(toAccessLogItem)
    if (!batch.length) return
    yield { csv: formulaSafeCsv(batch.map(record)), rows: batch.length }
    if (batch.length < BATCH) return
    cursor = batch[batch.length - 1].id
  }
}
