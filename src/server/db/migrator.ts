import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely'
import type { Database } from './schema'

// Migrations are bundled into the server build (Node 20 cannot import .ts files at run time), so the
// Migrator gets an explicit provider instead of a FileMigrationProvider.
const modules = import.meta.glob<Migration>('../../../migrations/*.ts', { eager: true })

export const migrations: Record<string, Migration> = Object.fromEntries(
  Object.entries(modules).map(([path, mod]) => [path.split('/').pop()!.replace(/\.ts$/, ''), mod]),
)

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  // Engineers working side by side date their migrations by when they began, so one may land after another
  // with a later name has run: each migration is independent of the ones dated after it.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  })
  const result = await migrator.migrateToLatest()
  if (result.error) throw result.error
  return result
}
