import { describe, expect, it } from 'vitest'
import { sql, Kysely, PostgresDialect } from 'kysely'
import type { PostgresPool } from 'kysely'
import { preparedAs, preparedName } from '../../src/server/db/prepared'

// A compiler only: nothing here connects.
const db = new Kysely<Record<string, never>>({
  dialect: new PostgresDialect({ pool: {} as PostgresPool }),
})

describe('prepared statements', () => {
  it('names a statement whose text starts with the mark, and only that one', () => {
    const marked = sql`${preparedAs('inquiry-intake')} select ${1}::int`.compile(db)
    expect(marked.sql).toBe('/* prepared:inquiry-intake */ select $1::int')
    expect(preparedName(marked.sql)).toBe('inquiry-intake')
    expect(preparedName('select 1 /* prepared:inquiry-intake */')).toBeUndefined()
    expect(preparedName(sql`select ${'/* prepared:x */'}`.compile(db).sql)).toBeUndefined()
  })

  it('refuses a name that would not read back', () => {
    expect(() => preparedAs('Intake */ drop table x; /*')).toThrow('Not a statement name')
    expect(() => preparedAs('')).toThrow('Not a statement name')
  })
})
