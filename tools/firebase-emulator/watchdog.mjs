// Runs `node <args>` (firebase) as the head of a process group of its own and takes the whole group down,
// children included, when the parent goes away in any manner, even SIGKILL: the parent holds this process's
// stdin, which ends when it dies. Signals sent to the group are for firebase: this process waits for it to exit,
// then removes the scratch folder named by FIREBASE_EMULATOR_SCRATCH_DIR, which a dead parent cannot.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const STOP_GRACE_MS = 5_000

const firebase = spawn(process.execPath, process.argv.slice(2), { stdio: ['ignore', 'inherit', 'inherit'] })

function stopGroup() {
  const signalGroup = (signal) => {
    try {
      process.kill(-process.pid, signal)
    } catch {
      // Nothing is left to stop.
    }
  }
  signalGroup('SIGTERM')
  setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS).unref()
}

process.stdin.on('end', stopGroup).on('error', stopGroup).resume()
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => {})
firebase.on('exit', (code, signal) => {
  const scratch = process.env.FIREBASE_EMULATOR_SCRATCH_DIR
  if (scratch) rmSync(scratch, { recursive: true, force: true })
  process.exit(code ?? (signal ? 1 : 0))
})
