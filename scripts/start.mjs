// `npm start`: build what is not built yet, then run the server. Without FIREBASE_PROJECT_ID this is
// local mode: the Firebase Auth emulator starts first (a demo- project), so Google sign-in and the back
// office work on a fresh clone, and admin@example.com is an admin unless ADMIN_EMAILS says otherwise.
import { execFileSync } from 'node:child_process'
import { startAuthEmulator } from './firebase-emulator.mjs'

const root = new URL('..', import.meta.url).pathname
execFileSync(process.execPath, [`${root}scripts/build.mjs`, '--if-needed'], { cwd: root, stdio: 'inherit' })

if (!process.env.FIREBASE_PROJECT_ID) {
  console.log('Local mode: starting the Firebase Auth emulator for sign-in (about 20 s)…')
  try {
    const emulator = await startAuthEmulator({ projectId: 'demo-skillforge', port: 9099 }).catch(() =>
      // 9099 is taken (another emulator?): any free port will do.
      startAuthEmulator({ projectId: 'demo-skillforge' }),
    )
    process.env.FIREBASE_PROJECT_ID = emulator.projectId
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host
    process.env.ADMIN_EMAILS ||= 'admin@example.com'
    // The emulator goes when the server does, however it stops.
    const stop = () => void emulator.stop()
    process.once('exit', stop)
    void emulator.exited.then((how) => console.error(`The sign-in emulator stopped (${how}); sign-in is unavailable.`))
  } catch (err) {
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err)
    console.error(`The sign-in emulator could not start, so sign-in is unavailable: ${reason}`)
    process.env.AUTH_UNAVAILABLE_REASON = `The local sign-in emulator could not start (${reason}). The terminal running npm start says more.`
  }
}
await import(`${root}dist/server/main.js`)
