// `npm run privacy -- export <email|phone> | erase <email|phone> | retention`: a person's rights and the
// retention pass from the command line (docs/decisions/0012), as the back office's Privacy page does them.
import { loadConfig } from './config'
import { openDatabase } from './db/database'
import { migrateToLatest } from './db/migrator'
import { runPrivacyCommand } from './privacy/privacy-commands'

try {
  const config = loadConfig()
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await migrateToLatest(handle.db)
    console.log(await runPrivacyCommand(handle.db, config.privacy, process.argv.slice(2)))
  } finally {
    await handle.close()
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err))
  process.exit(1)
}
