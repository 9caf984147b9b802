import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { openDatabase, type DatabaseHandle } from '../db/database'
import { migrateToLatest } from '../db/migrator'
import type { Database } from '../db/schema'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Kysely instance of the process. */
    db: Kysely<Database>
    database: DatabaseHandle
  }
}

export interface DatabasePluginOptions {
  /** An already open database (tests); the app then neither migrates nor closes it. */
  handle?: DatabaseHandle
}

export default fp<DatabasePluginOptions>(
  async (app, opts) => {
    let handle = opts.handle
    if (!handle) {
      handle = await openDatabase({ url: app.config.databaseUrl, dataDir: app.config.dataDir })
      const { results } = await migrateToLatest(handle.db)
      for (const r of results ?? []) app.log.info({ migration: r.migrationName, status: r.status }, 'migration')
      const owned = handle
      app.addHook('onClose', () => owned.close())
    }
    app.decorate('database', handle)
    app.decorate('db', handle.db)
  },
  { name: 'database' },
)
