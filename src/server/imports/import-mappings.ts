import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { IMPORT_MESSAGES, type SavedMapping } from '../../shared/schemas/imports'
import { REQUIRED_IMPORT_FIELDS, type ImportField, type ImportMapping } from '../../shared/schemas/import-fields'
import { ImportRefused } from './import-file'

/** The fields a mapping must fill that it does not. */
export function missingFields(mapping: ImportMapping): ImportField[] {
  return REQUIRED_IMPORT_FIELDS.filter((f) => mapping[f] === undefined)
}

/** Refuses a mapping that names a column twice or one the file does not have. */
export function checkMapping(mapping: ImportMapping, columns: readonly string[]): void {
  const used = Object.values(mapping)
  if (new Set(used).size !== used.length) throw new ImportRefused(IMPORT_MESSAGES.duplicateColumn)
  if (used.some((i) => i! >= columns.length)) throw new ImportRefused(IMPORT_MESSAGES.columnOutOfRange)
}

/** The same mapping, whatever the order of its keys. */
export const sameMapping = (a: ImportMapping, b: ImportMapping) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort())

/** Saved mappings of a member, newest first. */
export async function savedMappings(db: Kysely<Database>, uid: string): Promise<SavedMapping[]> {
  const rows = await db
    .selectFrom('import_mappings')
    .selectAll()
    .where('owner_uid', '=', uid)
    .orderBy('updated_at', 'desc')
    .limit(100)
    .execute()
  return rows.map((r) => ({ id: r.id, name: r.name, columns: r.columns, updatedAt: r.updated_at.toISOString() }))
}

export async function saveMapping(
  db: Kysely<Database>,
  uid: string,
  name: string,
  columns: Record<string, string | undefined>,
): Promise<SavedMapping> {
  const kept = Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as Record<string, string>
  const r = await db
    .insertInto('import_mappings')
    .values({ owner_uid: uid, name, columns: JSON.stringify(kept) })
    .onConflict((oc) =>
      oc.columns(['owner_uid', 'name']).doUpdateSet({ columns: JSON.stringify(kept), updated_at: sql<Date>`now()` }),
    )
    .returningAll()
    .executeTakeFirstOrThrow()
  return { id: r.id, name: r.name, columns: r.columns, updatedAt: r.updated_at.toISOString() }
}

export async function deleteMapping(db: Kysely<Database>, uid: string, id: number): Promise<boolean> {
  const r = await db.deleteFrom('import_mappings').where('id', '=', id).where('owner_uid', '=', uid).executeTakeFirst()
  return r.numDeletedRows > 0n
}
