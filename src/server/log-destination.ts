import pino from 'pino'

// A write system call per line was the largest single cost of a page answered from memory: a fifth of
// the server's main thread under load (decision 0032). Lines now leave in batches of about 8 KB, and at
// most a tenth of a second after they were logged when the site is quiet.
const BATCH_BYTES = 8 * 1024
const FLUSH_EVERY_MS = 100

/**
 * A log destination on file descriptor `fd` that writes lines in batches: synchronously (a batch is never
 * half-written when the process ends), and at least every FLUSH_EVERY_MS. `flushSync()` writes what waits.
 */
export function batchedDestination(fd: number) {
  return pino.destination({ dest: fd, sync: true, minLength: BATCH_BYTES, periodicFlush: FLUSH_EVERY_MS })
}

let stdout: ReturnType<typeof batchedDestination> | undefined

/**
 * The process's standard output as the log's destination, in batches, flushed when the process exits:
 * a line logged before a crash or a shutdown is still written, and only a process killed outright loses
 * what its last tenth of a second logged. One for the process, however many apps are built in it.
 */
export function batchedStdout(): pino.DestinationStream {
  if (stdout) return stdout
  const destination = batchedDestination(1)
  process.on('exit', () => destination.flushSync())
  stdout = destination
  return destination
}
