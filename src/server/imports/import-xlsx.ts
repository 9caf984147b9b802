import { posix } from 'node:path'
import type { Readable } from 'node:stream'
import { SaxesParser, type SaxesTag } from 'saxes'
import yauzl from 'yauzl'
import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { ImportFileError, MAX_CELL_CHARS, type FileRow, type FileSource } from './import-file'

// A workbook is read through its zip's central directory, part by part as each is needed (docs/decisions/0024,
// amendment of 2026-11-30): the workbook's list of sheets, their relationships, the shared strings, then the
// one sheet asked for, streamed. Nothing is parked on disk and no other sheet is read.

/** Excel's last column (XFD): a cell further right is in no workbook Excel writes, and is left out. */
const MAX_COLUMNS = 16_384
/** Parts a workbook of people's rows has a few dozen of; a zip of more is not one. */
const MAX_ENTRIES = 10_000
/**
 * What one part may unpack to, and the shared strings' text held at once: a million leads with a few columns
 * of distinct text are well inside both. A zip bomb of blank rows or repeated strings would otherwise hold the
 * reader (and the memory of whichever thread runs it) for as long as it unpacks.
 */
export const WORKBOOK_LIMITS = { partBytes: 2 * 1024 ** 3, sharedChars: 200_000_000 }

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

/** An element's name without its namespace prefix (`x:c` and `c` alike). */
const local = (name: string) => name.slice(name.indexOf(':') + 1)

/** An attribute by its local name, whatever prefix the writer gave it. */
function attribute(attributes: Record<string, string>, name: string): string | undefined {
  for (const key in attributes) if (local(key) === name) return attributes[key]
  return undefined
}

/** What a part's reader hears: each element opened, and closed with the text it wanted of it. */
interface XmlVisitor {
  open?(name: string, attributes: Record<string, string>): void
  /** Whether the text directly inside the innermost element of `path` is wanted. */
  wants?(path: string[]): boolean
  close?(name: string, text: string): void
}

/**
 * Feeds a part's text to a SAX parser, elements by their local names, and hands on the rows `ready` holds
 * between pieces (a sheet's rows leave as they are parsed). A wanted text longer than MAX_CELL_CHARS
 * refuses the file.
 */
async function* parse(part: Readable, visitor: XmlVisitor, ready: FileRow[] = []): AsyncGenerator<FileRow> {
  const parser = new SaxesParser({ position: false })
  const path: string[] = []
  let text = ''
  let wanted = false
  const add = (t: string) => {
    if (!wanted) return
    text += t
    if (text.length > MAX_CELL_CHARS) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
  }
  parser.on('opentag', (tag: SaxesTag) => {
    const name = local(tag.name)
    path.push(name)
    visitor.open?.(name, tag.attributes as Record<string, string>)
    wanted = visitor.wants?.(path) ?? false
    text = ''
  })
  parser.on('text', add)
  parser.on('cdata', add)
  parser.on('closetag', () => {
    visitor.close?.(path[path.length - 1], wanted ? text : '')
    wanted = false
    text = ''
    path.pop()
  })
  part.setEncoding('utf8')
  try {
    for await (const piece of part as AsyncIterable<string>) {
      parser.write(piece)
      for (const row of ready) yield row
      ready.length = 0
    }
    parser.close()
    for (const row of ready) yield row
  } finally {
    part.destroy()
  }
}

async function drain(rows: AsyncGenerator<FileRow>): Promise<void> {
  for await (const _ of rows) void _
}

interface Relationship {
  type: string
  target: string
}

/** A relationships part: each id's type (its last path segment) and target, resolved against `base`. */
async function relationships(part: Readable, base: string): Promise<Map<string, Relationship>> {
  const found = new Map<string, Relationship>()
  await drain(
    parse(part, {
      open(name, a) {
        if (name !== 'Relationship') return
        if (!a.Id || !a.Target || a.TargetMode === 'External') return
        const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.join(base, a.Target)
        found.set(a.Id, { type: (a.Type ?? '').split('/').pop() ?? '', target: posix.normalize(target) })
      },
    }),
  )
  return found
}

/** The workbook's sheets in its own order, by name and relationship id. */
async function sheetList(part: Readable): Promise<Array<{ name: string; id: string }>> {
  const sheets: Array<{ name: string; id: string }> = []
  await drain(
    parse(part, {
      open(name, a) {
        if (name !== 'sheet') return
        const id = attribute(a, 'id')
        if (a.name !== undefined && id) sheets.push({ name: a.name, id })
      },
    }),
  )
  return sheets
}

