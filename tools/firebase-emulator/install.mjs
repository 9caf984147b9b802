// Keeps firebase-tools installed in this folder at the version package.json pins, for scripts/firebase-emulator.mjs.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { outputTail } from './output-tail.mjs'

const TOOL_DIR = fileURLToPath(new URL('.', import.meta.url))
export const FIREBASE_BIN = join(TOOL_DIR, 'node_modules/firebase-tools/lib/bin/firebase.js')

const readJson = (path) => JSON.parse(readFileSync(join(TOOL_DIR, path), 'utf8'))
const pinnedVersion = () => readJson('package.json').dependencies['firebase-tools']
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function installedVersion() {
  try {
    return readJson('node_modules/firebase-tools/package.json').version
  } catch {
    return null
  }
}

const isInstalled = () => installedVersion() === pinnedVersion() && existsSync(FIREBASE_BIN)

/** Runs a command with its output kept to itself; a failure carries the end of that output. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const windows = process.platform === 'win32'
    const child = spawn(windows ? `${command}.cmd` : command, args, {
      cwd: TOOL_DIR,
      shell: windows,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const output = outputTail(40)
    child.stdout.setEncoding('utf8').on('data', output.push)
    child.stderr.setEncoding('utf8').on('data', output.push)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) resolve()
      else
        reject(
          new Error(`\`${command} ${args.join(' ')}\` failed (${signal ?? `exit code ${code}`}):\n${output.text()}`),
        )
    })
  })
}

/**
 * Two processes installing into this folder at once would break each other (a test run and `npm start` on a
 * fresh checkout): a lock folder in the temp dir, named after this folder, makes the second wait for the first.
 */
async function withInstallLock(fn) {
  const hash = createHash('sha256').update(TOOL_DIR).digest('hex').slice(0, 12)
  const lock = join(tmpdir(), `firebase-emulator-install-${hash}.lock`)
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (err) {
      if (err.code !== 'EEXIST') throw err
      if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true })
      else await sleep(500)
    }
  }
  writeFileSync(join(lock, 'pid'), String(process.pid))
  try {
    return await fn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

function lockIsStale(lock) {
  try {
    process.kill(Number(readFileSync(join(lock, 'pid'), 'utf8')), 0)
    return false
  } catch (err) {
    if (err.code === 'EPERM') return false
    // No pid yet: its owner is between creating the folder and writing the file, unless it died right there.
    if (err.code === 'ENOENT') return Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) > 60_000
    return true
  }
}

let installing = null

/** Installs the pinned firebase-tools when it is missing or another version is there; `log` gets one line. */
export function ensureEmulatorInstalled({ log = (line) => console.error(line) } = {}) {
  if (isInstalled()) return Promise.resolve()
  installing ??= withInstallLock(async () => {
    if (isInstalled()) return
    const version = pinnedVersion()
    log(
      `Installing the Firebase Auth emulator (firebase-tools ${version}) into tools/firebase-emulator: about a minute the first time…`,
    )
    const flags = ['--omit=optional', '--no-audit', '--no-fund']
    try {
      await run('npm', ['ci', ...flags])
    } catch {
      await run('npm', ['install', ...flags])
    }
    if (!isInstalled()) throw new Error(`firebase-tools ${version} is still not installed in ${TOOL_DIR}`)
  }).finally(() => {
    installing = null
  })
  return installing
}
