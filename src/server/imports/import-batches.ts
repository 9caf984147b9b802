import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import type { ImportOptions } from '../db/import-tables'
import { firstContactDeadline } from '../../shared/office-hours'
import { intakeInput, intakeQuery, keyNames, type IntakeRow } from '../inquiries/intake-statement'
import { phoneKey } from '../inquiries/person-keys'
import { SearchIndexUpkeep } from '../inquiries/search-upkeep'
import { announce } from '../live/live-store'
import type { ImportRowData } from './import-check'
import { holdClaim, pauseBetweenBatches, type Claim, type RunnerPace } from './import-claim'
import { queueImportSummary } from './import-summary'

interface StagedRow {
  line: number
  email_key: string
  phone_key: string | null
  data: ImportRowData
}

interface Latest {
  id: number
  created: number
  message: string | null
  utm_campaign: string | null
  source: string | null
}

/**
 * The import: the checked rows a batch at a time, each batch in one transaction with the import's
 * checkpoint (the last line stored), so that a crash or a restart goes on after the last committed batch
 * and never stores a row twice. Between batches it pauses (RunnerPace.pauseShare) so that the intake of
 * live inquiries keeps its pace, and it looks for a cancellation.
 */
export async function importRows(
  db: Kysely<Database>,
  claim: Claim,
  pace: RunnerPace,
  signal?: AbortSignal,
): Promise<void> {
  const pause = pauseBetweenBatches(pace, signal)
  // The search index's pending list merged between batches, every thousand rows as the intake merges after
  // its own: left to fill, it would be merged by whichever insert found it full, a live inquiry's among them,
  // which then waits a second. A merge that fails leaves its rows to the next one (and nothing is lost).
  const upkeep = new SearchIndexUpkeep(db, () => {})
  for (;;) {
    if (signal?.aborted) return
    const created = await db.transaction().execute(async (trx) => importBatch(db, trx, claim, pace))
    if (created === null) return
    upkeep.stored(created)
    await upkeep.settled()
    await pause()
  }
}

