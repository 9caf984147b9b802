import { Worker } from 'node:worker_threads'
import type { DatabaseTimeouts } from '../db/database'
import type { Claim, RunnerPace } from './import-claim'

/** What a thread is given: the database to open, and the claim to work on (all of it cloned into the thread). */
export interface ThreadTask {
  url: string
  timeouts: DatabaseTimeouts
  claim: Claim
  pace: RunnerPace
}

/** What a thread answers when its work ends: done (or stopped between batches), or the error that ended it. */
export type ThreadOutcome =
  { ok: true } | { ok: false; error: { name: string; message: string; stack?: string; code?: string } }

export const STOP_MESSAGE = 'stop'

/**
 * The thread's heap (docs/decisions/0024): an import's garbage is collected within it, so that a file of a
 * million rows leaves the server's memory where ten thousand do. The main heap would grow to some four times
 * its live size before V8 collected the check's garbage (+200 MiB and more).
 */
export const IMPORT_THREAD_LIMITS = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 }

/** How a thread's work ended: done (or stopped between batches), or the thread ended before it could answer. */
export type ThreadRun = { ran: true } | { ran: false; why: Error }

/**
 * Runs one claimed import in a worker thread of its own (`entry`: the built import-thread.js), answering when
 * the thread ends. A thread that ends without answering (its heap's limit reached by a workbook whose shared
 * strings outgrow it, or an entry that would not load) answers `ran: false` with why, for the caller to go on
 * in its own thread. An error that ended the work (after runClaim recorded it, as in this thread) rejects, as
 * runClaim would. `signal` asks the thread to stop after the batch in hand.
 */
export function runClaimInThread(entry: URL, task: ThreadTask, signal: AbortSignal): Promise<ThreadRun> {
  return new Promise((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(entry, { workerData: task, resourceLimits: IMPORT_THREAD_LIMITS })
    } catch (err) {
      return resolve({ ran: false, why: err instanceof Error ? err : new Error(String(err)) })
    }
    let outcome: ThreadOutcome | undefined
    let crash: Error | undefined
    const stop = () => worker.postMessage(STOP_MESSAGE)
    if (signal.aborted) stop()
    else signal.addEventListener('abort', stop, { once: true })
    worker.on('message', (m: ThreadOutcome) => {
      outcome = m
    })
    worker.on('error', (err) => {
      crash = err
    })
    worker.on('exit', (code) => {
      signal.removeEventListener('abort', stop)
      if (outcome?.ok) return resolve({ ran: true })
      if (outcome) return reject(Object.assign(new Error(outcome.error.message), outcome.error))
      resolve({ ran: false, why: crash ?? new Error(`The import thread exited with code ${code} without an answer`) })
    })
  })
}
