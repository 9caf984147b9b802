import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../db/schema'
import type { ImportOptions, ImportsTable } from '../db/import-tables'
import type { Member } from '../auth/identity'
import { CSV_BOM, formulaSafeCsv } from '../csv'
import { phoneKey } from '../inquiries/person-keys'
import { IMPORT_MESSAGES, type ImportDetail, type ImportSummary } from '../../shared/schemas/imports'
import { IMPORT_LIMITS, type ImportMapping } from '../../shared/schemas/import-fields'
import { ImportFileError, ImportRefused } from './import-file'
import { readHeader } from './import-rows'
import { storedSource } from './import-file-store'
import { checkMapping, sameMapping } from './import-mappings'

const DAY_MS = 86_400_000

type ImportRow = Selectable<ImportsTable>

function summaryOf(r: ImportRow, now = Date.now()): ImportSummary {
  return {
    id: r.id,
    state: r.state,
    fileName: r.file_name,
    total: r.total,
    processed: r.processed,
    counts: {
      valid: r.valid,
      invalid: r.invalid,
      duplicates: r.duplicates,
      created: r.created,
      updated: r.updated,
      skipped: r.skipped,
      failed: r.failed,
    },
    by: { uid: r.created_by_uid, name: r.created_by_name, email: r.created_by_email },
    createdAt: r.created_at.toISOString(),
    finishedAt: r.finished_at?.toISOString() ?? null,
    revertedAt: r.reverted_at?.toISOString() ?? null,
    revertible: revertRefusal(r, now) === null,
  }
}

/** The last moment an import started at `startedAt` may be reverted. */
export function revertDeadline(startedAt: Date): Date {
  return new Date(startedAt.getTime() + IMPORT_LIMITS.revertDays * DAY_MS)
}

/** Why a revert of this import is refused now, or null when it is allowed. */
export function revertRefusal(
  r: Pick<ImportRow, 'state' | 'started_at' | 'created' | 'updated'>,
  now = Date.now(),
): string | null {
  if (r.state === 'reverted') return IMPORT_MESSAGES.alreadyReverted
  if (r.state === 'importing') return IMPORT_MESSAGES.revertWhileImporting
  if (!r.started_at || r.created + r.updated === 0) return IMPORT_MESSAGES.nothingToRevert
  if (now > revertDeadline(r.started_at).getTime()) return IMPORT_MESSAGES.revertTooLate
  return null
}

export async function listImports(db: Kysely<Database>): Promise<ImportSummary[]> {
  const rows = await db
    .selectFrom('imports')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
  return rows.map((r) => summaryOf(r))
}

export async function getImport(db: Kysely<Database>, id: number): Promise<ImportDetail | null> {
  const r = await db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst()
  if (!r) return null
  const errors = await db
    .selectFrom('import_errors')
    .select(['line', 'column_name', 'message'])
    .where('import_id', '=', id)
    .orderBy('line')
    .orderBy('seq')
    .limit(IMPORT_LIMITS.errorsShown)
    .execute()
  return {
    ...summaryOf(r),
    format: r.format,
    sheets: r.sheets,
    sheet: r.format === 'xlsx' ? r.sheet : null,
    columns: r.columns,
    mapping: r.mapping,
    errors: errors.map((e) => ({ line: e.line, column: e.column_name, message: e.message })),
    preview: r.preview,
    options: r.options,
    failure: r.failure,
    startedAt: r.started_at?.toISOString() ?? null,
  }
}

/** Every error of an import as CSV (line, column, message), a batch at a time. */
export async function* importErrorsCsv(
  db: Kysely<Database>,
  id: number,
  signal?: AbortSignal,
): AsyncGenerator<{ csv: string; rows: number }> {
  yield { csv: CSV_BOM + formulaSafeCsv([['Line', 'Column', 'Message']]), rows: 0 }
  let after = { line: 0, seq: -1 }
  for (;;) {
    if (signal?.aborted) return
    const batch = await db
      .selectFrom('import_errors')
      .select(['line', 'seq', 'column_name', 'message'])
      .where('import_id', '=', id)
      .where(sql<boolean>`(line, seq) > (${after.line}, ${after.seq})`)
      .orderBy('line')
      .orderBy('seq')
      .limit(5_000)
      .execute()
    if (!batch.length) return
    yield { csv: formulaSafeCsv(batch.map((e) => [e.line, e.column_name, e.message])), rows: batch.length }
    const last = batch[batch.length - 1]
    after = { line: last.line, seq: last.seq }
  }
}

/**
 * Checks the file again with this mapping (and sheet): its rows and errors are set aside and the
 * runner starts the check anew. Only a file that is not being imported.
 */
export async function recheckImport(
  db: Kysely<Database>,
  id: number,
  mapping: ImportMapping,
  sheet: string | undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('imports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    if (!r) return false
    if (r.state !== 'ready' && r.state !== 'checking') throw new ImportRefused(IMPORT_MESSAGES.notReady)
    if (sheet !== undefined && r.format === 'xlsx' && !r.sheets.includes(sheet)) {
      throw new ImportRefused(IMPORT_MESSAGES.sheetNotFound)
    }
    const sheetChanged = sheet !== undefined && r.format === 'xlsx' && sheet !== r.sheet
    let columns = r.columns
    if (sheetChanged) {
      try {
        columns = (await readHeader(storedSource(db, id), { format: 'xlsx', sheet })).columns
      } catch (err) {
        if (err instanceof ImportFileError) throw new ImportRefused(err.message)
        throw err
      }
    }
    checkMapping(mapping, columns)
    await trx
      .updateTable('imports')
      .set({
        state: 'checking',
        mapping: JSON.stringify(mapping),
        columns: JSON.stringify(columns),
        sheet: sheetChanged ? sheet : r.sheet,
        // A check in progress elsewhere loses its claim and stops; this one starts from the first row.
        lease_until: null,
        lease_token: sql<number>`lease_token + 1`,
        processed: 0,
        failure: null,
      })
      .where('id', '=', id)
      .execute()
    return true
  })
}