/** Stores the next batch: the inquiries it created, or null when there was none left (or it was cancelled). */
async function importBatch(
  db: Kysely<Database>,
  trx: Transaction<Database>,
  claim: Claim,
  pace: RunnerPace,
): Promise<number | null> {
  const imp = await holdClaim(trx, claim, pace.leaseMs)
  const options = imp.options as ImportOptions
  if (imp.cancel_requested) {
    await endImport(trx, claim.id, 'cancelled')
    return null
  }
  const staged = (await trx
    .selectFrom('import_rows')
    .select(['line', 'email_key', 'phone_key', 'data'])
    .where('import_id', '=', claim.id)
    .where('line', '>', imp.imported_line)
    .orderBy('line')
    .limit(pace.batchRows)
    .execute()) as unknown as StagedRow[]
  if (!staged.length) {
    await endImport(trx, claim.id, 'done')
    return null
  }
  // The intake's plan probes the indexes, however small the table (decision 0015).
  await sql`set local enable_seqscan = off`.execute(trx)

  // The latest inquiry of each person already known, by either key.
  const emails = [...new Set(staged.map((r) => r.email_key))]
  const phones = [...new Set(staged.flatMap((r) => (r.phone_key ? [r.phone_key] : [])))]
  // Each person's rows found by the key indexes first (materialized): an ORDER BY … LIMIT 1 per key would let
  // the planner walk the created_at index backwards through the whole table for every new person.
  const known = await sql<Latest & { key: string }>`
    with by_email as materialized (
      select lower(o.email) as key, o.id, o.created_at, o.message, o.utm_campaign, o.source
      from inquiries o where lower(o.email) = any(${emails}::text[])
    ),
    by_phone as materialized (
      select ${phoneKey('o')} as key, o.id, o.created_at, o.message, o.utm_campaign, o.source
      from inquiries o where ${phoneKey('o')} = any(${phones}::text[])
    )
    select distinct on (x.key) x.key, x.id, extract(epoch from x.created_at)::float8 as created,
      x.message, x.utm_campaign, x.source
    from (select * from by_email union all select * from by_phone) x
    order by x.key, x.created_at desc, x.id desc`.execute(trx)
  const latestByKey = new Map<string, Latest>()
  for (const k of known.rows) latestByKey.set(k.key, k)
  const latestOf = (keys: string[]): Latest | undefined =>
    keys
      .map((k) => latestByKey.get(k))
      .filter((l): l is Latest => !!l)
      .sort((a, b) => b.created - a.created || b.id - a.id)[0]

  // Each row is created, skipped, or fills its person's latest inquiry; a person first met in this batch
  // is known to the rows after it.
  const startedAt = imp.started_at ?? new Date()
  const due = firstContactDeadline(new Date(), pace.firstContactHours)
  const groups: Array<{ rows: IntakeRow[]; lines: number[]; notes: Array<string | null> }> = [
    { rows: [], lines: [], notes: [] },
  ]
  const seenInBatch = new Map<string, number>() // key → index of the group that holds the person's last row
  const fills: Array<{ row: StagedRow; keys: string[] }> = []
  let skipped = 0
  for (const r of staged) {
    const keys = keyNames({ email: r.email_key, phone: r.phone_key })
    const known = latestOf(keys) !== undefined || keys.some((k) => seenInBatch.has(k))
    if (known && options.duplicates === 'skip') {
      skipped += 1
      continue
    }
    if (known && options.duplicates === 'fill') {
      fills.push({ row: r, keys })
      continue
    }
    // A person is never twice in one statement: it could not see its own other row (the owner, the mark).
    const after = Math.max(-1, ...keys.map((k) => seenInBatch.get(k) ?? -1))
    let g = groups.findIndex((_, i) => i > after)
    if (g < 0) {
      groups.push({ rows: [], lines: [], notes: [] })
      g = groups.length - 1
    }
    groups[g].rows.push({
      row: toInquiry(r.data, options, claim.id, startedAt),
      keys: { email: r.email_key, phone: r.phone_key },
      mail: [],
    })
    groups[g].lines.push(r.line)
    groups[g].notes.push(r.data.note)
    for (const k of keys) seenInBatch.set(k, g)
  }

  const createdIdByKey = new Map<
    string,
    { id: number; message: string | null; utm_campaign: string | null; source: string | null }
  >()
  let created = 0
  let lastId = 0
  for (const group of groups) {
    if (!group.rows.length) continue
    // Earlier inquiries this group will mark as repeats, so that a revert can unmark them.
    const groupEmails = group.rows.map((r) => r.keys.email)
    const groupPhones = group.rows.flatMap((r) => (r.keys.phone ? [r.keys.phone] : []))
    await sql`insert into import_repeat_marks (import_id, inquiry_id)
      select ${claim.id}, o.id from inquiries o
      where not o.is_repeat and (lower(o.email) = any(${groupEmails}::text[]) or ${phoneKey('o')} = any(${groupPhones}::text[]))
      on conflict do nothing`.execute(trx)
    const json = intakeInput(group.rows, due, new Date())
    const { rows: stored } = await trx.executeQuery(intakeQuery(db, json))
    if (stored.length !== group.rows.length)
      throw new Error(`Imported ${group.rows.length} rows but ${stored.length} ids came back`)
    const notes: Array<{ inquiry_id: number; note: string }> = []
    for (const s of stored) {
      const row = group.rows[s.ord]
      for (const k of keyNames(row.keys)) {
        if (!createdIdByKey.has(k)) {
          createdIdByKey.set(k, {
            id: s.id,
            message: row.row.message ?? null,
            utm_campaign: row.row.utm_campaign ?? null,
            source: row.row.source ?? null,
          })
        }
      }
      const note = group.notes[s.ord]
      if (note) notes.push({ inquiry_id: s.id, note })
      lastId = Math.max(lastId, s.id)
    }
    created += stored.length
    if (notes.length) {
      await sql`insert into inquiry_events (inquiry_id, action, to_value, actor_uid, actor_email, actor_name)
        select n.inquiry_id, 'note', n.note, ${imp.created_by_uid}, ${imp.created_by_email}, ${imp.created_by_name}
        from jsonb_to_recordset(${JSON.stringify(notes)}::jsonb) as n(inquiry_id int, note text)`.execute(trx)
    }
  }

  // "Fill": only the empty fields of the person's latest inquiry, each previous value kept for a revert.
  let updated = 0
  if (fills.length) {
    const targets = new Map<number, Latest>()
    const writes: Array<{ inquiry_id: number; field: 'message' | 'utm_campaign' | 'source'; value: string }> = []
    for (const { row, keys } of fills) {
      const fromDb = latestOf(keys)
      const fromBatch = keys.map((k) => createdIdByKey.get(k)).find(Boolean)
      const target = fromDb ?? (fromBatch && { ...fromBatch, created: 0 })
      if (!target) continue
      const current = targets.get(target.id) ?? { ...target }
      targets.set(target.id, current)
      const given = { message: row.data.message, utm_campaign: row.data.utmCampaign, source: row.data.source }
      let wrote = false
      for (const field of ['message', 'utm_campaign', 'source'] as const) {
        const value = given[field]
        if (value && current[field] === null) {
          current[field] = value
          writes.push({ inquiry_id: target.id, field, value })
          wrote = true
        }
      }
      if (wrote) updated += 1
      else skipped += 1
    }
    if (writes.length) {
      const w = JSON.stringify(writes)
      await sql`insert into import_fills (import_id, inquiry_id, field, previous, filled)
        select ${claim.id}, f.inquiry_id, f.field, null, f.value
        from jsonb_to_recordset(${w}::jsonb) as f(inquiry_id int, field text, value text)
        on conflict do nothing`.execute(trx)
      await sql`update inquiries i set
          message = coalesce(i.message, f.message),
          utm_campaign = coalesce(i.utm_campaign, f.utm_campaign),
          source = coalesce(i.source, f.source)
        from (
          select inquiry_id,
            max(value) filter (where field = 'message') as message,
            max(value) filter (where field = 'utm_campaign') as utm_campaign,
            max(value) filter (where field = 'source') as source
          from jsonb_to_recordset(${w}::jsonb) as x(inquiry_id int, field text, value text)
          group by inquiry_id
        ) f
        where i.id = f.inquiry_id`.execute(trx)
      lastId = Math.max(lastId, ...writes.map((x) => x.inquiry_id))
    }
  }

  // One live event for the batch (decision 0024): open back offices refetch once, no toast per row.
  if (lastId > 0) {
    await sql`insert into live_events (type, inquiry_id, owner_uid, change)
      values ('inquiries.imported', ${lastId}, null, ${JSON.stringify({ action: 'import', to: String(claim.id) })}::jsonb)`.execute(
      trx,
    )
    await announce(trx)
  }
  await trx
    .updateTable('imports')
    .set({
      imported_line: staged[staged.length - 1].line,
      processed: sql<number>`processed + ${staged.length}`,
      created: sql<number>`created + ${created}`,
      updated: sql<number>`updated + ${updated}`,
      skipped: sql<number>`skipped + ${skipped}`,
    })
    .where('id', '=', claim.id)
    .execute()
  return created
}

