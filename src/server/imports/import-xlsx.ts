import { posix } from 'node:path'
import type { Readable } from 'node:stream'
import yauzl from 'yauzl'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { ImportFileError, type FileRow, type FileSource } from './import-file'
import {
  dateStyles,
  parse,
  relationships,
  serialDate,
  sharedStrings,
  workbookOf,
  WORKBOOK_LIMITS,
  type Relationship,
} from './import-xlsx-parts'

// A workbook is read through its zip's central directory, part by part as each is needed (docs/decisions/0024,
// amendment of 2026-11-30): the workbook's list of sheets, their relationships, the shared strings and the
// styles, then the one sheet asked for, streamed. Nothing is parked on disk and no other sheet is read.

/** Excel's last column (XFD): a cell further right is in no workbook Excel writes, and is left out. */
const MAX_COLUMNS = 16_384
/** Parts a workbook of people's rows has a few dozen of; a zip of more is not one. */
const MAX_ENTRIES = 10_000

/** What a sheet's cells are read with: a shared string by its index, which styles show dates, and the calendar. */
interface SheetContext {
  shared: (index: number) => string
  dates: boolean[]
  date1904: boolean
}

/**
 * The rows a header read takes with only the shared strings they use. Past them it reads the strings whole:
 * only a sheet whose first rows are all blank text gets that far.
 */
const HEADER_ROWS = 50

/** A shared string's stand-in while its text is not read: XML has no U+0000, so no cell's own text starts so. */
const MARK = '\u0000'

/** What a row read with stand-ins says once the strings it used are read. */
function resolved(row: FileRow, strings: string[]): FileRow {
  const cells = row.cells.map((c) => (c.startsWith(MARK) ? (strings[Number(c.slice(1))] ?? '') : c))
  return { line: row.line, cells }
}

/** yauzl's reads, made from the stored file's ranges; the first error the store answered is kept. */
class SourceReader extends yauzl.RandomAccessReader {
  failure: unknown = null
  constructor(private readonly source: FileSource) {
    super()
  }
  _readStreamForRange(start: number, end: number): Readable {
    return this.source.range(start, end).on('error', (err) => (this.failure ??= err))
  }
}

/** A cell reference's column, counted from 0 (`C7` is 2); -1 when it names none. */
function columnOf(ref: string | undefined): number {
  if (!ref) return -1
  let column = 0
  let i = 0
  for (; i < ref.length; i++) {
    const c = ref.charCodeAt(i) | 0x20
    if (c < 0x61 || c > 0x7a) break
    column = column * 26 + (c - 0x60)
    if (column > MAX_COLUMNS) return MAX_COLUMNS
  }
  return i === 0 ? -1 : column - 1
}

/**
 * A cell as text: a formula becomes its text with '=' (the row's check refuses it), an error nothing, and a
 * number styled as a date the date it shows (`2026-01-31`, or with its time).
 */
function cellText(
  cell: { type: string | undefined; style: number; value: string; formula: string | null; inline: string },
  context: SheetContext,
): string {
  const { type, value } = cell
  if (cell.formula !== null) return `=${cell.formula}`
  switch (type) {
    case 's':
      return context.shared(Number(value))
    case 'inlineStr':
      return cell.inline
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value
    case 'e':
      return ''
    case 'str':
    case 'd':
      return value
    default: {
      if (context.dates[cell.style]) return serialDate(value, context.date1904)
      const n = Number(value)
      return value === '' || !Number.isFinite(n) ? value : String(n)
    }
  }
}

/** A sheet's rows as they stream, each cell at its column; rows without cells are left out. */
function sheetRows(part: Readable, context: SheetContext): AsyncGenerator<FileRow> {
  const ready: FileRow[] = []
  let line = 0
  let cells: string[] = []
  let column = -1
  let type: string | undefined
  let style = 0
  let value = ''
  let formula: string | null = null
  let inline = ''
  return parse(
    part,
    {
      open(name, a) {
        if (name === 'row') {
          line = Number(a.r) > 0 ? Number(a.r) : line + 1
          cells = []
          column = -1
        } else if (name === 'c') {
          const at = columnOf(a.r)
          column = at >= 0 ? at : column + 1
          type = a.t
          style = Number(a.s ?? 0)
          ;[value, formula, inline] = ['', null, '']
        } else if (name === 'f') formula = ''
      },
      wants(path) {
        const last = path[path.length - 1]
        return last === 'v' || last === 'f' || (last === 't' && path.includes('is') && !path.includes('rPh'))
      },
      close(name, text) {
        if (name === 'v') value += text
        else if (name === 'f') formula = (formula ?? '') + text
        else if (name === 't') inline += text
        else if (name === 'c' && column < MAX_COLUMNS) {
          while (cells.length < column) cells.push('')
          cells[column] = cellText({ type, style, value, formula, inline }, context)
        } else if (name === 'row' && cells.length > 0) ready.push({ line, cells })
      },
    },
    ready,
  )
}

