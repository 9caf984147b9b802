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

/**
 * The old generations a claim is tried in, in turn, while its thread runs out of memory. The second holds a
 * workbook's shared strings at their bound (WORKBOOK_LIMITS.sharedChars, two bytes a character for Indian
 * scripts, and each string's slot). Past the last the import ends: the server's own thread, which answers
 * every request, is never the one that finds out whether it would have held it.
 */
export const IMPORT_THREAD_HEAPS_MB = [IMPORT_THREAD_LIMITS.maxOldGenerationSizeMb, 1024]

/**
 * How a thread's work ended: done (or stopped between batches), or the thread ended before it could answer:
 * its heap's limit reached, or not started at all.
 */
export type ThreadRun = { ran: true } | { ran: false; why: Error; outOfMemory: boolean }

const isOutOfMemory = (err: Error | undefined) =>
  (err as NodeJS.ErrnoException | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY'

/**
 * Runs one claimed import in a worker thread of its own (`entry`: the built import-thread.js), answering when
 * the thread ends, with an old generation of `heapMb`. A thread that ends without answering answers `ran: false`
 * with why: its heap's limit reached (by a workbook whose shared strings outgrow it), or an entry that would
 * not load. An error that ended the work (after runClaim recorded it, as in this thread) rejects, as runClaim
 * would. `signal` asks the thread to stop after the batch in hand.
 */
export function runClaimInThread(
  entry: URL,
  task: ThreadTask,
  signal: AbortSignal,
  heapMb = IMPORT_THREAD_LIMITS.maxOldGenerationSizeMb,
): Promise<ThreadRun> {
  return new Promise((resolve, reject) => {
    let worker: Worker
    const resourceLimits = { ...IMPORT_THREAD_LIMITS, maxOldGenerationSizeMb: heapMb }
    try {
      worker = new Worker(entry, { workerData: task, resourceLimits })
    } catch (err) {
      return resolve({ ran: false, why: err instanceof Error ? err : new Error(String(err)), outOfMemory: false })
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
      const why = crash ?? new Error(`The import thread exited with code ${code} without an answer`)
      resolve({ ran: false, why, outOfMemory: isOutOfMemory(crash) })
    })
  })
}

/**
 * Runs one claimed import in a thread, and again in a thread of the next larger heap each time one runs out
 * of memory (`heapsMb`, IMPORT_THREAD_HEAPS_MB), telling `onOutOfMemory` each time. Answers as the last thread
 * it started did.
 */
export async function runClaimInThreads(
  entry: URL,
  task: ThreadTask,
  signal: AbortSignal,
  onOutOfMemory: (heapMb: number) => void,
  heapsMb: readonly number[] = IMPORT_THREAD_HEAPS_MB,
): Promise<ThreadRun> {
  let run: ThreadRun = { ran: false, why: new Error('No heap to run the import thread in'), outOfMemory: false }
  for (const heapMb of heapsMb) {
    run = await runClaimInThread(entry, task, signal, heapMb)
    if (run.ran || !run.outOfMemory || signal.aborted) return run
    onOutOfMemory(heapMb)
  }
  return run
}
