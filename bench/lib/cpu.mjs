// CPU time read from /proc: of a process, of every PostgreSQL process, and of the machine; and a process's
// resident memory.
import { readFileSync, readdirSync } from 'node:fs'

/** A clock tick of /proc's CPU times (100 a second on Linux), in microseconds. */
export const TICK_MICROS = 10_000

/** CPU time of process `pid` so far, in clock ticks (TICK_MICROS each); throws once the process is gone. */
export function ticks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12]) // utime + stime
}

/** Where the machine's CPU has gone so far: the server `pid`, every PostgreSQL process, this one, and idle. */
export function cpuSnapshot(pid) {
  let postgres = 0
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue
    try {
      if (readFileSync(`/proc/${p}/comm`, 'utf8').startsWith('postgres')) postgres += ticks(p)
    } catch {
      // gone meanwhile
    }
  }
  const all = readFileSync('/proc/stat', 'utf8').split('\n')[0].split(/\s+/).slice(1).map(Number)
  return {
    server: ticks(pid),
    postgres,
    self: ticks(process.pid),
    idle: all[3] + all[4],
    total: all.reduce((a, b) => a + b, 0),
  }
}

/**
 * Resolves once `child` has used under 5% of a core for a whole second: the app renders its images for a
 * minute after it starts (the floor has none to do), which must not share the CPU with the measured load.
 */
export async function settled(child, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs
  let last = ticks(child.pid)
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 1000))
    const now = ticks(child.pid)
    if (now - last < 5) return
    last = now
  }
  throw new Error('the server was still busy after it started')
}

/** A process's resident memory (VmRSS), in KiB. */
export const rssOf = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1])