/** How a workbook is read: `onSheets` hears the sheets' names first; `header`: its first rows are what is wanted. */
export interface WorkbookReading {
  onSheets?: (names: string[]) => void
  header?: boolean
}

/**
 * The rows of a workbook's sheet (the first, or the one named). A header read (at upload, in the server's own
 * thread) takes the sheet's first rows with only the shared strings they use, read no further than the last
 * of them, so the strings of a million rows are neither read nor held there (their bound is the check's, in
 * its thread); should it be read on, it goes on with all of them.
 */
export async function* xlsxRows(
  source: FileSource,
  sheet: string | null,
  { onSheets, header = false }: WorkbookReading = {},
): AsyncGenerator<FileRow> {
  const reader = new SourceReader(source)
  let zip: yauzl.ZipFile | null = null
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(reader, await source.size(), { autoClose: false })
    if (zip.entryCount > MAX_ENTRIES) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    const entries = new Map<string, yauzl.Entry>()
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry)
    const open = async (path: string, limit = WORKBOOK_LIMITS.partBytes) => {
      const entry = entries.get(path)
      if (!entry) return null
      // yauzl holds each part to the size it declares (validateEntrySizes), so this bound holds.
      if (entry.uncompressedSize > limit) throw new ImportFileError(IMPORT_MESSAGES.workbookTooBig)
      return zip!.openReadStreamPromise(entry)
    }
    const openSmall = (path: string) => open(path, WORKBOOK_LIMITS.smallPartBytes)
    const packageRels = await openSmall('_rels/.rels')
    const document =
      (packageRels && [...(await relationships(packageRels, '')).values()].find((r) => r.type === 'officeDocument'))
        ?.target ?? 'xl/workbook.xml'
    const workbook = await openSmall(document)
    if (!workbook) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    const { sheets, date1904 } = await workbookOf(workbook)
    const folder = posix.dirname(document)
    const rels = await openSmall(posix.join(folder, '_rels', `${posix.basename(document)}.rels`))
    const parts = rels ? await relationships(rels, folder) : new Map<string, Relationship>()
    const worksheets = sheets.filter((s) => parts.get(s.id)?.type === 'worksheet')
    onSheets?.(worksheets.map((s) => s.name))
    const chosen = sheet === null ? worksheets[0] : worksheets.find((s) => s.name === sheet)
    if (!chosen) throw new ImportFileError(sheet === null ? IMPORT_MESSAGES.empty : IMPORT_MESSAGES.sheetNotFound)
    const partOf = (type: string, limit?: number) => {
      const found = [...parts.values()].find((r) => r.type === type)
      return found ? open(found.target, limit) : null
    }
    const strings = async (wanted?: Set<number>) => {
      const part = await partOf('sharedStrings')
      return part ? sharedStrings(part, wanted) : []
    }
    const stylesPart = await partOf('styles', WORKBOOK_LIMITS.smallPartBytes)
    const dates = stylesPart ? await dateStyles(stylesPart) : []
    const rows = async (shared: SheetContext['shared']) => {
      const part = await open(parts.get(chosen.id)!.target)
      if (!part) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
      return sheetRows(part, { shared, dates, date1904 })
    }
    let given = 0
    if (header) {
      const wanted = new Set<number>()
      const first: FileRow[] = []
      for await (const row of await rows((i) => (wanted.add(i), MARK + i))) {
        if (first.push(row) === HEADER_ROWS) break
      }
      const some = await strings(wanted)
      for (const row of first) yield resolved(row, some)
      if (first.length < HEADER_ROWS) return
      given = first.length
    }
    const all = await strings()
    for await (const row of await rows((i) => all[i] ?? '')) if (given-- <= 0) yield row
  } catch (err) {
    // The store's own failure (a lost connection) is ours, not the file's; anything else is a broken workbook.
    if (reader.failure) throw reader.failure
    if (err instanceof ImportFileError) throw err
    throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
  } finally {
    zip?.close()
  }
}
