import { posix } from 'node:path'
import type { Readable } from 'node:stream'
import { SaxesParser, type SaxesTag } from 'saxes'
import { IMPORT_MESSAGES, SHEET_NAME_MAX } from '../../shared/schemas/imports'
import { ImportFileError, MAX_CELL_CHARS, type FileRow } from './import-file'

// The small parts of a workbook (relationships, the workbook, shared strings, styles), read whole, and the
// SAX reading that a sheet's rows stream through too (import-xlsx.ts).

/**
 * What one part may unpack to, and the shared strings' text held at once: a million leads with a few columns
 * of distinct text are well inside both. A zip bomb of blank rows or repeated strings would otherwise hold the
 * reader (and the memory of whichever thread runs it) for as long as it unpacks. The parts read whole for
 * their lists (relationships, the workbook, the styles) are read at upload, in the server's own thread: each
 * may unpack to `smallPartBytes` and list `listed` items (Excel stops at 64,000 cell styles).
 */
export const WORKBOOK_LIMITS = {
  partBytes: 2 * 1024 ** 3,
  sharedChars: 200_000_000,
  smallPartBytes: 64 * 1024 ** 2,
  listed: 100_000,
}

/** Refuses a part's list once it holds more than WORKBOOK_LIMITS.listed. */
function count(listed: number): void {
  if (listed > WORKBOOK_LIMITS.listed) throw new ImportFileError(IMPORT_MESSAGES.workbookTooBig)
}

/**
 * The markup a part may run to without the parser reaching the end of a tag or of a text. saxes gathers an
 * attribute, a comment or a text whole, wanted or not, before it says anything, so without this one element
 * of a zip bomb would grow a string in memory until the engine's string limit throws. No part of a workbook
 * holds anything near it: a cell is at most MAX_CELL_CHARS, and Excel's own are at most 32,767 characters.
 */
const MAX_QUIET_CHARS = 2 * MAX_CELL_CHARS

/** How deep elements may nest: a workbook's go about ten deep, and each open one is held until it closes. */
const MAX_DEPTH = 100

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
 * between pieces (a sheet's rows leave as they are parsed). A wanted text longer than MAX_CELL_CHARS,
 * markup past MAX_QUIET_CHARS with nothing heard of it, or elements nested past MAX_DEPTH refuse the file.
 */
export async function* parse(part: Readable, visitor: XmlVisitor, ready: FileRow[] = []): AsyncGenerator<FileRow> {
  const parser = new SaxesParser({ position: false })
  const path: string[] = []
  let text = ''
  let wanted = false
  // Whether the parser said anything during the last piece; the characters fed since it last did.
  let heard = false
  let quiet = 0
  const add = (t: string) => {
    heard = true
    if (!wanted) return
    text += t
    if (text.length > MAX_CELL_CHARS) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
  }
  parser.on('opentag', (tag: SaxesTag) => {
    heard = true
    const name = local(tag.name)
    if (path.push(name) > MAX_DEPTH) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
    visitor.open?.(name, tag.attributes as Record<string, string>)
    wanted = visitor.wants?.(path) ?? false
    text = ''
  })
  parser.on('text', add)
  parser.on('cdata', add)
  parser.on('comment', () => (heard = true))
  parser.on('processinginstruction', () => (heard = true))
  parser.on('closetag', () => {
    heard = true
    visitor.close?.(path[path.length - 1], wanted ? text : '')
    wanted = false
    text = ''
    path.pop()
  })
  part.setEncoding('utf8')
  try {
    for await (const piece of part as AsyncIterable<string>) {
      parser.write(piece)
      quiet = heard ? 0 : quiet + piece.length
      if (quiet > MAX_QUIET_CHARS) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
      heard = false
      for (const row of ready) yield row
      ready.length = 0
    }
    parser.close()
    for (const row of ready) yield row
  } finally {
    part.destroy()
  }
}

export async function drain(rows: AsyncGenerator<FileRow>): Promise<void> {
  for await (const _ of rows) void _
}

export interface Relationship {
  type: string
  target: string
}

/** A relationships part: each id's type (its last path segment) and target, resolved against `base`. */
export async function relationships(part: Readable, base: string): Promise<Map<string, Relationship>> {
  const found = new Map<string, Relationship>()
  await drain(
    parse(part, {
      open(name, a) {
        if (name !== 'Relationship') return
        if (!a.Id || !a.Target || a.TargetMode === 'External') return
        const target = a.Target.startsWith('/') ? a.Target.slice(1) : posix.join(base, a.Target)
        found.set(a.Id, { type: (a.Type ?? '').split('/').pop() ?? '', target: posix.normalize(target) })
        count(found.size)
      },
    }),
  )
  return found
}

/** The workbook's sheets in its own order, by name and relationship id, and its calendar's first day. */
export async function workbookOf(
  part: Readable,
): Promise<{ sheets: Array<{ name: string; id: string }>; date1904: boolean }> {
  const sheets: Array<{ name: string; id: string }> = []
  let date1904 = false
  await drain(
    parse(part, {
      open(name, a) {
        if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true'
        if (name !== 'sheet') return
        const id = attribute(a, 'id')
        if (a.name === undefined || !id) return
        // A name no sheet could be picked by is no workbook's (Excel's stop at 31 characters).
        if (a.name.length > SHEET_NAME_MAX) throw new ImportFileError(IMPORT_MESSAGES.notSpreadsheet)
        count(sheets.push({ name: a.name, id }))
      },
    }),
  )
  return { sheets, date1904 }
}

/** Stops a part's reading once it has given what was wanted of it. */
class ReadEnough extends Error {}

/**
 * The shared strings, each the text of its runs (a phonetic guide, `rPh`, is not part of the text). Given
 * `wanted`, only those are kept, at their indexes, and the part is read no further than the last of them: a
 * header's strings are among a workbook's first, as writers number them in the order the cells use them.
 */
export async function sharedStrings(part: Readable, wanted?: Set<number>): Promise<string[]> {
  const strings: string[] = []
  let last = wanted ? -1 : Infinity
  for (const i of wanted ?? []) if (Number.isInteger(i) && i > last) last = i
  if (last < 0) {
    part.destroy()
    return strings
  }
  let index = 0
  let current = ''
  let held = 0
  try {
    // parse() lets go of the part however it ends.
    await drain(
      parse(part, {
        wants: (path) => path[path.length - 1] === 't' && !path.includes('rPh'),
        close(name, text) {
          current += text
          if (name !== 'si') return
          // A string costs its slot and header besides its text: counted so, ten million empty ones are bounded too.
          held += current.length + 16
          if (held > WORKBOOK_LIMITS.sharedChars) throw new ImportFileError(IMPORT_MESSAGES.workbookTooBig)
          if (!wanted || wanted.has(index)) strings[index] = current
          if (index++ === last) throw new ReadEnough()
          current = ''
        },
      }),
    )
  } catch (err) {
    if (!(err instanceof ReadEnough)) throw err
  }
  return strings
}

// Excel's own date and time formats, by id (ECMA-376 18.8.30, with the East Asian ones): a number in a cell
// styled with one of them is a date.
const DATE_FORMAT_IDS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56,
  57, 58,
])

