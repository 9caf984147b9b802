// Builds the client (dist/client) and the server (dist/server), then precompresses static assets.
// `--if-needed` skips the work when the sources have not changed since the last build.
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { brotliCompressSync, gzipSync, constants } from 'node:zlib'

const root = new URL('..', import.meta.url).pathname
const stampFile = join(root, 'dist/.build-hash')
const inputs = ['src', 'bench', 'public', 'migrations', 'package-lock.json', 'vite.config.ts', 'tsconfig.json']

function* walk(path) {
  if (!existsSync(path)) return
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* walk(join(path, name))
  } else yield path
}

function sourceHash() {
  const hash = createHash('sha256')
  for (const input of inputs) {
    for (const file of walk(join(root, input))) {
      // Generated files and the benchmarks' saved results are outputs, not sources.
      if (file.endsWith('route-tree.gen.ts') || file.includes('/bench/results/')) continue
      hash.update(relative(root, file)).update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

const hash = sourceHash()
if (process.argv.includes('--if-needed') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash) {
  console.log('build is up to date')
  process.exit(0)
}

const vite = join(root, 'node_modules/vite/bin/vite.js')
const run = (...args) => execFileSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' })
run('build', '--logLevel', 'warn')
run('build', '--ssr', '--logLevel', 'warn')

let saved = 0
for (const file of walk(join(root, 'dist/client'))) {
  if (!/\.(js|css|svg|json|webmanifest|txt|xml|html)$/.test(file) || file.includes('/.vite/')) continue
  const body = readFileSync(file)
  if (body.length < 1024) continue
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
  writeFileSync(`${file}.br`, br)
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }))
  saved += body.length - br.length
}
writeFileSync(stampFile, hash)
console.log(`built; brotli saves ${(saved / 1024).toFixed(0)} KiB on static assets`)
