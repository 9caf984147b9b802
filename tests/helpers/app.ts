import { buildApp, type AppDeps } from '../../src/server/app'
import { loadConfig, type Env } from '../../src/server/config'
import type { DatabaseHandle } from '../../src/server/db/database'

export const TEST_API_KEY = 'test-key-0123456789'

/**
 * A fully built app for `inject` tests: the real plugins, the real pages, no port. Without a database
 * handle it opens an embedded in-memory PGlite of its own; `deps` passes buildApp's other options.
 */
export async function testApp(
  env: Partial<Record<keyof Env, string>> = {},
  database?: DatabaseHandle,
  deps: Omit<AppDeps, 'database'> = {},
) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: 'https://skillforge.test',
    DATA_DIR: 'memory://',
    WEBSERVICE_API_KEY: TEST_API_KEY,
    ...env,
  })
  const app = await buildApp(config, { ...deps, database })
  await app.ready()
  return app
}
