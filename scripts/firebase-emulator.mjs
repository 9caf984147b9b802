// The Firebase Auth emulator for tests and local mode, as a library and as a CLI:
//   node scripts/firebase-emulator.mjs [--port N] [--project demo-id] [--verbose]
// firebase-tools lives in tools/firebase-emulator, outside the project's dependencies: installed there without
// its optional packages it takes half a minute, where the project's own install would compile re2 for minutes.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ensureEmulatorInstalled, FIREBASE_BIN } from '../tools/firebase-emulator/install.mjs'
import { outputTail } from '../tools/firebase-emulator/output-tail.mjs'
import { forwardIpv6Loopback } from './tcp-forward.mjs'

export { ensureEmulatorInstalled }
export const DEFAULT_PROJECT_ID = 'demo-skillforge'

const WATCHDOG = fileURLToPath(new URL('../tools/firebase-emulator/watchdog.mjs', import.meta.url))
const READY_TIMEOUT_MS = 90_000
// As long as the watchdog's own; firebase stops cleanly in well under a second.
const STOP_GRACE_MS = 5_000

const printLine = (line) => console.error(line)
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

function freePort(host) {
  return new Promise((resolvePromise, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen({ port: 0, host }, () => {
      const { port } = server.address()
      server.close(() => resolvePromise(port))
    })
  })
}

async function waitUntilReady(url, exited, output, settled) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  let lastProblem = 'no answer yet'
  while (Date.now() < deadline) {
    const status = await Promise.race([exited, sleep(250).then(() => null)])
    if (status) throw new Error(`The Firebase Auth emulator exited (${status}) before it was ready:\n${output.text()}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      const body = await response.json()
      if (body?.authEmulator?.ready === true && settled()) return
      lastProblem =
        body?.authEmulator?.ready === true
          ? 'it answers, but is still importing the saved accounts'
          : `GET ${url} answered ${response.status} ${JSON.stringify(body)}`
    } catch (err) {
      lastProblem = `GET ${url}: ${err.cause?.code ?? err.message}`
    }
  }
  throw new Error(
    `The Firebase Auth emulator was not ready within ${READY_TIMEOUT_MS / 1000} s (${lastProblem}); its last output:\n${output.text()}`,
  )
}

// An export of a few hundred accounts takes well under a second; a loaded machine may take many.
const EXPORT_TIMEOUT_MS = 60_000

/**
 * Writes the emulator's accounts to `dir` through the Emulator Hub's export, which replaces the folder only
 * once the new export is complete. A failure is reported and the previous export stays as it was.
 */
async function saveAccounts(hubUrl, dir, exited, log) {
  const gone = await Promise.race([exited, Promise.resolve(null)])
  if (gone) return
  try {
    const response = await fetch(`${hubUrl}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: dir, initiatedBy: 'stop' }),
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    })
    if (!response.ok) throw new Error(`the hub answered ${response.status} ${await response.text()}`)
  } catch (err) {
    log(`The sign-in emulator's accounts could not be saved to ${dir}: ${err.message}`)
  }
}

/**
 * Starts the Auth emulator and resolves once it answers. `port` 0 or unset picks a free port, and so does
 * `hubPort` for the Emulator Hub firebase always opens; the logging emulator and the UI stay off, so several
 * emulators can run side by side. `log` receives the install notice, if any, and the emulator's output line by
 * line; without it only the install notice is printed (to stderr). With `accountsDir`, the accounts are read
 * from there at start and written back when the emulator stops (firebase's own import and export), so a
 * restart keeps everyone who signed in, with their uids.
 */
