import { Readable } from 'node:stream'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { Database } from '../db/schema'
import type { ImportsTable } from '../db/import-tables'
import type { Member } from '../auth/identity'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { guessMapping, IMPORT_LIMITS } from '../../shared/schemas/import-fields'
import { ImportFileError, sniff, type FileShape, type FileSource } from './import-file'
import { readHeader } from './import-rows'

/** Pieces the uploaded file is kept in: a round trip each, small enough for one parameter. */
const CHUNK_BYTES = 1024 * 1024
/** Chunks read per round trip when the file is read back. */
const CHUNKS_PER_READ = 4
/** What the reader hands on at a time. */
const PIECE_BYTES = 64 * 1024

/** The import row's `format`/`encoding`/`delimiter`/`sheet` as the reader's shape. */
export function shapeOf(row: Pick<Selectable<ImportsTable>, 'format' | 'encoding' | 'delimiter' | 'sheet'>): FileShape {
  if (row.format === 'xlsx') return { format: 'xlsx', sheet: row.sheet }
  const encoding = (row.encoding ?? 'utf8') as Extract<FileShape, { format: 'csv' }>['encoding']
  const bom = encoding === 'utf8' ? 3 : 2
  return { format: 'csv', encoding, bom, delimiter: (row.delimiter ?? ',') as ',' }
}

/**
 * The stored file as a stream, a few chunks per round trip, so that reading it holds only what is being
 * parsed. A UTF-8 file without a BOM is read from its first byte (the BOM's length is dropped only when the
 * first chunk starts with one).
 */
function storedFile(db: Kysely<Database>, importId: number): Readable {
  async function* chunks() {
    let seq = -1
    for (;;) {
      const rows = await db
        .selectFrom('import_chunks')
        .select(['seq', 'data'])
        .where('import_id', '=', importId)
        .where('seq', '>', seq)
        .orderBy('seq')
        .limit(CHUNKS_PER_READ)
        .execute()
      // In pieces: the CSV parser takes each piece whole, and a megabyte's rows parsed at once would hold
      // every request waiting meanwhile for some 50 ms.
      for (const r of rows) {
        for (let at = 0; at < r.data.length; at += PIECE_BYTES) yield r.data.subarray(at, at + PIECE_BYTES)
      }
      if (rows.length < CHUNKS_PER_READ) return
      seq = rows[rows.length - 1].seq
    }
  }
  return Readable.from(chunks(), { objectMode: false })
}

/**
 * Bytes `start` to `end` (exclusive) of the stored file, a chunk's part a round trip: how a workbook is read,
 * its directory first (at the file's end), then each part it needs.
 */
function storedRange(db: Kysely<Database>, importId: number, start: number, end: number): Readable {
  async function* pieces() {
    for (let at = start; at < end;) {
      const seq = Math.floor(at / CHUNK_BYTES)
      const from = at - seq * CHUNK_BYTES
      const row = await db
        .selectFrom('import_chunks')
        .select(sql<Buffer>`substring(data from ${from + 1} for ${Math.min(end - at, CHUNK_BYTES - from)})`.as('data'))
        .where('import_id', '=', importId)
        .where('seq', '=', seq)
        .executeTakeFirst()
      if (!row || row.data.length === 0) throw new Error(`import ${importId}: the stored file ends before ${end}`)
      for (let i = 0; i < row.data.length; i += PIECE_BYTES) yield row.data.subarray(i, i + PIECE_BYTES)
      at += row.data.length
    }
  }
  return Readable.from(pieces(), { objectMode: false })
}

/** The stored file as its readers take it: streamed from its start, or by ranges. */
export function storedSource(db: Kysely<Database>, importId: number): FileSource {
  return {
    stream: () => storedFile(db, importId),
    range: (start, end) => storedRange(db, importId, start, end),
    async size() {
      const row = await db
        .selectFrom('import_chunks')
        .select(sql<string>`coalesce(sum(octet_length(data)), 0)`.as('bytes'))
        .where('import_id', '=', importId)
        .executeTakeFirstOrThrow()
      return Number(row.bytes)
    },
  }
}