/** The longest number format code Excel keeps. */
const MAX_FORMAT_CHARS = 255

/**
 * Whether a custom number format shows a date or time: a day, month, year, hour or second outside its quoted
 * text, escaped characters and bracketed parts (a colour, a condition, a locale). An elapsed time such as
 * `[h]:mm` shows a duration, not a date.
 */
export function isDateFormat(code: string): boolean {
  // Excel's own stop; it also keeps the bracket pattern below, quadratic on an unclosed `[[[…`, to a few steps.
  if (code.length > MAX_FORMAT_CHARS) return false
  const bare = code.replace(/"[^"]*"|\\./g, '')
  if (/\[(h+|m+|s+)\]/i.test(bare)) return false
  const tokens = bare.replace(/\[[^\]]*\]/g, '')
  return /[dmyhs]/i.test(tokens) && !/^general$/i.test(tokens.trim())
}

/** For each cell style (a cell's `s`), whether it shows its number as a date: from the styles part. */
export async function dateStyles(part: Readable): Promise<boolean[]> {
  const custom = new Map<number, boolean>()
  const styles: boolean[] = []
  let inCellXfs = false
  await drain(
    parse(part, {
      open(name, a) {
        if (name === 'numFmt') count(custom.set(Number(a.numFmtId), isDateFormat(a.formatCode ?? '')).size)
        else if (name === 'cellXfs') inCellXfs = true
        else if (name === 'xf' && inCellXfs) {
          const id = Number(a.numFmtId ?? 0)
          count(styles.push(custom.get(id) ?? DATE_FORMAT_IDS.has(id)))
        }
      },
      close(name) {
        if (name === 'cellXfs') inCellXfs = false
      },
    }),
  )
  return styles
}

const DAY_MS = 86_400_000
// Day 0 of each of Excel's two calendars. The 1900 one counts 29 February 1900, which never was, so its
// days from March 1900 on are counted from 30 December 1899.
const EPOCH_1900 = Date.UTC(1899, 11, 30)
const EPOCH_1904 = Date.UTC(1904, 0, 1)

/**
 * A date cell's number as the date and time it shows, in the workbook's own wall clock: `2026-01-31`, or
 * `2026-01-31 14:05:00` when it has a time. The row's check reads that as India's time, as it reads a typed
 * one. A number no date could be is left as it is.
 */
export function serialDate(value: string, date1904: boolean): string {
  const serial = Number(value)
  if (value === '' || !Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return value
  const at = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.round((serial * DAY_MS) / 1000) * 1000)
  const [day, time] = at.toISOString().slice(0, 19).split('T')
  return time === '00:00:00' ? day : `${day} ${time}`
}