/** The shared strings, each the text of its runs (a phonetic guide, `rPh`, is not part of the text). */
async function sharedStrings(part: Readable): Promise<string[]> {
  const strings: string[] = []
  let current = ''
  let held = 0
  await drain(
    parse(part, {
      wants: (path) => path[path.length - 1] === 't' && !path.includes('rPh'),
      close(name, text) {
        current += text
        if (name !== 'si') return
        // A string costs its slot and header besides its text: counted so, ten million empty ones are bounded too.
        held += current.length + 16
        if (held > WORKBOOK_LIMITS.sharedChars) throw new ImportFileError(IMPORT_MESSAGES.workbookTooBig)
        strings.push(current)
        current = ''
      },
    }),
  )
  return strings
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

/** A cell as text: a formula becomes its text with '=' (the row's check refuses it), an error nothing. */
function cellText(type: string | undefined, value: string, formula: string | null, inline: string, shared: string[]) {
  if (formula !== null) return `=${formula}`
  switch (type) {
    case 's':
      return shared[Number(value)] ?? ''
    case 'inlineStr':
      return inline
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value
    case 'e':
      return ''
    case 'str':
    case 'd':
      return value
    default: {
      const n = Number(value)
      return value === '' || !Number.isFinite(n) ? value : String(n)
    }
  }
}

/** A sheet's rows as they stream, each cell at its column; rows without cells are left out. */
function sheetRows(part: Readable, shared: string[]): AsyncGenerator<FileRow> {
  const ready: FileRow[] = []
  let line = 0
  let cells: string[] = []
  let column = -1
  let type: string | undefined
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
          cells[column] = cellText(type, value, formula, inline, shared)
        } else if (name === 'row' && cells.length > 0) ready.push({ line, cells })
      },
    },
    ready,
  )
}

/** The rows of a workbook's sheet (the first, or the one named). `onSheets` hears the sheets' names first. */
export async function* xlsxRows(
  source: FileSource,
  sheet: string | null,
  onSheets?: (names: string[]) => void,
): AsyncGenerator<FileRow> {
  const reader = new SourceReader(source)
  let zip: yauzl.ZipFile | null = null
  try {
    zip = await yauzl.fromRandomAccessReaderPromise(reader, await source.size(), { autoClose: false })
    if (zip.entryCount > MAX_ENTRIES) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    const entries = new Map<string, yauzl.Entry>()
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry)
    const open = async (path: string) => {
      const entry = entries.get(path)
      if (!entry) return null
      // yauzl holds each part to the size it declares (validateEntrySizes), so this bound holds.
      if (entry.uncompressedSize > WORKBOOK_LIMITS.partBytes) throw new ImportFileError(IMPORT_MESSAGES.workbookTooBig)
      return zip!.openReadStreamPromise(entry)
    }
    const packageRels = await open('_rels/.rels')
    const document =
      (packageRels && [...(await relationships(packageRels, '')).values()].find((r) => r.type === 'officeDocument'))
        ?.target ?? 'xl/workbook.xml'
    const workbook = await open(document)
    if (!workbook) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    const sheets = await sheetList(workbook)
    const folder = posix.dirname(document)
    const rels = await open(posix.join(folder, '_rels', `${posix.basename(document)}.rels`))
    const parts = rels ? await relationships(rels, folder) : new Map<string, Relationship>()
    const worksheets = sheets.filter((s) => parts.get(s.id)?.type === 'worksheet')
    onSheets?.(worksheets.map((s) => s.name))
    const chosen = sheet === null ? worksheets[0] : worksheets.find((s) => s.name === sheet)
    if (!chosen) throw new ImportFileError(sheet === null ? IMPORT_MESSAGES.empty : IMPORT_MESSAGES.sheetNotFound)
    const stringsPart = [...parts.values()].find((r) => r.type === 'sharedStrings')
    const stringsStream = stringsPart ? await open(stringsPart.target) : null
    const shared = stringsStream ? await sharedStrings(stringsStream) : []
    const part = await open(parts.get(chosen.id)!.target)
    if (!part) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    yield* sheetRows(part, shared)
  } catch (err) {
    // The store's own failure (a lost connection) is ours, not the file's; anything else is a broken workbook.
    if (reader.failure) throw reader.failure
    if (err instanceof ImportFileError) throw err
    throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
  } finally {
    zip?.close()
  }
}