/** A file's shape with a BOM's length known from its first bytes. */
function withBom(shape: FileShape, head: Buffer): FileShape {
  if (shape.format !== 'csv') return shape
  const hasBom =
    (shape.encoding === 'utf8' && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) ||
    (shape.encoding === 'utf16le' && head[0] === 0xff && head[1] === 0xfe) ||
    (shape.encoding === 'utf16be' && head[0] === 0xfe && head[1] === 0xff)
  return { ...shape, bom: hasBom ? shape.bom : 0 }
}

/** Reads a stored file's shape back, BOM included (the import row keeps the encoding, not the BOM). */
export async function storedShape(
  db: Kysely<Database>,
  row: Pick<Selectable<ImportsTable>, 'id' | 'format' | 'encoding' | 'delimiter' | 'sheet'>,
): Promise<FileShape> {
  const first = await db
    .selectFrom('import_chunks')
    .select(sql<Buffer>`substring(data from 1 for 4)`.as('head'))
    .where('import_id', '=', row.id)
    .where('seq', '=', 0)
    .executeTakeFirst()
  return withBom(shapeOf(row), first?.head ?? Buffer.alloc(0))
}

/**
 * Stores an uploaded file as it arrives and answers its import's id once its header is read; the check
 * (the dry run) then runs in the background. Until the last byte is stored the import reads as failed
 * with a message saying so, which is what it stays if the upload is cut off. A file that is not a
 * spreadsheet, has an unreadable encoding or no header, or is too big, is refused and nothing of it kept.
 */
export async function receiveUpload(
  db: Kysely<Database>,
  member: Member,
  fileName: string,
  body: AsyncIterable<Buffer>,
): Promise<number> {
  const name = fileName.trim().slice(0, IMPORT_LIMITS.maxFileName) || 'spreadsheet'
  let id: number | null = null
  let seq = 0
  let size = 0
  let shape: FileShape | null = null
  // One piece's buffer, filled and stored again and again: a stored piece is sent (copied by the driver)
  // before its insert answers. New buffers for each piece were garbage the heap kept until its next full
  // collection, megabytes of it for every megabyte uploaded.
  const piece = Buffer.allocUnsafeSlow(CHUNK_BYTES)
  let filled = 0

  const store = async (bytes: Buffer) => {
    if (id === null) {
      shape = sniff(name, bytes)
      const row = await db
        .insertInto('imports')
        .values({
          created_by_uid: member.uid,
          created_by_name: member.name ?? null,
          created_by_email: member.email ?? null,
          file_name: name,
          format: shape.format,
          size_bytes: 0,
          encoding: shape.format === 'csv' ? shape.encoding : null,
          delimiter: shape.format === 'csv' ? shape.delimiter : null,
          state: 'failed',
          failure: IMPORT_MESSAGES.uploadCut,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      id = row.id
    }
    await db.insertInto('import_chunks').values({ import_id: id, seq: seq++, data: bytes }).execute()
  }

  try {
    for await (const chunk of body) {
      size += chunk.length
      if (size > IMPORT_LIMITS.maxBytes) throw new ImportFileError(IMPORT_MESSAGES.tooBig)
      for (let at = 0; at < chunk.length;) {
        const copied = chunk.copy(piece, filled, at)
        filled += copied
        at += copied
        if (filled === CHUNK_BYTES) {
          await store(piece)
          filled = 0
        }
      }
    }
    if (filled > 0) await store(piece.subarray(0, filled))
    if (id === null || shape === null) throw new ImportFileError(IMPORT_MESSAGES.empty)
    const importId: number = id
    const row = await db.selectFrom('imports').selectAll().where('id', '=', importId).executeTakeFirstOrThrow()
    const { columns, sheets } = await readHeader(storedSource(db, importId), await storedShape(db, row))
    await db
      .updateTable('imports')
      .set({
        size_bytes: size,
        columns: JSON.stringify(columns),
        sheets: JSON.stringify(sheets),
        sheet: sheets[0] ?? null,
        mapping: JSON.stringify(guessMapping(columns)),
        state: 'checking',
        failure: null,
      })
      .where('id', '=', importId)
      .execute()
    return importId
  } catch (err) {
    if (id !== null) await db.deleteFrom('imports').where('id', '=', id).execute()
    throw err
  }
}
