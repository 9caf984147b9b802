import type { InquirySort } from '../../shared/schemas/admin-inquiries'

/** A page link that no longer fits the table (tampered, or from another sort): the caller starts over. */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor')
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
    !Number.isSafeInteger(parsed[2]) ||
    parsed[2] < 1 ||
    parsed[2] > 2_147_483_647
  ) {
    throw new InvalidCursorError()
  }
  if ((sort === 'newest' || sort === 'oldest') && Number.isNaN(Date.parse(parsed[1]))) throw new InvalidCursorError()
  return { sort, key: parsed[1], id: parsed[2] }
}
