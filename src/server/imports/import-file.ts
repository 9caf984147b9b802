import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { CsvError, parse as parseCsv } from 'csv-parse'
import iconv from 'iconv-lite'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { RefusedError } from '../db/errors'

/** A member's refusal (a BAD_REQUEST with the message) where no file is involved. */
export class ImportRefused extends RefusedError {}

/** A file the member must fix: its message is for them (IMPORT_MESSAGES), and nothing of it is stored. */
export class ImportFileError extends RefusedError {
  constructor(message: string) {
    super(message)
    this.name = 'ImportFileError'
  }
}

export type CsvEncoding = 'utf8' | 'utf16le' | 'utf16be' | 'win1252'
export type Delimiter = ',' | ';' | '\t'

/** How a file is read, decided from its first bytes (sniff) and kept on the import. */
export type FileShape =
  { format: 'csv'; encoding: CsvEncoding; bom: number; delimiter: Delimiter } | { format: 'xlsx'; sheet: string | null }

/** A stored file as its readers need it: from its start (CSV), or a range at a time (a workbook's zip). */
export interface FileSource {
  stream(): Readable
  range(start: number, end: number): Readable
  size(): Promise<number>
}

/** One row of the file: its line (the header is line 1) and its cells as text. */
export interface FileRow {
  line: number
  cells: string[]
}

// Formats people upload by mistake, by their first bytes: none is a spreadsheet we read.
const NOT_SPREADSHEETS: Buffer[] = [
  Buffer.from('%PDF'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]), // PNG
  Buffer.from([0xff, 0xd8, 0xff]), // JPEG
  Buffer.from('GIF8'),
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0]), // the old .xls and .doc (OLE)
  Buffer.from([0x1f, 0x8b]), // gzip
  Buffer.from([0x7f, 0x45, 0x4c, 0x46]), // ELF
  Buffer.from('MZ'),
  Buffer.from('Rar!'),
  Buffer.from('7z'),
]
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const TEXT_NAMES = /\.(csv|tsv|txt)$/i
const XLSX_NAME = /\.xlsx$/i
// Bytes Windows-1252 leaves undefined: a text with them is in no encoding we read.
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d])

/**
 * How to read a file, from its name and its first bytes (up to a megabyte): a workbook (a zip named .xlsx),
 * or text, whose encoding is told by its byte-order mark, else UTF-8 when its bytes are UTF-8, else
 * Windows-1252 (what Excel's "CSV" writes on Windows). Refuses with the member's message what it cannot read.
 */
export function sniff(fileName: string, head: Buffer): FileShape {
  if (head.length === 0) throw new ImportFileError(IMPORT_MESSAGES.empty)
  if (head.subarray(0, 4).equals(ZIP)) {
    if (!XLSX_NAME.test(fileName)) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    return { format: 'xlsx', sheet: null }
  }
  if (NOT_SPREADSHEETS.some((magic) => head.subarray(0, magic.length).equals(magic))) {
    throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
  }
  // A text file is read as CSV when its name says so (or says nothing): a .json or .html is not a sheet.
  const hasExtension = /\.[^./\\]{1,8}$/.test(fileName)
  if (XLSX_NAME.test(fileName) || (hasExtension && !TEXT_NAMES.test(fileName))) {
    throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
  }
  let encoding: CsvEncoding
  let bom = 0
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) [encoding, bom] = ['utf8', 3]
  else if (head[0] === 0xff && head[1] === 0xfe) [encoding, bom] = ['utf16le', 2]
  else if (head[0] === 0xfe && head[1] === 0xff) [encoding, bom] = ['utf16be', 2]
  else if (head.includes(0)) throw new ImportFileError(IMPORT_MESSAGES.encoding)
  else if (isUtf8(head)) encoding = 'utf8'
  else if (head.some((b) => UNDEFINED_IN_1252.has(b))) throw new ImportFileError(IMPORT_MESSAGES.encoding)
  else encoding = 'win1252'
  const text = decodeHead(head.subarray(bom), encoding)
  return { format: 'csv', encoding, bom, delimiter: guessDelimiter(text) }
}

/** True when the bytes are UTF-8, allowing a character cut off at the end of the sample. */
function isUtf8(bytes: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes, { stream: true })
    return true
  } catch {
    return false
  }
}

function decodeHead(bytes: Buffer, encoding: CsvEncoding): string {
  if (encoding === 'utf8') return new TextDecoder('utf-8').decode(bytes)
  return iconv.decode(bytes, encoding === 'win1252' ? 'win1252' : encoding)
}

/** The delimiter of the header row: whichever of comma, semicolon and tab it holds most of outside quotes. */
export function guessDelimiter(text: string): Delimiter {
  const counts = { ',': 0, ';': 0, '\t': 0 }
  let quoted = false
  for (const ch of text) {
    if (ch === '"') quoted = !quoted
    else if (!quoted && (ch === '\n' || ch === '\r')) break
    else if (!quoted && ch in counts) counts[ch as Delimiter] += 1
  }
  const best = (Object.keys(counts) as Delimiter[]).sort((a, b) => counts[b] - counts[a])[0]
  return counts[best] > 0 ? best : ','
}

/**
 * Text decoding as a stream. UTF-8 is decoded strictly (a byte that is not UTF-8 later in the file refuses it
 * as unreadable rather than storing U+FFFD in people's names); UTF-16 and Windows-1252 by iconv-lite.
 */
function decoder(encoding: CsvEncoding, bom: number): Transform {
  let skip = bom
  const strict = encoding === 'utf8' ? new TextDecoder('utf-8', { fatal: true }) : null
  const loose = encoding === 'utf8' ? null : iconv.getDecoder(encoding === 'win1252' ? 'win1252' : encoding)
  return new Transform({
    readableObjectMode: false,
    transform(chunk: Buffer, _enc, done: TransformCallback) {
      if (skip > 0) {
        const cut = Math.min(skip, chunk.length)
        chunk = chunk.subarray(cut)
        skip -= cut
      }
      try {
        done(null, strict ? strict.decode(chunk, { stream: true }) : loose!.write(chunk))
      } catch {
        done(new ImportFileError(IMPORT_MESSAGES.encoding))
      }
    },
    flush(done: TransformCallback) {
      try {
        done(null, strict ? strict.decode() : (loose!.end() ?? ''))
      } catch {
        done(new ImportFileError(IMPORT_MESSAGES.encoding))
      }
    },
  })
}

// A quoted field may hold line breaks; one longer than this is a broken quote, not a cell. A workbook's
// cell is held to the same.
export const MAX_CELL_CHARS = 1_000_000

/** The rows of a CSV, read as they stream: never the whole file in memory. */
export async function* csvRows(bytes: Readable, shape: Extract<FileShape, { format: 'csv' }>): AsyncGenerator<FileRow> {
  const parser = parseCsv({
    delimiter: shape.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: MAX_CELL_CHARS,
  })
  // A pipe does not pass errors on: the store's (a lost connection) and the decoder's end the parse.
  bytes.on('error', (err) => parser.destroy(err))
  const text = bytes.pipe(decoder(shape.encoding, shape.bom))
  text.on('error', (err) => parser.destroy(err))
  text.pipe(parser)
  let line = 0
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      line += 1
      yield { line, cells: record }
    }
  } catch (err) {
    // Only the parser's own refusal is the file's fault; the store's failure is ours, and stays an error.
    if (err instanceof CsvError) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    throw err
  } finally {
    bytes.destroy()
  }
}
