// The entry of an import's worker thread (import-thread-runner.ts): one claimed import, checked or imported by
// runClaim on a database connection of the thread's own, then the thread ends. The built server has it as
// dist/server/import-thread.js.
import { parentPort, workerData } from 'node:worker_threads'
import { openDatabase } from '../db/database'
import { runClaim } from './import-runner'
import { STOP_MESSAGE, type ThreadOutcome, type ThreadTask } from './import-thread-runner'

async function main(task: ThreadTask): Promise<ThreadOutcome> {
  const stop = new AbortController()
  parentPort?.on('message', (m) => {
    if (m === STOP_MESSAGE) stop.abort()
  })
  const handle = await openDatabase({ url: task.url, timeouts: task.timeouts })
  try {
    await runClaim(handle.db, task.claim, task.pace, stop.signal)
    return { ok: true }
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err))
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined
    return { ok: false, error: { name: e.name, message: e.message, stack: e.stack, code } }
  } finally {
    await handle.close()
  }
}

void main(workerData as ThreadTask).then((outcome) => {
  parentPort?.postMessage(outcome)
  // The port would keep the thread alive; its work is done.
  parentPort?.close()
})
