/**
 * The access log's address: its filters, named as admin.accessLog.list takes them. The route definition reads
 * it with `readAccessLogSearch`, and route definitions travel in every page's first load, so this file checks
 * only the shape of each value and imports no zod; the page checks the values against the list schema's
 * fields (parse-access-log-search.ts) and drops bad ones.
 */
export interface AccessLogSearch {
  actorUid?: string
  inquiryId?: number
  action?: string
  from?: string
  to?: string
}

const TEXT_KEYS = ['actorUid', 'action', 'from', 'to'] as const

/** Longer than any valid value, so nothing valid is cut and nothing huge is kept. */
const MAX_TEXT = 200

/** Keeps the known keys whose values have the right form; anything else is dropped, never an error. */
export function readAccessLogSearch(raw: Record<string, unknown>): AccessLogSearch {
  const search: AccessLogSearch = {}
  for (const key of TEXT_KEYS) {
    const value = raw[key]
    if (typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT) search[key] = value
  }
  const id = typeof raw.inquiryId === 'string' ? Number(raw.inquiryId) : raw.inquiryId
  if (typeof id === 'number' && Number.isInteger(id) && id > 0) search.inquiryId = id
  return search
}
