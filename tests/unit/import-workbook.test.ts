import { describe, expect, it } from 'vitest'
import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import { fileRows, readHeader, sniff } from '../../src/server/imports/import-file'

// exceljs parks a workbook's sheets in temporary files (named tmp-<pid>-…) when they come before its shared
// strings, as Excel and exceljs both write them. A read that stops early or passes a sheet by must still
// have every one of them removed: each also holds a file descriptor until then.
const parked = () => readdirSync(tmpdir()).filter((f) => f.startsWith(`tmp-${process.pid}-`))

/** The temporary files left once exceljs's removals (asynchronous) have had up to a second to finish. */
async function leftBehind(before: string[]): Promise<string[]> {
  let left: string[] = []
  for (let i = 0; i < 20; i++) {
    left = parked().filter((f) => !before.includes(f))
    if (left.length === 0) break
    await new Promise((r) => setTimeout(r, 50))
  }
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
    const before = parked()
    const header = await readHeader(Readable.from([bytes]), sniff('leads.xlsx', bytes))
    expect(header).toEqual({ columns: ['Name', 'E-mail'], sheets: ['Leads', 'Fair'] })
    expect(await leftBehind(before)).toEqual([])
  })

  it('reads a later sheet by name, passing the first by, and leaves no temporary file behind', async () => {
    const bytes = await workbook()
    const before = parked()
    const rows = []
    for await (const row of fileRows(Readable.from([bytes]), { format: 'xlsx', sheet: 'Fair' })) rows.push(row)
    expect(rows).toEqual([
      { line: 1, cells: ['Mobile'] },
      { line: 2, cells: ['9876543210'] },
    ])
    expect(await leftBehind(before)).toEqual([])
  })
})
