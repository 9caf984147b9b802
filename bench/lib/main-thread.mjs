// The page's main thread in a Lighthouse trace, in thread time beside wall time.
// Lantern scales each task's wall time by the CPU slowdown. On a host with few cores a task's wall time also
// holds the time its thread waited for a core while Chromium's compositor, raster and browser threads and
// Lighthouse itself ran (on a 2-core host the page's main thread ran for well under half of its tasks' wall
// time during a load of `/`, decision 0034). Thread time is what a change to the page's own work moves.

const SLOWDOWN = 4
const BLOCKING_MS = 50

/** The tasks of the renderer main thread that ran the page (the one with the most), in order of start. */
function pageMainThreadTasks(events) {
  const mains = new Set(
    events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  )
  const tasksByThread = new Map()
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.ph === 'X' && e.name === 'RunTask' && mains.has(key)) {
      const tasks = tasksByThread.get(key)
      if (tasks) tasks.push(e)
      else tasksByThread.set(key, [e])
    }
  }
  const tasks = [...tasksByThread.values()].sort((a, b) => b.length - a.length)[0]
  return tasks?.sort((a, b) => a.ts - b.ts)
}

/**
 * Thread and wall time of the main thread's top-level tasks that end after the first contentful paint, and
 * the blocking time those tasks would count under the 4x slowdown if each ran for its thread time alone; null
 * when the trace has no such thread or no thread time.
 */
export function mainThreadAfterPaint(events) {
  const tasks = pageMainThreadTasks(events)
  if (!tasks) return null
  const fcp = events.filter((e) => e.name === 'firstContentfulPaint' && e.pid === tasks[0].pid).at(-1)
  if (!fcp) return null
  let end = 0
  let cpuUs = 0
  let wallUs = 0
  let blockingMs = 0
  for (const task of tasks) {
    if (task.ts < end) continue // nested in the task before
    end = task.ts + task.dur
    if (end <= fcp.ts) continue
    // A trace without thread time has no figure to give: wall time in its place would read as the page's work.
    if (task.tdur === undefined) return null
    cpuUs += task.tdur
    wallUs += task.dur
    blockingMs += Math.max(0, (SLOWDOWN * task.tdur) / 1000 - BLOCKING_MS)
  }
  return { cpuMs: Math.round(cpuUs / 1000), wallMs: Math.round(wallUs / 1000), cpuBlockingMs: Math.round(blockingMs) }
}
