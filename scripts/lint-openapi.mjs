// Lints the REST web service's OpenAPI document, as generated with and without PUBLIC_ORIGIN, against
// redocly.yaml: `npm run lint:openapi`. tests/integration/openapi.test.ts lints the served document too.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runnerImport } from 'vite'

const root = new URL('..', import.meta.url).pathname
// The generator is TypeScript with extensionless imports: Vite's module runner loads it as the build would.
const { module } = await runnerImport(join(root, 'src/server/webservice/openapi.ts'), {
  configFile: false,
  logLevel: 'error',
})

const dir = mkdtempSync(join(tmpdir(), 'openapi-'))
try {
  const files = Object.entries({ configured: 'https://www.skillforge-academy.in', unset: undefined }).map(
    ([name, origin]) => {
      const file = join(dir, `${name}.json`)
      writeFileSync(file, JSON.stringify(module.openApiDocument(origin), null, 2))
      return file
    },
  )
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--config', join(root, 'redocly.yaml'), ...files],
    { stdio: 'inherit', env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
  )
} catch (err) {
  // Redocly has printed its problems; the exit code is what CI reads.
  process.exitCode = typeof err.status === 'number' ? err.status : 1
  if (typeof err.status !== 'number') console.error(err)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
