import { afterEach, describe, expect, it } from 'vitest'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pino from 'pino'
import { batchedDestination } from '../../src/server/log-destination'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** A logger writing to a fresh file through the batched destination, and a reader of that file. */
function loggerToFile() {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'))
  const file = join(dir, 'server.log')
  const fd = openSync(file, 'a')
  const destination = batchedDestination(fd)
  // The destination owns the descriptor from here on and closes it when it ends.
  cleanups.push(async () => {
    await destination.end()
    rmSync(dir, { recursive: true, force: true })
  })
  const lines = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { msg: string }).msg)
  return { log: pino({}, destination), destination, lines }
}

describe('the server log, written in batches', () => {
  it('still writes a single line on a quiet site, soon after it was logged', async () => {
    const { log, lines } = loggerToFile()
    log.info('the only line')
    await expect.poll(lines, { timeout: 5_000 }).toEqual(['the only line'])
  })

  it('writes every line, in order, when a busy stretch fills batch after batch', async () => {
    const { log, lines } = loggerToFile()
    const messages = Array.from({ length: 2_000 }, (_, i) => `request ${i} completed`)
    for (const message of messages) log.info(message)
    await expect.poll(() => lines().length, { timeout: 5_000 }).toBe(messages.length)
    expect(lines()).toEqual(messages)
  })

  it('writes what waits at once when flushed, as it is when the process exits', () => {
    const { log, destination, lines } = loggerToFile()
    log.info('logged just before the end')
    log.error('and the error that ended it')
    destination.flushSync()
    expect(lines()).toEqual(['logged just before the end', 'and the error that ended it'])
  })
})
