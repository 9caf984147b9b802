import { buildApp } from '../../src/server/app'
import { loadConfig, type Env } from '../../src/server/config'

/** A fully built app for `inject` tests: the real plugins, the real pages, no port. */
export async function testApp(env: Partial<Record<keyof Env, string>> = {}) {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: 'https://skillforge.test', ...env })
  const app = await buildApp(config)
  await app.ready()
  return app
}
