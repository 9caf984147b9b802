import { funnelSchema, type FunnelGroup } from '../../../../shared/schemas/reports'
import type { FunnelSearch } from './funnel-search'
import { defaultRange, type DayRange } from './funnel-range'
import { DEFAULT_SORT, readSort, type FunnelSort } from './funnel-sorting'

const shape = funnelSchema.shape

/** The address as the page uses it: each value the funnel accepts, the defaults for the rest. */
export interface FunnelView {
  range: DayRange
  /** The end date is before the start: the page says so instead of asking the server. */
  rangeInverted: boolean
  by: FunnelGroup
  sort: FunnelSort
}

const valid = (day: string | undefined): string | undefined =>
  day !== undefined && shape.from.safeParse(day).success ? day : undefined

/** Checks each value with the funnel schema's own fields; a bad one gives way to its default, never an error. */
export function parseFunnelSearch(search: FunnelSearch, today?: string): FunnelView {
  const fallback = defaultRange(today)
  const range = { from: valid(search.from) ?? fallback.from, to: valid(search.to) ?? fallback.to }
  const by = shape.by.safeParse(search.by)
  return {
    range,
    rangeInverted: range.from > range.to,
    by: by.success ? by.data : 'source',
    sort: readSort(search.sort, search.dir) ?? DEFAULT_SORT,
  }
}
