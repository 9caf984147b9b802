import { IMPORT_MESSAGES } from '../../shared/schemas/imports'
import { IMPORT_LIMITS } from '../../shared/schemas/import-fields'
import { csvRows, ImportFileError, type FileRow, type FileShape, type FileSource } from './import-file'
import { xlsxRows, type WorkbookReading } from './import-xlsx'

/** The file's rows, in order, as text cells; line 1 is the header. Blank rows are left out. */
export function fileRows(source: FileSource, shape: FileShape, workbook?: WorkbookReading): AsyncGenerator<FileRow> {
  return shape.format === 'csv' ? csvRows(source.stream(), shape) : xlsxRows(source, shape.sheet, workbook)
}

/** The header row of a file, trimmed, and a workbook's sheets. Refuses a file without one. */
export async function readHeader(
  source: FileSource,
  shape: FileShape,
): Promise<{ columns: string[]; sheets: string[] }> {
  let sheets: string[] = []
  const rows = fileRows(source, shape, { onSheets: (names) => (sheets = names), header: true })
  try {
    for await (const row of rows) {
      const columns = row.cells.map((c) => c.trim())
      while (columns.length && columns[columns.length - 1] === '') columns.pop()
      if (columns.length === 0) continue
      if (columns.length > IMPORT_LIMITS.maxColumns) throw new ImportFileError(IMPORT_MESSAGES.tooManyColumns)
      if (columns.some((c) => c.length > IMPORT_LIMITS.maxHeader)) throw new ImportFileError(IMPORT_MESSAGES.noHeader)
      return { columns, sheets }
    }
  } finally {
    await rows.return(undefined)
  }
  throw new ImportFileError(IMPORT_MESSAGES.empty)
}