/** The inquiry an imported row becomes: channel 'import', its source, and the consent stated at the import. */
function toInquiry(d: ImportRowData, options: ImportOptions, importId: number, startedAt: Date): NewInquiry {
  return {
    kind: d.kind,
    full_name: d.fullName,
    email: d.email,
    phone: d.phone,
    program: d.program,
    message: d.message,
    inquiry_type: d.inquiryType,
    education: d.education,
    utm_campaign: d.utmCampaign,
    channel: 'import',
    source: d.source ?? options.source,
    ...(d.createdAt && { created_at: d.createdAt }),
    consent_at: startedAt,
    consent_notice: options.consent.notice,
    consent_basis: options.consent.basis,
    import_id: importId,
    // The member the importer chose, before the person's owner and the rotation (intake-statement.ts).
    owner_uid: options.ownerUid,
  }
}

/**
 * Done or cancelled: the file and its checked rows are no longer needed; errors and revert records stay. The
 * importer's summary e-mail is queued with the ending.
 */
async function endImport(trx: Transaction<Database>, id: number, state: 'done' | 'cancelled') {
  await trx.deleteFrom('import_rows').where('import_id', '=', id).execute()
  await trx.deleteFrom('import_chunks').where('import_id', '=', id).execute()
  await trx
    .updateTable('imports')
    .set({ state, finished_at: sql<Date>`now()`, lease_until: null })
    .where('id', '=', id)
    .execute()
  await queueImportSummary(trx, id)
}
