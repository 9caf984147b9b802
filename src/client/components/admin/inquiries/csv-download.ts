import { indianDate } from '../../../../shared/india-time'

/** Saving a CSV the browser already holds, without a round trip: a Blob behind a temporary link. */

/** `inquiries-2026-01-31.csv` for an export made that day (India time, like every day in the back office). */
export function csvFileName(now: Date): string {
  return `inquiries-${indianDate(now)}.csv`
}

/** The parts are written as they are: the server's first chunk already starts with the UTF-8 BOM. */
export function downloadCsv(parts: string[], fileName: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers start reading the Blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
