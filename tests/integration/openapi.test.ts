import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { testApp } from '../helpers/app'
import { createTestDatabase, type TestDatabase } from '../helpers/database'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const REDOCLY = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js')

interface LintReport {
  totals: { errors: number; warnings: number; ignored: number }
  problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]
}

/** Redocly's lint of a document against redocly.yaml (its recommended rules, every warning an error). */
async function lint(doc: unknown): Promise<LintReport> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'))
  try {
    const file = join(dir, 'openapi.json')
    await writeFile(file, JSON.stringify(doc, null, 2))
    const args = [REDOCLY, 'lint', '--format', 'json', '--config', join(ROOT, 'redocly.yaml'), file]
    const env = { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' }
    // Redocly exits non-zero when it finds a problem; the report on stdout is what tells which.
    const stdout = await promisify(execFile)(process.execPath, args, { env }).then(
      (r) => r.stdout,
      (err: { stdout?: string }) => err.stdout ?? '',
    )
    return JSON.parse(stdout) as LintReport
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

let tdb: TestDatabase
let configured: FastifyInstance
let unset: FastifyInstance
beforeAll(async () => {
  tdb = await createTestDatabase()
  configured = await testApp({ PUBLIC_ORIGIN: 'https://www.skillforge-academy.in' }, tdb.handle)
  // An empty variable is an unset one (loadConfig), as on a server started without PUBLIC_ORIGIN.
  unset = await testApp({ PUBLIC_ORIGIN: '' }, tdb.handle)
})
afterAll(async () => {
  await configured?.close()
  await unset?.close()
  await tdb?.dispose()
})

const documentOf = async (app: FastifyInstance) => (await app.inject('/webservice/openapi.json')).json()

describe('the OpenAPI document', () => {
  it('names every operation with the operationId callers’ generated clients are built on', async () => {
    const doc = await documentOf(configured)
    const ids = Object.entries(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      ([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`),
    )
    // A contract: renaming one renames a function in every caller's generated client.
    expect(ids.sort()).toEqual([
      'GET /api/auth/check-admin checkAdmin',
      'POST /api/inquiries createContactInquiry',
      'POST /api/inquiries/enrollment createEnrollment',
      'POST /api/inquiries/information createInformationRequest',
      'POST /api/users syncUser',
    ])
  })

  it('points at the configured origin, and without one at a URL relative to where it was fetched', async () => {
    const withOrigin = await documentOf(configured)
    expect(withOrigin.servers).toEqual([{ url: 'https://www.skillforge-academy.in/webservice' }])
    expect(withOrigin.info.license).toEqual({ name: 'Proprietary', url: 'https://www.skillforge-academy.in/terms' })

    const withoutOrigin = await documentOf(unset)
    expect(withoutOrigin.servers).toEqual([{ url: '/webservice' }])
    expect(withoutOrigin.info.license.url).toBe('/terms')
    expect(JSON.stringify(withoutOrigin)).not.toMatch(/localhost|127\.0\.0\.1/)
  })

  it.each([
    ['with', () => configured],
    ['without', () => unset],
  ])('passes Redocly’s recommended rules with no problem of any severity, %s PUBLIC_ORIGIN', async (_, app) => {
    const report = await lint(await documentOf(app()))
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`)).toEqual(
      [],
    )
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 })
  })

  it('is linted strictly enough to catch what the issue reported', async () => {
    const doc = await documentOf(unset)
    const { operationId: _dropped, ...op } = doc.paths['/api/users'].post
    const { license: _none, ...info } = doc.info
    const spoiled = {
      ...doc,
      info,
      servers: [{ url: 'http://localhost:3000/webservice' }],
      paths: { ...doc.paths, '/api/users': { post: op } },
    }
    const rules = (await lint(spoiled)).problems.map((p) => p.ruleId)
    expect(rules.sort()).toEqual(['info-license', 'no-server-example.com', 'operation-operationId'])
  })
})
