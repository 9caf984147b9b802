// `npm start`: build what is not built yet, then run the server. Without FIREBASE_PROJECT_ID this is
// local mode: the Firebase Auth emulator starts first (a demo- project), so Google sign-in and the back
// office work on a fresh clone, and admin@example.com is an admin unless ADMIN_EMAILS says otherwise.
// Outside production, in local mode or at a terminal, the server's JSON log lines are printed readably
// (pino-pretty); production keeps one JSON object a line for the log collector.
import { execFileSync, spawn } from 'node:child_process'
import { localAccountsDir, startAuthEmulator } from './firebase-emulator.mjs'
import { forwardIpv6Loopback } from './tcp-forward.mjs'
import { readableLogStream, readableLogs } from './server-logs.mjs'

const root = new URL('..', import.meta.url).pathname
execFileSync(process.execPath, [`${root}scripts/build.mjs`, '--if-needed'], { cwd: root, stdio: 'inherit' })

const localMode = !process.env.FIREBASE_PROJECT_ID
let stopEmulator = async () => {}
let shuttingDown = false

if (localMode) {
  console.log('Local mode: starting the Firebase Auth emulator for sign-in (about 20 s)…')
  try {
    // Accounts outlive a restart, as the embedded database's rows do: the same person keeps their uid.
    const accountsDir = localAccountsDir(process.env.DATA_DIR || undefined)
    const emulator = await startAuthEmulator({ projectId: 'demo-skillforge', port: 9099, accountsDir }).catch(() =>
      // 9099 is taken (another emulator?): any free port will do.
      startAuthEmulator({ projectId: 'demo-skillforge', accountsDir }),
    )
    process.env.FIREBASE_PROJECT_ID = emulator.projectId
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
    process.env.ADMIN_EMAILS ||= 'admin@example.com'
    // The emulator goes when the server does, however it stops.
    stopEmulator = () => {
      shuttingDown = true
      return emulator.stop()
    }
    process.once('exit', () => void emulator.stop())
    void emulator.exited.then((how) => {
      if (!shuttingDown) console.error(`The sign-in emulator stopped (${how}); sign-in is unavailable.`)
    })
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err)
    console.error(`The sign-in emulator could not start, so sign-in is unavailable: ${reason}`)
    process.env.AUTH_UNAVAILABLE_REASON = `The local sign-in emulator could not start (${reason}). The terminal running npm start says more.`
  }
}

// http://[::1] works like localhost (the emulator forwards its own port the same way).
if (localMode) await forwardIpv6Loopback(Number(process.env.PORT) || 3000)

const main = `${root}dist/server/main.js`
const pretty = readableLogs({ nodeEnv: process.env.NODE_ENV, localMode, terminal: Boolean(process.stdout.isTTY) })
if (!pretty) {
  await import(main)
} else {
  // pino writes to file descriptor 1 itself, so its lines can only be reformatted from outside: the server
  // runs as a child whose output goes through pino-pretty. Lines that are not JSON (the start banner) pass
  // through unchanged.
  const readable = await readableLogStream({ destination: process.stdout, colorize: Boolean(process.stdout.isTTY) })
  const server = spawn(process.execPath, [...process.execArgv, main], { stdio: ['inherit', 'pipe', 'inherit'] })
  server.stdout.pipe(readable)
  // Ctrl-C reaches both processes; a SIGTERM sent to this one alone is passed on. Either way the server
  // shuts down gracefully and this process waits for it, then takes the emulator down.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
  server.on('exit', (code, signal) => {
    void stopEmulator().finally(() => process.exit(code ?? (signal ? 1 : 0)))
  })
}
