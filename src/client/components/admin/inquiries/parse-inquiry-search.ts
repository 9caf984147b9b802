import type { output } from 'zod'
import {
  DEFAULT_PAGE_SIZE,
  inquiryFiltersSchema,
  inquiryListSchema,
  type InquiryFilters,
  type InquirySort,
} from '../../../../shared/schemas/admin-inquiries'
import type { InquirySearch } from './inquiry-search'

const shape = inquiryListSchema.shape
type Shape = typeof shape

/** The filter keys, as the filters schema names them. */
export const FILTER_KEYS = Object.keys(inquiryFiltersSchema.shape) as (keyof InquiryFilters)[]

export interface InquiryCursor {
  after?: string
  before?: string
  last?: boolean
}

/** The address as the page uses it: only values the list would accept. */
export interface InquiryView {
  /** Every filter value that is valid on its own (what the filter controls show). */
  fields: InquiryFilters
  /** What the table, counts, charts and export select: `fields` less an end date before the start. */
  filters: InquiryFilters
  dateRangeInverted: boolean
  sort: InquirySort
  size: output<Shape['size']>
  cursor: InquiryCursor
  /** For display: 1, 2, … from the start, -1, -2, … from the end, undefined if not known. */
  page: number | undefined
  charts: boolean
}

function pick<K extends keyof Shape>(key: K, value: unknown): output<Shape[K]> | undefined {
  if (value === undefined) return undefined
  const result = shape[key].safeParse(value)
  return result.success ? (result.data as output<Shape[K]>) : undefined
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

/** Checks each value with the list schema's own field; a bad one is dropped, the rest still apply. */
export function parseInquirySearch(search: InquirySearch): InquiryView {
  const fields = defined(Object.fromEntries(FILTER_KEYS.map((key) => [key, pick(key, search[key])])) as InquiryFilters)
  const dateRangeInverted = Boolean(fields.from && fields.to && fields.from > fields.to)
  const filters = dateRangeInverted ? { ...fields, to: undefined } : fields
  const cursor = defined({
    after: pick('after', search.after),
    before: pick('before', search.before),
    last: pick('last', search.last),
  })
  const hasCursor = Object.keys(cursor).length > 0
  return {
    fields,
    filters: defined(filters),
    dateRangeInverted,
    sort: pick('sort', search.sort) ?? 'newest',
    size: pick('size', search.size) ?? DEFAULT_PAGE_SIZE,
    cursor,
    // Without a cursor the page is the first, whatever the address says.
    page: hasCursor ? search.page : 1,
    charts: search.charts === true,
  }
}

/** True when any filter or the search narrows the table. */
export function hasFilters(view: InquiryView): boolean {
  return Object.keys(view.fields).length > 0
}
