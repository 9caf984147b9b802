import { describe, expect, it } from 'vitest'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import ExcelJS from 'exceljs'
import yazl from 'yazl'
import { MAX_CELL_CHARS, sniff, type FileShape, type FileSource } from '../../src/server/imports/import-file'
import { fileRows, readHeader } from '../../src/server/imports/import-rows'
import { isDateFormat, serialDate, sharedStrings, WORKBOOK_LIMITS } from '../../src/server/imports/import-xlsx-parts'
import { IMPORT_MESSAGES, SHEET_NAME_MAX } from '../../src/shared/schemas/imports'

// A workbook is read through its zip's directory, a range at a time, from the stored file. These read
// workbooks as Excel, exceljs and other writers lay them out, from a source that answers slowly and in small
// pieces, as a busy database does.

/** A file held in memory as the store serves it: ranges answered after `delayMs`, in pieces of `piece`. */
function source(bytes: Buffer, { delayMs = 0, piece = 64 * 1024, failAt = Infinity } = {}): FileSource {
  const range = (start: number, end: number) =>
    Readable.from(
      (async function* () {
        for (let at = start; at < end; at += piece) {
          if (delayMs) await new Promise((r) => setTimeout(r, Math.random() * delayMs))
          if (at + piece > failAt) throw new Error('connection terminated unexpectedly')
          yield bytes.subarray(at, Math.min(end, at + piece))
        }
      })(),
      { objectMode: false },
    )
  return { stream: () => range(0, bytes.length), range, size: async () => bytes.length }
}

async function rowsOf(file: FileSource, shape: FileShape = { format: 'xlsx', sheet: null }) {
  const rows: Array<{ line: number; cells: string[] }> = []
  for await (const row of fileRows(file, shape)) rows.push(row)
  return rows
}

/** A zip of the given parts, in the given order. */
function zipOf(parts: Array<[string, string]>): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  for (const [name, text] of parts) zip.addBuffer(Buffer.from(text), name)
  zip.end()
  return buffer(zip.outputStream)
}

const RELS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELS_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`

/** A workbook of one sheet, `sheet` its sheetData's XML, with the writer's prefix `x:` on every element. */
function handWritten(sheetData: string, sharedStrings: string): Promise<Buffer> {
  const x = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
  return zipOf([
    ['_rels/.rels', PACKAGE_RELS],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId7" Type="${RELS_NS}/worksheet" Target="/xl/worksheets/data.xml"/><Relationship Id="rId8" Type="${RELS_NS}/sharedStrings" Target="strings.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<x:workbook ${x} xmlns:r="${RELS_NS}"><x:sheets><x:sheet name="Data" sheetId="1" r:id="rId7"/></x:sheets></x:workbook>`,
    ],
    ['xl/strings.xml', `<x:sst ${x}>${sharedStrings}</x:sst>`],
    ['xl/worksheets/data.xml', `<x:worksheet ${x}><x:sheetData>${sheetData}</x:sheetData></x:worksheet>`],
  ])
}

/** A workbook of one sheet, `name`, with a styles part of the given cell styles (`xfs`), unprefixed. */
function styledWorkbook(name: string, xfs: string, sheetData: string, workbookPr = ''): Promise<Buffer> {
  return zipOf([
    ['_rels/.rels', PACKAGE_RELS],
    [
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="${RELS_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="r2" Type="${RELS_NS}/styles" Target="styles.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `<workbook xmlns:r="${RELS_NS}">${workbookPr}<sheets><sheet name="${name}" sheetId="1" r:id="r1"/></sheets></workbook>`,
    ],
    ['xl/styles.xml', `<styleSheet><cellXfs>${xfs}</cellXfs></styleSheet>`],
    ['xl/worksheets/sheet1.xml', `<worksheet><sheetData>${sheetData}</sheetData></worksheet>`],
  ])
}

async function exceljsWorkbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  wb.addWorksheet('Leads').addRows([
    ['Name', 'E-mail'],
    ['Asha Rao', 'asha@example.in'],
    ['Ravi Kumar', 'ravi@example.in'],
  ])
  wb.addWorksheet('Fair').addRows([['Mobile'], ['9876543210']])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

