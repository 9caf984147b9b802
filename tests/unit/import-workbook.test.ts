import { describe, expect, it } from 'vitest'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { fileRows, readHeader, sniff } from '../../src/server/imports/import-file'

// exceljs parks a workbook's sheets in temporary files when they come before its shared strings, as Excel and
// exceljs both write them. A read that stops early or passes a sheet by must still have every one of them
// removed: each also holds a file descriptor until then.

/**
 * The temporary files `read` leaves, once exceljs's removals (asynchronous) have had up to a second to finish.
 * The read parks its files in a folder of its own (exceljs asks `os.tmpdir()` each time), so that an import
 * another test file left running in this process, whose files share the process's id, is not counted.
 */
async function leftBehind(read: () => Promise<unknown>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'import-workbook-'))
  const before = process.env.TMPDIR
  process.env.TMPDIR = dir
  try {
    await read()
  } finally {
    if (before === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = before
  }
  let left: string[] = []
  for (let i = 0; i < 20; i++) {
    left = readdirSync(dir)
    if (left.length === 0) break
    await new Promise((r) => setTimeout(r, 50))
  }
  rmSync(dir, { recursive: true, force: true })
  return left
}

async function workbook(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  wb.addWorksheet('Leads').addRows([
    ['Name', 'E-mail'],
    ['Asha Rao', 'asha@example.in'],
    ['Ravi Kumar', 'ravi@example.in'],
  ])
  wb.addWorksheet('Fair').addRows([['Mobile'], ['9876543210']])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

describe('a workbook read in part', () => {
  it('reads the header of the first sheet and leaves no temporary file behind', async () => {
    const bytes = await workbook()
    let header: unknown
    const left = await leftBehind(async () => {
      header = await readHeader(Readable.from([bytes]), sniff('leads.xlsx', bytes))
    })
    expect(header).toEqual({ columns: ['Name', 'E-mail'], sheets: ['Leads', 'Fair'] })
    expect(left).toEqual([])
  })

  it('reads a later sheet by name, passing the first by, and leaves no temporary file behind', async () => {
    const bytes = await workbook()
    const rows: unknown[] = []
    const left = await leftBehind(async () => {
      for await (const row of fileRows(Readable.from([bytes]), { format: 'xlsx', sheet: 'Fair' })) rows.push(row)
    })
    expect(rows).toEqual([
      { line: 1, cells: ['Mobile'] },
      { line: 2, cells: ['9876543210'] },
    ])
    expect(left).toEqual([])
  })
})
