// `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database) and exits.
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrator'

const config = loadConfig()
const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  const { results } = await migrateToLatest(handle.db)
  if (!results?.length) console.log('database is up to date')
  for (const r of results ?? []) console.log(`${r.status === 'Success' ? 'applied' : r.status}: ${r.migrationName}`)
} finally {
  await handle.close()
}
