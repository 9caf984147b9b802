import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely'
import type { Database } from '../db/schema'
import type { Member } from '../auth/identity'
import { INQUIRY_SCOPE } from '../../shared/permissions'

type OwnerColumn = 'inquiries.owner_uid' | 'o.owner_uid'

/**
 * The inquiries a member's reads and changes reach, as a predicate on the owner column: everything for
 * owners and managers, a counsellor's own and unassigned ones. Every store that reads or changes inquiries
 * for a member puts this in its SQL, so an inquiry out of scope is never counted and reads as not found
 * (docs/decisions/0022). Marketing reaches no row: its permissions hold numbers only.
 */
export function inScope<DB extends Database, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  member: Member,
  column: OwnerColumn = 'inquiries.owner_uid',
): Expression<SqlBool> {
  return ownerInScope(member, column)
}

/** The same predicate for SQL written out by hand (a subquery inside a selected expression). */
export function ownerInScope(member: Member, column: OwnerColumn): RawBuilder<SqlBool> {
  if (INQUIRY_SCOPE[member.role] === 'all') return sql<SqlBool>`true`
  const owner = sql.ref(column)
  return sql<SqlBool>`(${owner} = ${member.uid} or ${owner} is null)`
}
