/** Star breakdown for a rating out of 5 (docs/product.md §2 "Course cards"). */

export const MAX_STARS = 5

export interface StarParts {
  full: number
  half: boolean
  empty: number
}

/**
 * One full star per whole rating point, plus a half star when the fractional
 * part is 0.5 or more; the remainder up to 5 are empty.
 */
export function starParts(rating: number): StarParts {
  const r = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), MAX_STARS) : 0
  const full = Math.floor(r)
  // Small epsilon guards against binary float noise such as 4.4999999.
  const half = full < MAX_STARS && r - full >= 0.5 - 1e-9
  const empty = MAX_STARS - full - (half ? 1 : 0)
  return { full, half, empty }
}