describe('a workbook read from the store', () => {
  it('reads the first sheet’s header and every sheet’s name, however slowly the store answers', async () => {
    const bytes = await exceljsWorkbook()
    // exceljs writes the sheets first and the workbook's own part last, as Excel writes sheets before strings.
    for (const timing of [{}, { delayMs: 5, piece: 97 }]) {
      const header = await readHeader(source(bytes, timing), sniff('leads.xlsx', bytes))
      expect(header).toEqual({ columns: ['Name', 'E-mail'], sheets: ['Leads', 'Fair'] })
      expect(await rowsOf(source(bytes, timing))).toEqual([
        { line: 1, cells: ['Name', 'E-mail'] },
        { line: 2, cells: ['Asha Rao', 'asha@example.in'] },
        { line: 3, cells: ['Ravi Kumar', 'ravi@example.in'] },
      ])
    }
  })

  it('reads a header with only the strings its rows use, no further, and reads on with all of them past blank rows', async () => {
    const wb = new ExcelJS.Workbook()
    const sheet = wb.addWorksheet('Leads')
    for (let i = 0; i < 60; i++) sheet.addRow([' ', '  '])
    sheet.addRows([
      ['Name', 'E-mail'],
      ['Asha Rao', 'asha@example.in'],
    ])
    const bytes = Buffer.from(await wb.xlsx.writeBuffer())
    const header = await readHeader(source(bytes), sniff('leads.xlsx', bytes))
    expect(header).toEqual({ columns: ['Name', 'E-mail'], sheets: ['Leads'] })
    expect((await rowsOf(source(bytes))).slice(59).map((r) => r.cells)).toEqual([
      [' ', '  '],
      ['Name', 'E-mail'],
      ['Asha Rao', 'asha@example.in'],
    ])

    const strings = '<sst><si><t>Name</t></si><si><t>Asha</t></si><si><r><t>E-</t></r><r><t>mail</t></r></si></sst>'
    const kept = await sharedStrings(Readable.from([strings]), new Set([0, 2]))
    expect(Object.entries(kept)).toEqual([
      ['0', 'Name'],
      ['2', 'E-mail'],
    ])
    expect(await sharedStrings(Readable.from([strings]))).toEqual(['Name', 'Asha', 'E-mail'])
    // Read no further than the last string wanted: what follows it is never parsed.
    const cut = '<sst><si><t>Name</t></si><si><t>E-mail</t></si><si><t>broken</sst>'
    expect(Object.entries(await sharedStrings(Readable.from([cut]), new Set([1])))).toEqual([['1', 'E-mail']])
    expect(await sharedStrings(Readable.from(['<<< not read at all']), new Set())).toEqual([])
    await expect(sharedStrings(Readable.from([cut]))).rejects.toThrow()
  })

  it('reads a later sheet by name, and refuses a name the workbook does not have', async () => {
    const bytes = await exceljsWorkbook()
    expect(await rowsOf(source(bytes), { format: 'xlsx', sheet: 'Fair' })).toEqual([
      { line: 1, cells: ['Mobile'] },
      { line: 2, cells: ['9876543210'] },
    ])
    await expect(rowsOf(source(bytes), { format: 'xlsx', sheet: 'Sheet9' })).rejects.toThrow(
      IMPORT_MESSAGES.sheetNotFound,
    )
  })

  it('reads each kind of cell as its text, at its column and line, whatever prefix the writer used', async () => {
    const bytes = await handWritten(
      [
        '<x:row r="1"><x:c r="A1" t="s"><x:v>0</x:v></x:c><x:c r="C1" t="inlineStr"><x:is><x:t>Mo</x:t><x:r><x:t>bile</x:t></x:r></x:is></x:c></x:row>',
        '<x:row r="2" ht="20"/>',
        '<x:row r="4"><x:c r="A4" t="s"><x:v>1</x:v></x:c><x:c r="B4"><x:v>9876543210</x:v></x:c><x:c r="C4" t="b"><x:v>1</x:v></x:c><x:c r="D4" t="e"><x:v>#N/A</x:v></x:c></x:row>',
        '<x:row r="5"><x:c r="A5"><x:f>HYPERLINK("http://x.example")</x:f><x:v>0</x:v></x:c><x:c r="B5"><x:f t="shared" si="0"/><x:v>1</x:v></x:c><x:c r="C5" t="str"><x:v>&lt;b&gt; &amp; co</x:v></x:c><x:c r="D5"><x:v>1.50</x:v></x:c></x:row>',
        '<x:row><x:c><x:v>2</x:v></x:c><x:c t="inlineStr"><x:is><x:t><![CDATA[a<b]]></x:t></x:is></x:c></x:row>',
      ].join(''),
      '<x:si><x:t>Name</x:t></x:si><x:si><x:r><x:t>Asha </x:t></x:r><x:r><x:t>Rao</x:t></x:r><x:rPh><x:t>ASHA</x:t></x:rPh></x:si>',
    )
    expect(await rowsOf(source(bytes))).toEqual([
      { line: 1, cells: ['Name', '', 'Mobile'] },
      { line: 4, cells: ['Asha Rao', '9876543210', 'true', ''] },
      { line: 5, cells: ['=HYPERLINK("http://x.example")', '=', '<b> & co', '1.5'] },
      { line: 6, cells: ['2', 'a<b'] },
    ])
  })

  it('reads a number styled as a date as the date and time it shows, in either of Excel’s calendars', async () => {
    const wb = new ExcelJS.Workbook()
    const sheet = wb.addWorksheet('Leads')
    sheet.addRow(['Name', 'Enquired', 'At', 'Fee', 'Hours'])
    sheet.addRow(['Asha Rao', new Date(Date.UTC(2026, 0, 31)), new Date(Date.UTC(2026, 0, 31, 14, 5)), 45_000, 1.5])
    sheet.getColumn(3).numFmt = 'dd/mm/yyyy hh:mm'
    sheet.getColumn(4).numFmt = '"Rs" #,##0.00'
    sheet.getColumn(5).numFmt = '[h]:mm'
    const bytes = Buffer.from(await wb.xlsx.writeBuffer())
    expect((await rowsOf(source(bytes)))[1].cells).toEqual([
      'Asha Rao',
      '2026-01-31',
      '2026-01-31 14:05:00',
      '45000',
      '1.5',
    ])

    // The 1904 calendar (old Mac workbooks) counts from 1 January 1904: the same day is 1,462 fewer.
    const mac = await styledWorkbook(
      'Mac',
      '<xf numFmtId="0"/><xf numFmtId="14"/>',
      `<row r="1"><c r="A1" s="1"><v>${46_053 - 1_462}</v></c><c r="B1"><v>44000</v></c></row>`,
      '<workbookPr date1904="1"/>',
    )
    expect(await rowsOf(source(mac))).toEqual([{ line: 1, cells: ['2026-01-31', '44000'] }])
  })

  it('tells a date format from a number format, and a day’s number from one no date could be', () => {
    for (const code of ['dd/mm/yyyy', 'd-mmm-yy', 'yyyy-mm-dd hh:mm:ss', 'h:mm AM/PM', '[$-409]mmmm d, yyyy'])
      expect(isDateFormat(code), code).toBe(true)
    for (const code of ['General', '0.00', '#,##0', '"Rs" #,##0.00', '[h]:mm', '0.00E+00', '[Red]0.00', '"days"\\ 0'])
      expect(isDateFormat(code), code).toBe(false)
    expect(serialDate('46053', false)).toBe('2026-01-31')
    expect(serialDate('46053.5', false)).toBe('2026-01-31 12:00:00')
    expect(serialDate('61', false)).toBe('1900-03-01')
    for (const odd of ['', 'abc', '-5', '0.25', '99999999']) expect(serialDate(odd, false)).toBe(odd)
    // Longer than any format Excel keeps (255), so none of its dates: read whole, an unclosed `[[[…` of
    // this length held the thread for seconds, and of a part's length for hours.
    expect(isDateFormat('['.repeat(100_000) + 'd')).toBe(false)
  })

  it('refuses what is not a workbook, and a cell longer than any text it imports', async () => {
    const notSpreadsheet = IMPORT_MESSAGES.notSpreadsheet
    const bytes = await exceljsWorkbook()
    await expect(rowsOf(source(bytes.subarray(0, bytes.length - 30)))).rejects.toThrow(notSpreadsheet)
    await expect(rowsOf(source(await zipOf([['notes.txt', 'hello']])))).rejects.toThrow(notSpreadsheet)
    const broken = await handWritten('<x:row r="1"><x:c r="A1"><x:v>1</x:v></x:row>', '')
    await expect(rowsOf(source(broken))).rejects.toThrow(notSpreadsheet)
    const long = 'x'.repeat(MAX_CELL_CHARS + 1)
    const huge = await handWritten(`<x:row r="1"><x:c t="inlineStr"><x:is><x:t>${long}</x:t></x:is></x:c></x:row>`, '')
    await expect(rowsOf(source(huge))).rejects.toThrow(notSpreadsheet)
  })

  it('refuses markup no workbook holds before it grows: an endless attribute, an unread text, a deep nest, a sheet’s overlong name', async () => {
    const notSpreadsheet = IMPORT_MESSAGES.notSpreadsheet
    const endless = 'y'.repeat(2 * MAX_CELL_CHARS + 100_000)
    const cell = (inside: string, attributes = '') => `<x:row r="1"><x:c r="A1"${attributes}>${inside}</x:c></x:row>`
    const fine = await handWritten(cell('<x:v>1</x:v><x:extLst>note</x:extLst>', ' x:junk="z"'), '')
    expect(await rowsOf(source(fine))).toEqual([{ line: 1, cells: ['1'] }])
    const attribute = await handWritten(cell('<x:v>1</x:v>', ` x:junk="${endless}"`), '')
    await expect(rowsOf(source(attribute))).rejects.toThrow(notSpreadsheet)
    const unread = await handWritten(cell(`<x:v>1</x:v><x:extLst>${endless}</x:extLst>`), '')
    await expect(rowsOf(source(unread))).rejects.toThrow(notSpreadsheet)
    const comment = await handWritten(cell(`<x:v>1</x:v><!--${endless}-->`), '')
    await expect(rowsOf(source(comment))).rejects.toThrow(notSpreadsheet)
    const nest = await handWritten(cell(`<x:v>1</x:v>${'<x:g>'.repeat(101)}${'</x:g>'.repeat(101)}`), '')
    await expect(rowsOf(source(nest))).rejects.toThrow(notSpreadsheet)
    // A sheet no one could pick by its name (Excel's stop at 31 characters).
    const named = (name: string) => styledWorkbook(name, '<xf/>', '<row r="1"><c r="A1"><v>1</v></c></row>')
    expect(await rowsOf(source(await named('n'.repeat(SHEET_NAME_MAX))))).toHaveLength(1)
    await expect(rowsOf(source(await named('n'.repeat(SHEET_NAME_MAX + 1))))).rejects.toThrow(notSpreadsheet)
  })

  it('refuses a workbook that unpacks to more than a reader holds, part by part or in its shared strings', async () => {
    const saved = { ...WORKBOOK_LIMITS }
    const bytes = await exceljsWorkbook()
    try {
      // Lowered here to what this small workbook goes past: its sheet part, then its shared strings.
      WORKBOOK_LIMITS.partBytes = 400
      await expect(rowsOf(source(bytes))).rejects.toThrow(IMPORT_MESSAGES.workbookTooBig)
      Object.assign(WORKBOOK_LIMITS, saved, { sharedChars: 100 })
      await expect(rowsOf(source(bytes))).rejects.toThrow(IMPORT_MESSAGES.workbookTooBig)
      // The parts read whole at upload for their lists: the relationships past a small part's size, then
      // past the items one lists (this workbook's own relationships are five).
      Object.assign(WORKBOOK_LIMITS, saved, { smallPartBytes: 100 })
      await expect(rowsOf(source(bytes))).rejects.toThrow(IMPORT_MESSAGES.workbookTooBig)
      Object.assign(WORKBOOK_LIMITS, saved, { listed: 4 })
      await expect(rowsOf(source(bytes))).rejects.toThrow(IMPORT_MESSAGES.workbookTooBig)
      // Two relationships and one sheet, but three cell styles.
      const styles = await styledWorkbook('Fair', '<xf/><xf/><xf/>', '<row r="1"><c r="A1"><v>1</v></c></row>')
      Object.assign(WORKBOOK_LIMITS, saved, { listed: 2 })
      await expect(rowsOf(source(styles))).rejects.toThrow(IMPORT_MESSAGES.workbookTooBig)
      Object.assign(WORKBOOK_LIMITS, saved)
      expect(await rowsOf(source(styles))).toEqual([{ line: 1, cells: ['1'] }])
    } finally {
      Object.assign(WORKBOOK_LIMITS, saved)
    }
    expect(await rowsOf(source(bytes))).toHaveLength(3)
  })

  it('answers the store’s own failure as itself, not as a fault of the file', async () => {
    const bytes = await exceljsWorkbook()
    await expect(rowsOf(source(bytes, { piece: 512, failAt: 2_000 }))).rejects.toThrow('connection terminated')
    const csv = Buffer.from('Name,E-mail\n' + 'Asha Rao,asha@example.in\n'.repeat(200))
    await expect(rowsOf(source(csv, { piece: 512, failAt: 2_000 }), sniff('leads.csv', csv))).rejects.toThrow(
      'connection terminated',
    )
  })
})
