import { defineConfig } from '@playwright/test'
import pg from 'pg'
import {
  E2E_API_KEY,
  E2E_AUTH_EMULATOR_HOST,
  E2E_AUTH_EMULATOR_PORT,
  E2E_FIREBASE_PROJECT,
  E2E_PORT,
} from './tests/e2e/e2e-env'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.mjs'

const port = E2E_PORT
// The built site under test; E2E_DIST_DIR lets one try a private build without touching the shared dist/.
const distDir = process.env.E2E_DIST_DIR ?? 'dist'

/**
 * The server under test keeps its data in a PostgreSQL database of its own, `skillforge_e2e`, recreated
 * empty on each run on TEST_DATABASE_URL's server (default: the local server CI provides). E2E_DATABASE_URL
 * carries it to the server and to the specs that read rows back (workers inherit the environment, so
 * only the main process creates it). Set E2E_DATABASE_URL to use an existing database as it is. Without
 * a reachable PostgreSQL the server falls back to an in-memory PGlite of its own.
 */
async function e2eDatabase(): Promise<string | undefined> {
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL
  const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('drop database if exists skillforge_e2e with (force)')
    await client.query('create database skillforge_e2e')
  } catch {
    return undefined
  } finally {
    await client.end().catch(() => {})
  }
  const url = new URL(serverUrl)
  url.pathname = '/skillforge_e2e'
  process.env.E2E_DATABASE_URL = url.toString()
  return process.env.E2E_DATABASE_URL
}
const databaseUrl = await e2eDatabase()

// The browser suite drives the Debian Chromium against the built server (npm run test:e2e builds first).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  webServer: [
    {
      // The real Firebase Auth emulator for sign-in, beside the site for the run.
      command: `node scripts/firebase-emulator.mjs --port ${E2E_AUTH_EMULATOR_PORT} --project ${E2E_FIREBASE_PROJECT}`,
      url: `http://${E2E_AUTH_EMULATOR_HOST}/`,
      reuseExistingServer: false,
      // A fresh machine installs firebase-tools first (about half a minute).
      timeout: 180_000,
    },
    {
      // E2E_SERVER_NODE: another Node for the server (CI runs it on Node 24, as production does).
      command: `"${process.env.E2E_SERVER_NODE ?? 'node'}" ${distDir}/server/main.js`,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        DIST_DIR: distDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        // Without PostgreSQL: an embedded in-memory database, never a data folder another server uses.
        DATA_DIR: 'memory://',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'test',
        FIREBASE_PROJECT_ID: E2E_FIREBASE_PROJECT,
        FIREBASE_AUTH_EMULATOR_HOST: E2E_AUTH_EMULATOR_HOST,
        ADMIN_EMAILS: 'admin@example.com',
        WEBSERVICE_API_KEY: E2E_API_KEY,
        // Every spec's forms come from 127.0.0.1, one network to the limit; the limit has tests of its own
        // (tests/integration/rate-limits.test.ts), and the suite's many leads would trip its 10 a minute.
        FORM_RATE_LIMIT_PER_MINUTE: '1000',
      },
    },
  ],
})
