import { sql, type SqlBool, type Transaction } from 'kysely'
import type { Database } from '../db/schema'

// A search of fewer digits is a year or a pin code as often as a piece of somebody's mobile.
const MIN_DIGITS = 5
// The search box takes three characters at least (admin-inquiries.ts).
const MIN_TEXT = 3

const fold = (v: string) => v.toLowerCase().replace(/\s+/g, ' ').trim()
const digitsOf = (v: string) => v.replace(/[^0-9]/g, '')

/**
 * Whether a saved search names the erased person, wholly or in part: the first name alone, an address, the
 * last digits of the mobile, or a search that holds one of these among other words.
 */
export function searchNames(q: string, values: readonly string[]): boolean {
  const search = fold(q)
  const digits = digitsOf(q)
  return values.some((value) => {
    const v = fold(value)
    if (search.length >= MIN_TEXT && v.includes(search)) return true
    // An address's domain is everybody's: only its own part names the person.
    const own = v.includes('@') ? v.slice(0, v.lastIndexOf('@')) : v
    const parts = [v, own, ...own.split(/[\s.+_-]+/)].filter((p) => p.length >= MIN_TEXT && !/^[0-9]+$/.test(p))
    if (parts.some((p) => search.includes(p))) return true
    const number = digitsOf(value)
    return (
      digits.length >= MIN_DIGITS && number.length >= MIN_DIGITS && (number.includes(digits) || digits.includes(number))
    )
  })
}

/**
 * Takes the search out of every saved view whose search names the erased person (the rest of the view
 * stays). Saved views are a few per admin, so they are read and matched here rather than by patterns.
 */
export async function forgetSearches(trx: Transaction<Database>, values: readonly string[]): Promise<void> {
  if (!values.length) return
  const views = await trx
    .selectFrom('saved_views')
    .select(['id', sql<string>`filters->>'q'`.as('q')])
    .where(sql<SqlBool>`filters ? 'q'`)
    .execute()
  const ids = views.filter((v) => v.q && searchNames(v.q, values)).map((v) => v.id)
  if (!ids.length) return
  await trx
    .updateTable('saved_views')
    .set({ filters: sql`filters - 'q'` })
    .where('id', 'in', ids)
    .execute()
}
