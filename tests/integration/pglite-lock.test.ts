import { afterEach, describe, expect, it } from 'vitest'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { openDatabase } from '../../src/server/db/database'

const folders: string[] = []
function tempFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'pglite-lock-'))
  folders.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The pid of a process that has exited: it held a lock once and crashed without releasing it. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' })
  return Number(child.stdout.trim())
}

describe('an embedded database folder', () => {
  it('is open to one process at a time, which the refusal names, and free again once closed', async () => {
    const dir = tempFolder()
    const first = await openDatabase({ dataDir: dir })
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
        new RegExp(`database folder .* is in use by process ${process.pid}\\b`),
      )
      // The refusal leaves the holder's lock and database alone.
      const { rows } = await sql<{ n: number }>`select 1 as n`.execute(first.db)
      expect(rows).toEqual([{ n: 1 }])
    } finally {
      await first.close()
    }
    const again = await openDatabase({ dataDir: dir })
    await again.close()
  })

  it('names another live process holding the folder', async () => {
    const dir = tempFolder()
    // This test runner's parent is alive for as long as the test runs.
    writeFileSync(join(dir, 'skillforge.lock'), String(process.ppid))
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`in use by process ${process.ppid}`)
  })

  it('takes over a lock left by a process that is gone, and releases it on close', async () => {
    const dir = tempFolder()
    const lock = join(dir, 'skillforge.lock')
    writeFileSync(lock, String(deadPid()))
    const handle = await openDatabase({ dataDir: dir })
    expect(readFileSync(lock, 'utf8')).toBe(String(process.pid))
    await handle.close()
    expect(existsSync(lock)).toBe(false)
  })
})
