import { afterAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { buffer } from 'node:stream/consumers'
import ExcelJS from 'exceljs'
import { createTestDatabase } from '../helpers/database'
import { once } from '../helpers/imports'
import type { Member } from '../../src/server/auth/identity'
import { receiveUpload, storedSource } from '../../src/server/imports/import-file-store'
import { fileRows } from '../../src/server/imports/import-rows'

const tdb = await createTestDatabase()
afterAll(() => tdb.dispose())

const importer: Member = {
  uid: 'importer-store',
  email: 'importer.store@admins.example',
  emailVerified: true,
  name: 'Importer',
  picture: null,
  phoneNumber: null,
  role: 'owner',
}

const MiB = 1024 * 1024

/** A workbook of `rows` leads whose notes are random, so that it stays larger than a stored chunk once zipped. */
async function largeWorkbook(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const sheet = wb.addWorksheet('Leads')
  sheet.addRow(['Name', 'E-mail', 'Notes'])
  for (let i = 0; i < rows; i++)
    sheet.addRow([`Store Person ${i}`, `store${i}@example.in`, randomBytes(48).toString('hex')])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

// The file is kept in 1 MiB chunks; a workbook is read back a range at a time, its directory from the end.
describe('a stored file read back by ranges', () => {
  it('answers any range as the bytes uploaded, across chunks, and reads a workbook of several chunks whole', async () => {
    const bytes = await largeWorkbook(30_000)
    expect(bytes.length).toBeGreaterThan(2 * MiB)
    const id = await receiveUpload(tdb.handle.db, importer, 'large.xlsx', once(bytes))
    const source = storedSource(tdb.handle.db, id)
    expect(await source.size()).toBe(bytes.length)
    for (const [start, end] of [
      [0, 4],
      [MiB - 3, MiB + 5],
      [MiB - 100, 2 * MiB + 100],
      [bytes.length - 22, bytes.length],
      [0, bytes.length],
    ]) {
      expect((await buffer(source.range(start, end))).equals(bytes.subarray(start, end)), `${start}-${end}`).toBe(true)
    }
    const rows: Array<{ line: number; cells: string[] }> = []
    for await (const row of fileRows(source, { format: 'xlsx', sheet: null })) rows.push(row)
    expect(rows).toHaveLength(30_001)
    expect(rows[30_000].line).toBe(30_001)
    expect(rows[30_000].cells.slice(0, 2)).toEqual(['Store Person 29999', 'store29999@example.in'])
  })

  it('answers a range past the stored file’s end with an error, not with fewer bytes', async () => {
    const bytes = await largeWorkbook(10)
    const id = await receiveUpload(tdb.handle.db, importer, 'small.xlsx', once(bytes))
    await expect(buffer(storedSource(tdb.handle.db, id).range(0, bytes.length + 10))).rejects.toThrow('ends before')
  })
})