export async function startAuthEmulator({
  projectId = DEFAULT_PROJECT_ID,
  port,
  host = '127.0.0.1',
  hubPort,
  log,
  accountsDir,
} = {}) {
  await ensureEmulatorInstalled({ log: log ?? printLine })
  const authPort = port || (await freePort(host))
  const hub = hubPort || (await freePort(host))
  // A folder per run for firebase.json, its debug logs and its hub locator file (written to the temp dir and
  // keyed by project id only, so emulators of one project would otherwise find each other's hub).
  const dir = mkdtempSync(join(tmpdir(), 'firebase-auth-emulator-'))
  const emulators = { auth: { host, port: authPort }, hub: { host, port: hub }, ui: { enabled: false } }
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators }, null, 2))

  const keep = accountsDir ? resolve(accountsDir) : null
  // Only an earlier export can be imported: firebase refuses a folder without its metadata. The export is
  // asked for by stop() rather than left to firebase's --export-on-exit, which races the grace period before
  // SIGKILL and, killed between removing the old export and moving in the new one, would lose both.
  const persistence = keep && existsSync(join(keep, 'firebase-export-metadata.json')) ? [`--import=${keep}`] : []
  const child = spawn(
    process.execPath,
    [WATCHDOG, FIREBASE_BIN, 'emulators:start', '--only', 'auth', '--project', projectId, ...persistence],
    {
      cwd: dir,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // No prompts and no update check (its one network call).
        CI: 'true',
        TMPDIR: dir,
        FIREBASE_EMULATOR_SCRATCH_DIR: dir,
        // firebase-tools 15 opens the logging emulator on port 4500 unless this says no.
        START_LOGGING_EMULATOR: 'false',
      },
    },
  )
  const output = outputTail(40, log)
  child.stdout.setEncoding('utf8').on('data', output.push)
  child.stderr.setEncoding('utf8').on('data', output.push)
  // The Auth emulator answers before it has imported the saved accounts (firebase imports them through its
  // own HTTP API once it listens): a sign-in in between would make a new account. firebase says this line
  // once every import is done.
  let startedAll = false
  const watchStart = (chunk) => {
    if (chunk.includes('All emulators ready')) startedAll = true
  }
  child.stdout.on('data', watchStart)
  child.stderr.on('data', watchStart)
  const exited = new Promise((resolvePromise) => {
    child.on('exit', (code, signal) => resolvePromise(signal ?? `exit code ${code}`))
    child.on('error', (err) => resolvePromise(err.message))
  })
  // Nothing here keeps the parent alive: a process that forgets stop() still exits, and the watchdog cleans up.
  child.unref()
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream.unref?.()

  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  let stopping = null
  const stop = () =>
    (stopping ??= (async () => {
      if (keep) await saveAccounts(`http://${reachable}:${hub}`, keep, exited, log ?? printLine)
      const signalGroup = (signal) => {
        try {
          process.kill(-child.pid, signal)
        } catch {
          // The group is gone already.
        }
      }
      signalGroup('SIGTERM')
      let timer
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, STOP_GRACE_MS)))])
      clearTimeout(timer)
      signalGroup('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    })())

  const url = `http://${reachable}:${authPort}`
  try {
    await waitUntilReady(`${url}/`, exited, output, () => persistence.length === 0 || startedAll)
  } catch (err) {
    await stop()
    throw err
  }
  // A page opened at [::1] reaches the emulator there (see tcp-forward.mjs).
  const v6 = reachable === '127.0.0.1' ? await forwardIpv6Loopback(authPort) : null
  if (v6) void exited.then(() => v6.close())
  return { host: `${reachable}:${authPort}`, url, projectId, hubPort: hub, exited, output: output.text, stop }
}

/**
 * Where local mode keeps the emulator's accounts: beside the embedded database's data, in DATA_DIR, so that
 * one folder holds the whole local state (delete it and both start afresh). None for an in-memory database.
 */
export function localAccountsDir(dataDir = './data') {
  return dataDir.startsWith('memory://') ? undefined : join(resolve(dataDir), 'auth-emulator')
}

async function main() {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, project: { type: 'string' }, verbose: { type: 'boolean' } },
  })
  const port = values.port ? Number(values.port) : undefined
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port < 65536)) {
    throw new Error(`--port must be a port number, not ${values.port}`)
  }
  printLine('Starting the Firebase Auth emulator…')
  const emulator = await startAuthEmulator({
    port,
    projectId: values.project,
    log: values.verbose ? (line) => printLine(`[firebase] ${line}`) : undefined,
  })
  const keepAlive = setInterval(() => {}, 1 << 30)
  console.log(emulator.host)
  printLine(`Ready at ${emulator.url} (project ${emulator.projectId}); FIREBASE_AUTH_EMULATOR_HOST=${emulator.host}`)
  printLine('Ctrl-C stops it.')
  let stopping = false
  const stopAndExit = async (code) => {
    stopping = true
    clearInterval(keepAlive)
    await emulator.stop()
    process.exit(code)
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAndExit(0))
  const status = await emulator.exited
  if (stopping) return
  printLine(`The emulator stopped on its own (${status}):\n${emulator.output()}`)
  await stopAndExit(1)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    printLine(err.message)
    process.exit(1)
  })
}
