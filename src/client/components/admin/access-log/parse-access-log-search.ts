import { accessLogFiltersSchema, type AccessLogFilters } from '../../../../shared/schemas/access-log'
import type { AccessLogSearch } from './access-log-search'

const shape = accessLogFiltersSchema.shape
const KEYS = Object.keys(shape) as (keyof AccessLogFilters)[]

/** The address as the page uses it: only values the log would accept. */
export interface AccessLogView {
  /** Every filter value valid on its own (what the controls show). */
  fields: AccessLogFilters
  /** What the list and the CSV select: `fields` less an end date before the start. */
  filters: AccessLogFilters
  dateRangeInverted: boolean
}

/** Checks each value with the filters schema's own field; a bad one is dropped, the rest still apply. */
export function parseAccessLogSearch(search: AccessLogSearch): AccessLogView {
  const fields: Record<string, unknown> = {}
  for (const key of KEYS) {
    if (search[key] === undefined) continue
    const result = shape[key].safeParse(search[key])
    if (result.success && result.data !== undefined) fields[key] = result.data
  }
  const typed = fields as AccessLogFilters
  const dateRangeInverted = Boolean(typed.from && typed.to && typed.from > typed.to)
  const { to: _to, ...withoutEnd } = typed
  return { fields: typed, filters: dateRangeInverted ? withoutEnd : typed, dateRangeInverted }
}

/** True when any filter narrows the log. */
export const hasFilters = (view: AccessLogView): boolean => Object.keys(view.fields).length > 0
