/**
 * The product's clock: its days are India's (docs/product.md). India keeps UTC+05:30 all year, with no
 * daylight saving, so a fixed offset gives its wall-clock time without a time-zone database.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata'

/** India's offset from UTC, as an ISO 8601 date-time writes it. */
export const INDIA_OFFSET = '+05:30'
/** The same offset in milliseconds: India's wall clock is UTC shifted by this. */
export const INDIA_OFFSET_MS = 330 * 60_000

const DAY_MS = 86_400_000

/** The India date (YYYY-MM-DD) of an instant. */
export function indianDate(at: Date | number = Date.now()): string {
  return new Date(+at + INDIA_OFFSET_MS).toISOString().slice(0, 10)
}

/** "2026-11-23 15:04:05": India's wall-clock time of an instant, which a spreadsheet reads as a date. */
export function indianDateTime(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ')
}

/** The hour (0-23) on India's wall clock at an instant. */
export function indianHour(at: Date): number {
  return new Date(at.getTime() + INDIA_OFFSET_MS).getUTCHours()
}

/** The instant an India day (YYYY-MM-DD) begins. */
export function startOfIndianDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - INDIA_OFFSET_MS)
}

/** The instant the next India day begins: the exclusive end of `date`. */
export function endOfIndianDay(date: string): Date {
  return new Date(startOfIndianDay(date).getTime() + DAY_MS)
}
