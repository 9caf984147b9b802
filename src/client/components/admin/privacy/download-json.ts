import { indianDate } from '../../../../shared/india-time'

/** Saving a document the browser already holds, like the CSV exports: a Blob behind a temporary link. */

/** `personal-data-2026-01-31.json` for an export made that day (India time, like every day in the back office). */
export function personalDataFileName(now: Date = new Date()): string {
  return `personal-data-${indianDate(now)}.json`
}

/** Indented, so the person (or whoever answers their request) can read the file without a tool. */
export function downloadJson(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }))
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
