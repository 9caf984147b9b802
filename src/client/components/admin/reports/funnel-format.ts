/** The funnel's figures as the table, the chart's description and the summary print them. */

// The server rounds every rate and median to one decimal; always showing it keeps the columns even.
const oneDecimal = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })

/** "12.5%". */
export const formatPercent = (n: number) => `${oneDecimal.format(n)}%`

/** "12.5 days", "1,204.0 days". */
export const formatDays = (days: number) => `${oneDecimal.format(days)} days`

/** Two days and more read better in days: "3.5 h", "47.9 h", then "2.1 days". */
export function formatContactHours(hours: number): string {
  return hours < 48 ? `${oneDecimal.format(hours)} h` : formatDays(Math.round((hours / 24) * 10) / 10)
}
