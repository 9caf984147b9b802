import { indianDate } from '../../../../shared/india-time'
import { downloadBlob } from '../download-file'

/** `inquiries-2026-01-31.csv` for an export made that day (India time, like every day in the back office). */
export function csvFileName(now: Date): string {
  return `inquiries-${indianDate(now)}.csv`
}

/** The parts are written as they are: the server's first chunk already starts with the UTF-8 BOM. */
export function downloadCsv(parts: string[], fileName: string): void {
  downloadBlob(new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileName)
}
