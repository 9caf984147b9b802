import { indianDate } from '../../../../shared/india-time'
import { downloadBlob } from '../download-file'

/** `personal-data-2026-01-31.json` for an export made that day (India time, like every day in the back office). */
export function personalDataFileName(now: Date = new Date()): string {
  return `personal-data-${indianDate(now)}.json`
}

/** Indented, so the person (or whoever answers their request) can read the file without a tool. */
export function downloadJson(data: unknown, fileName: string): void {
  downloadBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }), fileName)
}
