/**
 * The funnel's address: the dates, the grouping and the table's sort. The route definition reads it with
 * `readFunnelSearch`, and route definitions travel in every page's first load, so this file checks only
 * the shape of each value and imports no zod; the page checks the values themselves (parse-funnel-search.ts)
 * and falls back to the defaults for bad ones.
 */
export interface FunnelSearch {
  from?: string
  to?: string
  /** Source, campaign, program or owner. */
  by?: string
  /** A column of the table (funnel-sorting.ts). */
  sort?: string
  dir?: string
}

const KEYS = ['from', 'to', 'by', 'sort', 'dir'] as const

/** Longer than any valid value, so nothing valid is cut and nothing huge is kept. */
const MAX_TEXT = 40

/** Keeps the known keys holding short text; anything else is dropped, never an error. */
export function readFunnelSearch(raw: Record<string, unknown>): FunnelSearch {
  const search: FunnelSearch = {}
  for (const key of KEYS) {
    const value = raw[key]
    if (typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT) search[key] = value
  }
  return search
}
