import { ADMIN_INQUIRY_MESSAGES, type InquirySort } from '../../shared/schemas/admin-inquiries'
import { RefusedError } from '../db/errors'
import { isCalendarDate } from '../../shared/schemas/fields'

/** A page link that no longer fits the table (tampered, or from another sort): the caller starts over. */
export class InvalidCursorError extends RefusedError {
  constructor() {
    super(ADMIN_INQUIRY_MESSAGES.cursor)
    this.name = 'InvalidCursorError'
  }
}

/**
 * Where a page ends, as the sort key and id of its edge row. The time stays the database's own text so
 * its microseconds survive the round trip; a JavaScript Date would drop them and skip or repeat rows.
 */
export interface Cursor {
  sort: InquirySort
  key: string
  id: number
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.id])).toString('base64url')
}

export function decodeCursor(token: string, sort: InquirySort): Cursor {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'))
  } catch {
    throw new InvalidCursorError()
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== sort ||
    typeof parsed[1] !== 'string' ||
    parsed[1].length > 250 ||
    // PostgreSQL's text cannot hold NUL: the database would refuse the comparison.
    parsed[1].includes('\u0000') ||
    !Number.isSafeInteger(parsed[2]) ||
    parsed[2] < 1 ||
    parsed[2] > 2_147_483_647
  ) {
    throw new InvalidCursorError()
  }
  if ((sort === 'newest' || sort === 'oldest') && !isDatabaseTime(parsed[1])) throw new InvalidCursorError()
  return { sort, key: parsed[1], id: parsed[2] }
}

// PostgreSQL's text of a timestamptz: "2026-11-23 18:05:38.967123+00" (or +05:30). Anything else would
// fail the cast back in the query, which is the database refusing, not the caller.
const DATABASE_TIME = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)([+-]\d{2})(:\d{2})?$/

function isDatabaseTime(key: string): boolean {
  const m = DATABASE_TIME.exec(key)
  if (!m) return false
  // A day that does not exist (2026-02-30, any day of year 0000) and an offset past 15 hours are refused by
  // PostgreSQL, not rolled over as JavaScript would.
  return (
    isCalendarDate(m[1]!) &&
    /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d/.test(m[2]!) &&
    Math.abs(Number(m[3])) <= 15 &&
    Number(m[4]?.slice(1) ?? 0) <= 59
  )
}