/**
 * Undoes an import within 30 days, in one transaction: the inquiries it created go with their history,
 * live events and e-mails (plain DELETEs, so triggers on inquiries see them); the fields it filled get their
 * previous value back where they still hold what it wrote; earlier inquiries it marked as repeats are
 * unmarked unless another inquiry still shares their e-mail or mobile. Answers how many inquiries it
 * removed and restored, or null when there is no such import.
 */
export async function revertImport(
  db: Kysely<Database>,
  id: number,
  actor: Member,
): Promise<{ removed: number; restored: number } | null> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('imports').selectAll().where('id', '=', id).forUpdate().executeTakeFirst()
    if (!r) return null
    const refusal = revertRefusal(r)
    if (refusal) throw new ImportRefused(refusal)
    const created = sql`(select i.id from inquiries i where i.import_id = ${id})`
    await sql`delete from inquiry_events where inquiry_id in ${created}`.execute(trx)
    await sql`delete from mail_outbox where inquiry_id in ${created}`.execute(trx)
    await sql`delete from live_events where inquiry_id in ${created}
      or (type = 'inquiries.imported' and change->>'to' = ${String(id)})`.execute(trx)
    const removed = await trx.deleteFrom('inquiries').where('import_id', '=', id).executeTakeFirst()
    let restored = 0
    for (const field of ['message', 'utm_campaign', 'source'] as const) {
      const u = await sql`update inquiries i set ${sql.ref(field)} = f.previous
        from import_fills f
        where f.import_id = ${id} and f.field = ${field} and f.inquiry_id = i.id
          and i.${sql.ref(field)} is not distinct from f.filled`.execute(trx)
      restored += Number(u.numAffectedRows ?? 0)
    }
    await sql`update inquiries o set is_repeat = false
      from import_repeat_marks m
      where m.import_id = ${id} and o.id = m.inquiry_id and o.is_repeat
        and not exists (select 1 from inquiries x where x.id <> o.id
          and (lower(x.email) = lower(o.email) or ${phoneKey('x')} = ${phoneKey('o')}))`.execute(trx)
    await trx.deleteFrom('import_fills').where('import_id', '=', id).execute()
    await trx.deleteFrom('import_repeat_marks').where('import_id', '=', id).execute()
    await trx
      .updateTable('imports')
      .set({ state: 'reverted', reverted_at: sql<Date>`now()`, reverted_by_uid: actor.uid })
      .where('id', '=', id)
      .execute()
    return { removed: Number(removed.numDeletedRows), restored }
  })
}

/**
 * Starts a checked import with what the member confirmed: the mapping it was checked with, the duplicates'
 * mode, the source and the consent (stored on every row with this moment), and an owner if one was chosen.
 */
export async function startImport(
  db: Kysely<Database>,
  input: {
    id: number
    mapping: ImportMapping
    duplicates: ImportOptions['duplicates']
    source: string
    consent: ImportOptions['consent']
    ownerUid?: string
  },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('imports').selectAll().where('id', '=', input.id).forUpdate().executeTakeFirst()
    if (!r) return false
    if (r.state !== 'ready') throw new ImportRefused(IMPORT_MESSAGES.notReady)
    if (r.failure) throw new ImportRefused(r.failure)
    if (!sameMapping(r.mapping, input.mapping)) throw new ImportRefused(IMPORT_MESSAGES.mappingChanged)
    if (input.ownerUid) {
      const owner = await trx
        .selectFrom('users')
        .select('uid')
        .where('uid', '=', input.ownerUid)
        .where('role', 'in', ['owner', 'manager', 'counsellor'])
        .executeTakeFirst()
      if (!owner) throw new ImportRefused(IMPORT_MESSAGES.ownerNotMember)
    }
    const options: ImportOptions = {
      duplicates: input.duplicates,
      source: input.source,
      consent: input.consent,
      ownerUid: input.ownerUid ?? null,
    }
    await trx
      .updateTable('imports')
      .set({
        state: 'importing',
        options: JSON.stringify(options),
        started_at: sql<Date>`now()`,
        // The refused rows are done with: the progress runs from them to the file's total.
        processed: r.invalid,
        imported_line: 0,
        lease_until: null,
      })
      .where('id', '=', input.id)
      .execute()
    return true
  })
}

/**
 * Cancels an import: one being checked or waiting to start ends at once; one importing stops after the
 * batch in hand (what it stored stays, and may be reverted).
 */
export async function cancelImport(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const r = await trx.selectFrom('imports').select('state').where('id', '=', id).forUpdate().executeTakeFirst()
    if (!r) return false
    if (r.state === 'importing') {
      await trx.updateTable('imports').set({ cancel_requested: true }).where('id', '=', id).execute()
    } else if (r.state === 'checking' || r.state === 'ready') {
      await trx.deleteFrom('import_rows').where('import_id', '=', id).execute()
      await trx.deleteFrom('import_chunks').where('import_id', '=', id).execute()
      await trx
        .updateTable('imports')
        .set({
          state: 'cancelled',
          finished_at: sql<Date>`now()`,
          lease_until: null,
          lease_token: sql<number>`lease_token + 1`,
        })
        .where('id', '=', id)
        .execute()
    } else throw new ImportRefused(IMPORT_MESSAGES.notRunning)
    return true
  })
}
