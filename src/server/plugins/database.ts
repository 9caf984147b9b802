import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import { openDatabase, REQUEST_TIMEOUTS, type DatabaseHandle, type DatabaseOptions } from '../db/database'
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
      const where: DatabaseOptions = { url: app.config.databaseUrl, dataDir: app.config.dataDir }
      // A migration may rebuild an index on a large table for longer than any request may take, so
      // PostgreSQL migrates on a connection of its own, without the request timeouts. PGlite has no
      // timeouts and allows one opening of its folder at a time.
      const migrating = where.url ? await openDatabase(where) : undefined
      handle = await openDatabase({
        ...where,
        timeouts: REQUEST_TIMEOUTS,
        onError: (err) => app.log.warn({ err }, 'database connection lost'),
      })
      try {
        const { results } = await migrateToLatest((migrating ?? handle).db)
        for (const r of results ?? []) app.log.info({ migration: r.migrationName, status: r.status }, 'migration')
      } catch (err) {
        await handle.close()
        throw err
      } finally {
        await migrating?.close()
      }
      const owned = handle
      app.addHook('onClose', () => owned.close())
    }
    app.decorate('database', handle)
    app.decorate('db', handle.db)
  },
  { name: 'database' },
)
