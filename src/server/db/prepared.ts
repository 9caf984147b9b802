import { sql, type RawBuilder } from 'kysely'

// A statement run on every request whose text never changes (its values are all parameters) is worth
// preparing: PostgreSQL parses and plans an unnamed statement on each run, which for the intake's
// statement cost more than running it. The pg driver prepares a statement once per connection when given
// a name; Kysely passes none, so the name travels in a leading comment that our pool client reads.
const MARK = /^\/\* prepared:([a-z][a-z0-9-]*) \*\//

/** Put first in a statement's text: the pg driver prepares it once per connection under this name. */
export function preparedAs(name: string): RawBuilder<unknown> {
  if (!MARK.test(`/* prepared:${name} */`)) throw new Error(`Not a statement name: ${name}`)
  return sql.raw(`/* prepared:${name} */`)
}

/** The name a statement's text asks to be prepared under (see preparedAs), or undefined. */
export function preparedName(text: string): string | undefined {
  return MARK.exec(text)?.[1]
}
