import { sql, type RawBuilder } from 'kysely'

/**
 * "The same person" (docs/decisions/0011): inquiries that share an e-mail, compared case-insensitively, or
 * an Indian mobile number, compared on its last ten digits once everything but digits is dropped (so +91,
 * 0091, a leading 0, spaces, dashes and brackets do not matter). A phone with fewer than ten digits matches
 * nothing: it cannot be a mobile, and short junk ("0000") would join strangers.
 *
 * Both are expressions over the row, each with an index of exactly this text (the first migration's
 * lower(email), and inquiries_phone_key_idx): the planner uses an expression index only for the same
 * expression, so these are the only spellings of them.
 */
export function emailKey(table = 'inquiries'): RawBuilder<string> {
  return sql<string>`lower(${sql.ref(`${table}.email`)})`
}

export function phoneKey(table = 'inquiries'): RawBuilder<string | null> {
  const phone = sql.ref(`${table}.phone`)
  return sql<string | null>`(case when length(regexp_replace(${phone}, '[^0-9]', '', 'g')) >= 10
      then right(regexp_replace(${phone}, '[^0-9]', '', 'g'), 10) end)`
}

/** The same keys of a value in hand (an arriving inquiry, an admin's lookup), as the database computes them. */
export interface PersonKeys {
  email: string
  phone: string | null
}

export function personKeysOf(contact: { email: string; phone: string }): PersonKeys {
  const digits = contact.phone.replace(/[^0-9]/g, '')
  return { email: contact.email.toLowerCase(), phone: digits.length >= 10 ? digits.slice(-10) : null }
}

/** Rows of `table` that are the same person as the row (or value) with these keys. */
export function samePerson(
  keys: { email: RawBuilder<string> | string; phone: RawBuilder<string | null> | string | null },
  table = 'inquiries',
) {
  return sql<boolean>`(${emailKey(table)} = ${keys.email} or ${phoneKey(table)} = ${keys.phone})`
}
