import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { IMPORT_FIELD_LABELS, IMPORT_LIMITS, type ImportMapping } from '../../shared/schemas/import-fields'
import { phoneKey } from '../inquiries/person-keys'
import { ImportFileError } from './import-file'
import { fileRows } from './import-rows'
import { RowChecker, type ImportRowData } from './import-check'
import { storedShape, storedSource } from './import-file-store'
import { missingFields } from './import-mappings'
import { holdClaim, pauseBetweenBatches, timeSlices, type Claim, type RunnerPace } from './import-claim'

/**
 * The dry run: every row of the file checked with the forms' schemas, valid ones set aside in import_rows
 * with their person's keys, refused ones in import_errors; then, in SQL, which are duplicates of people
 * already known or of an earlier row. A check interrupted starts again from the first row.
 */
export async function checkFile(
  db: Kysely<Database>,
  claim: Claim,
  pace: RunnerPace,
  signal?: AbortSignal,
): Promise<void> {
  const row = await db.transaction().execute(async (trx) => {
    const r = await holdClaim(trx, claim, pace.leaseMs)
    await trx.deleteFrom('import_rows').where('import_id', '=', claim.id).execute()
    await trx.deleteFrom('import_errors').where('import_id', '=', claim.id).execute()
    await trx
      .updateTable('imports')
      .set({ processed: 0, total: 0, valid: 0, invalid: 0, duplicates: 0, preview: '[]', failure: null })
      .where('id', '=', claim.id)
      .execute()
    return r
  })
  const mapping: ImportMapping = row.mapping
  const missing = missingFields(mapping)
  if (missing.length) {
    // Nothing to check until the member chooses the columns; the file waits, ready for another mapping.
    await finishCheck(db, claim, pace, IMPORT_MESSAGES.missingColumn(missing.map((f) => IMPORT_FIELD_LABELS[f])))
    return
  }
  const checker = new RowChecker(row.columns, mapping)
  const preview: Array<Record<string, string>> = []
  let total = 0
  let valid: Array<{ line: number; data: ImportRowData; email: string; phone: string | null }> = []
  let errors: Array<{ line: number; seq: number; column_name: string; message: string }> = []
  let header = true

  const write = async () => {
    if (!valid.length && !errors.length) {
      await db.transaction().execute(async (trx) => {
        await holdClaim(trx, claim, pace.leaseMs)
        await trx.updateTable('imports').set({ processed: total }).where('id', '=', claim.id).execute()
      })
      return
    }
    const rows = valid
    const errs = errors
    valid = []
    errors = []
    await db.transaction().execute(async (trx) => {
      await holdClaim(trx, claim, pace.leaseMs)
      if (rows.length) {
        await sql`insert into import_rows (import_id, line, email_key, phone_key, data)
          select ${claim.id}, r.line, r.email, r.phone, r.data
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(line int, email text, phone text, data jsonb)`.execute(
          trx,
        )
      }
      if (errs.length) {
        await sql`insert into import_errors (import_id, line, seq, column_name, message)
          select ${claim.id}, e.line, e.seq, e.column_name, e.message
          from jsonb_to_recordset(${JSON.stringify(errs)}::jsonb) as e(line int, seq int, column_name text, message text)`.execute(
          trx,
        )
      }
      await trx
        .updateTable('imports')
        .set({ processed: total, preview: JSON.stringify(preview) })
        .where('id', '=', claim.id)
        .execute()
    })
  }

  const shape = await storedShape(db, row)
  const slice = timeSlices()
  const pause = pauseBetweenBatches(pace, signal)
  for await (const { line, cells } of fileRows(storedSource(db, claim.id), shape)) {
    if (signal?.aborted) return
    await slice()
    if (header) {
      // The header row (the first that is not blank) was read at upload.
      if (cells.some((c) => c.trim() !== '')) header = false
      continue
    }
    if (cells.every((c) => c.trim() === '')) continue
    total += 1
    if (total > IMPORT_LIMITS.maxRows) throw new ImportFileError(IMPORT_MESSAGES.tooManyRows)
    const checked = checker.check(line, cells)
    if (checked.ok) {
      valid.push({ line, data: checked.data, email: checked.keys.email, phone: checked.keys.phone })
      if (preview.length < IMPORT_LIMITS.previewRows) preview.push(previewOf(checked.data))
    } else {
      checked.errors.forEach((e, seq) => errors.push({ line: e.line, seq, column_name: e.column, message: e.message }))
    }
    if (valid.length + errors.length >= pace.batchRows) {
      await write()
      await pause()
    }
  }
  await write()
  if (total === 0) throw new ImportFileError(IMPORT_MESSAGES.empty)
  await finishCheck(db, claim, pace, null)
}

function previewOf(d: ImportRowData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(d)) if (v !== null) out[k] = v
  return out
}

/**
 * Ends a check: counts the valid, invalid and duplicate rows (a duplicate is a valid row whose e-mail or
 * mobile is already an inquiry's, or a valid earlier row's) and marks the import ready.
 */
async function finishCheck(db: Kysely<Database>, claim: Claim, pace: RunnerPace, failure: string | null) {
  await db.transaction().execute(async (trx) => {
    await holdClaim(trx, claim, pace.leaseMs)
    const counts = await sql<{ valid: number; invalid: number; duplicates: number }>`
      with r as (
        select r.line, r.email_key, r.phone_key,
          row_number() over (partition by r.email_key order by r.line) as by_email,
          case when r.phone_key is null then 1
            else row_number() over (partition by r.phone_key order by r.line) end as by_phone
        from import_rows r where r.import_id = ${claim.id}
      )
      select
        (select count(*) from r)::int as valid,
        (select count(distinct line) from import_errors where import_id = ${claim.id})::int as invalid,
        (select count(*) from r where r.by_email > 1 or r.by_phone > 1
          or exists (select 1 from inquiries i where lower(i.email) = r.email_key)
          or (r.phone_key is not null and exists (select 1 from inquiries i where ${phoneKey('i')} = r.phone_key))
        )::int as duplicates`.execute(trx)
    const c = counts.rows[0]
    await trx
      .updateTable('imports')
      .set({
        state: 'ready',
        valid: c.valid,
        invalid: c.invalid,
        duplicates: c.duplicates,
        total: sql<number>`case when ${failure !== null} then 0 else ${c.valid + c.invalid} end`,
        processed: sql<number>`case when ${failure !== null} then 0 else ${c.valid + c.invalid} end`,
        failure,
        lease_until: null,
      })
      .where('id', '=', claim.id)
      .execute()
  })
}
