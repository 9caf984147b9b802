import { INDIA_OFFSET_MS } from './india-time'

/**
 * The office's opening hours in India time (docs/product.md §9: Mon-Fri 9:00-6:00, Sat 10:00-4:00, Sun
 * closed), as minutes from midnight per weekday (0 = Sunday). The first-contact deadline counts only
 * these hours, so a lead that arrives on Saturday night is not late on Sunday.
 */
export const OFFICE_SCHEDULE: ReadonlyArray<readonly [open: number, close: number] | null> = [
  null,
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [9 * 60, 18 * 60],
  [10 * 60, 16 * 60],
]

/** FIRST_CONTACT_HOURS when unset: office hours within which a new inquiry must be first contacted. */
export const DEFAULT_FIRST_CONTACT_HOURS = 24

// India keeps one offset all year (see india-time.ts), so its wall clock is a fixed shift of UTC.
const OFFSET_MS = INDIA_OFFSET_MS
const MINUTE_MS = 60_000
const DAY_MS = 86_400_000

/**
 * The moment `hours` office hours after `from`: time outside the schedule does not count, and a start
 * outside it counts from the next opening. Hours may be fractional.
 */
export function firstContactDeadline(from: Date, hours: number): Date {
  let remaining = Math.round(hours * 60 * MINUTE_MS)
  // Work on India's wall clock, expressed as a UTC instant, then shift back at the end.
  let wall = from.getTime() + OFFSET_MS
  // A week of closed days cannot happen with this schedule; the bound only guards a bad schedule.
  for (let guard = 0; guard < 3660; guard++) {
    const midnight = Math.floor(wall / DAY_MS) * DAY_MS
    const hoursToday = OFFICE_SCHEDULE[new Date(midnight).getUTCDay()]
    if (hoursToday) {
      const open = midnight + hoursToday[0] * MINUTE_MS
      const close = midnight + hoursToday[1] * MINUTE_MS
      const start = Math.max(wall, open)
      if (start < close) {
        if (start + remaining <= close) return new Date(start + remaining - OFFSET_MS)
        remaining -= close - start
      }
    }
    wall = midnight + DAY_MS
  }
  throw new Error('The office schedule has no opening hours')
}

/**
 * Speed to contact's marks, in office minutes after arrival: a lead first contacted by the first was
 * reached within 5 minutes, by the second within an hour (the lead-response studies' thresholds).
 */
export const CONTACT_MARK_MINUTES = { within5m: 5, within1h: 60 } as const

export interface ContactMarks {
  within5m: Date
  within1h: Date
}

/** The moments 5 minutes and an hour of office time after `arrival`, counted as the deadline is. */
export function contactMarks(arrival: Date): ContactMarks {
  return {
    within5m: firstContactDeadline(arrival, CONTACT_MARK_MINUTES.within5m / 60),
    within1h: firstContactDeadline(arrival, CONTACT_MARK_MINUTES.within1h / 60),
  }
}
