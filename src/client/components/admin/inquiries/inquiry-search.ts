/**
 * The inquiry table's address: every filter, the search, sort, page size, cursor, page number and the
 * charts toggle. The route definition reads it with `readInquirySearch`, and route definitions travel in
 * every page's first load, so this file checks only the shape of each value and imports no zod; the page
 * itself checks the values against the list schema's fields (parse-inquiry-search.ts) and drops bad ones.
 */
export interface InquirySearch {
  kind?: string
  status?: string
  program?: string
  owner?: string
  channel?: string
  source?: string
  from?: string
  to?: string
  q?: string
  /** Open follow-ups: overdue, today or upcoming. */
  followUp?: string
  /** The first-contact deadline: late, due or done. */
  firstContact?: string
  /** Only inquiries from a person who wrote more than once. */
  repeat?: boolean
  /** The saved view this address came from (its tab is shown as selected). */
  view?: number
  sort?: string
  size?: number
  after?: string
  before?: string
  last?: boolean
  charts?: boolean
  /** For display only ("Showing 26–50"); negative counts back from the last page. */
  page?: number
}

const TEXT_KEYS = [
  'kind',
  'status',
  'program',
  'owner',
  'channel',
  'source',
  'from',
  'to',
  'q',
  'followUp',
  'firstContact',
  'sort',
  'after',
  'before',
] as const

/** Longer than any field the list accepts, so nothing valid is cut and nothing huge is kept. */
const MAX_TEXT = 300
const MAX_PAGE = 1_000_000

function readText(value: unknown): string | undefined {
  // The router parses `?q=98765` as a number; a phone fragment is still text.
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT ? value : undefined
}

function readFlag(value: unknown): true | undefined {
  return value === true || value === 'true' ? true : undefined
}

function readInt(value: unknown, ok: (n: number) => boolean): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && ok(n) ? n : undefined
}

/** Keeps the known keys whose values have the right form; anything else is dropped, never an error. */
export function readInquirySearch(raw: Record<string, unknown>): InquirySearch {
  const search: InquirySearch = {}
  for (const key of TEXT_KEYS) {
    const value = readText(raw[key])
    if (value !== undefined) search[key] = value
  }
  const size = readInt(raw.size, (n) => n > 0 && n <= 100)
  if (size !== undefined) search.size = size
  const page = readInt(raw.page, (n) => n !== 0 && Math.abs(n) <= MAX_PAGE)
  if (page !== undefined) search.page = page
  if (readFlag(raw.last)) search.last = true
  if (readFlag(raw.charts)) search.charts = true
  if (readFlag(raw.repeat)) search.repeat = true
  const view = readInt(raw.view, (n) => n > 0 && n <= 2_147_483_647)
  if (view !== undefined) search.view = view
  return search
}
