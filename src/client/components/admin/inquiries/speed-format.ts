/** Speed to contact's figures, shared by its tables and its (lazily loaded) chart. */

/** A median in the unit it reads best in: minutes under an hour, hours under two days, then days. */
export function formatHours(hours: number | null): string {
  if (hours === null) return '—'
  if (hours < 1) return `${Math.round(hours * 60)} min`
  if (hours < 10) return `${hours.toFixed(1)} h`
  if (hours < 48) return `${Math.round(hours)} h`
  return `${(hours / 24).toFixed(1)} days`
}

/** A share (0-1) as a whole percentage; none yet is a dash, not 0 %. */
export function formatShare(share: number | null): string {
  return share === null ? '—' : `${Math.round(share * 100)}%`
}

// Weeks are keyed by their Monday, an India-time calendar date: read as UTC midnight, printed in UTC.
const weekTick = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const weekFull = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' })
const isDay = (key: string) => /^\d{4}-\d{2}-\d{2}$/.test(key)

/** "23 Nov" for the chart's axis; the server's label when the key is not a date. */
export function weekShort(key: string, label: string): string {
  return isDay(key) ? weekTick.format(new Date(`${key}T00:00:00Z`)) : label
}

/** "Week of 23 Nov 2026" for tables and the tooltip. */
export function weekLong(key: string, label: string): string {
  return isDay(key) ? `Week of ${weekFull.format(new Date(`${key}T00:00:00Z`))}` : label
}

/** "24 Aug 2026": a day the server counted from. */
export function dayLong(day: string): string {
  return isDay(day) ? weekFull.format(new Date(`${day}T00:00:00Z`)) : day
}
