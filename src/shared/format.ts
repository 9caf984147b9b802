/** Formatting helpers shared by client and server. Pure; no DOM or Node APIs. */

const rupeeFormatter = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
})

/** Formats a rupee amount with the rupee sign and Indian digit grouping, e.g. 125000 → '₹1,25,000'. */
export function formatRupees(n: number): string {
  return rupeeFormatter.format(n)
}

/** '1 month', '3 months'. */
export function formatMonths(n: number): string {
  return `${n} ${n === 1 ? 'month' : 'months'}`
}

/** The first word of a display name, for a greeting; 'User' without one (docs/product.md §2). */
export function firstNameOf(displayName: string | null | undefined): string {
  return displayName?.trim().split(/\s+/)[0] || 'User'
}

/** The avatar's letters: the first two letters of the display name, capitalised ('asha rao' → 'AS'); '' without one. */
export function initialsOf(displayName: string | null | undefined): string {
  return (displayName?.trim() ?? '').slice(0, 2).toLocaleUpperCase('en-IN')
}
