import { INDIA_OFFSET, INDIA_OFFSET_MS, indianDate } from '../../../../shared/india-time'

/**
 * Follow-up times as the team reads and types them: India's wall clock, whatever the browser's zone.
 * India keeps one offset all year (src/shared/india-time.ts), so a fixed offset converts both ways.
 */

const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/** What `<input type="datetime-local">` holds: "2025-11-26T15:00" (seconds, if any, are dropped). */
const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/

/** A datetime-local value, read as India time, as the ISO string the server takes; null when it is not one. */
export function indiaInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim())
  if (!match) return null
  const iso = `${match[1]}T${match[2]}:00${INDIA_OFFSET}`
  // The browser's picker cannot produce 31 February, but a typed or pasted value can.
  return Number.isNaN(Date.parse(iso)) || indiaIsoToInput(iso) !== `${match[1]}T${match[2]}` ? null : iso
}

/** The India wall-clock time of an instant, as a datetime-local value ("2025-11-26T15:00"). */
export function indiaIsoToInput(iso: string | number): string {
  return new Date(new Date(iso).getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16)
}

/** A quick pick for the follow-up's time, as the datetime-local value it fills in. */
export interface QuickPick {
  label: string
  value: string
}

/** The India date `days` after today's, at `time` ("10:00"). */
function dayAt(days: number, time: string, now: number): string {
  return `${indianDate(now + days * DAY_MS)}T${time}`
}

/**
 * The usual call-backs: an hour from now (to the next quarter hour, as people say a time), tomorrow
 * morning, and the day after. "Tomorrow" is India's tomorrow, not the browser's.
 */
export function quickPicks(now = Date.now()): QuickPick[] {
  const quarter = 15 * 60_000
  const inAnHour = Math.ceil((now + HOUR_MS) / quarter) * quarter
  return [
    { label: 'In 1 hour', value: indiaIsoToInput(inAnHour) },
    { label: 'Tomorrow 10:00', value: dayAt(1, '10:00', now) },
    { label: 'In 2 days', value: dayAt(2, '10:00', now) },
  ]
}
