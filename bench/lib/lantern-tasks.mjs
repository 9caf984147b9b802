// What a run's Total Blocking Time is made of, task by task, as Lighthouse's own simulation (Lantern) counts it.
// Lantern replays the trace's main-thread tasks at 4x (2x for a task with layout) along a simulated network, and
// counts each task's time past 50 ms that lies after its simulated first paint. That first paint comes from a
// smaller graph (the document, render-blocking requests, the first parse, layout and paint tasks), so a task that
// ran before the first paint in the trace can land after it in the simulation and count in full: the
// navigation's commit, or the first frame itself (decision 0035). The same classes Lighthouse's audit uses give
// each task's simulated start and length; the sum of their blocking equals the TBT the report gives.
import { Audit } from 'lighthouse/core/audits/audit.js'
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js'
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js'
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js'

// A task is named for the kind of work that takes most of it (its child events' own names).
const KINDS = [
  ['navigation commit', /^DocumentLoader::CommitNavigation$/],
  ['style and layout', /^(UpdateLayoutTree|Layout|PrePaint|Paint|UpdateLayerTree)$/],
  ['HTML parsing', /^ParseHTML$/],
  ['garbage collection', /^(MinorGC|MajorGC|V8\.GC_[A-Z_]+)$/],
  ['script', /^(EvaluateScript|v8\.compile|v8\.evaluateModule|v8\.callFunction|FunctionCall|RunMicrotasks|TimerFire)$/],
]

function kindOf(node) {
  let best = 'other'
  let bestUs = 0
  for (const [kind, names] of KINDS) {
    const us = node.childEvents.reduce((sum, e) => (names.test(e.name) ? sum + (e.dur ?? 0) : sum), 0)
    if (us > bestUs) [best, bestUs] = [kind, us]
  }
  return best
}

/** A task's blocking time between the first paint and the page's interactive time, by Lantern's own rule. */
const blockingOf = (timing, fcpMs, interactiveMs) =>
  Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
    { start: timing.startTime, end: timing.endTime, duration: timing.duration },
    fcpMs,
    interactiveMs,
  )

/**
 * The tasks that count towards a run's TBT, in simulated order: kind, simulated start and length, the blocking
 * time Lighthouse gives it, and the wall and thread time it took in the trace. Lighthouse's TBT is the mean of an
 * optimistic and a pessimistic simulation (each against the other's first paint); each task's blocking is the mean
 * of its two. Null, with the reason on stderr, when a run cannot be read so: the figure is a diagnosis, and the
 * run's own figures stand without it. (A Lighthouse whose internals moved fails at the imports above instead.)
 */
export async function blockingTasks(artifacts, lhr) {
  try {
    const context = { computedCache: new Map(), settings: lhr.configSettings }
    const data = Audit.makeMetricComputationDataInput(artifacts, context)
    const fcp = await LanternFirstContentfulPaint.request(data, context)
    const interactive = await LanternInteractive.request(data, context)
    const tbt = await LanternTotalBlockingTime.request(data, context)
    // As Lantern pairs them: the optimistic simulation against the pessimistic first paint, and the reverse.
    const sides = [
      [tbt.optimisticEstimate.nodeTimings, fcp.pessimisticEstimate.timeInMs, interactive.optimisticEstimate.timeInMs],
      [tbt.pessimisticEstimate.nodeTimings, fcp.optimisticEstimate.timeInMs, interactive.pessimisticEstimate.timeInMs],
    ]
    const tasks = []
    for (const [node, timing] of sides[0][0]) {
      if (node.type !== 'cpu') continue
      const blockingMs = sides.reduce(
        (sum, [timings, fcpMs, interactiveMs]) => sum + blockingOf(timings.get(node), fcpMs, interactiveMs) / 2,
        0,
      )
      if (blockingMs <= 0) continue
      tasks.push({
        kind: kindOf(node),
        startMs: Math.round(timing.startTime),
        simulatedMs: Math.round(timing.duration),
        blockingMs: Math.round(blockingMs),
        wallMs: Number((node.event.dur / 1000).toFixed(1)),
        threadMs: Number(((node.event.tdur ?? 0) / 1000).toFixed(1)),
      })
    }
    tasks.sort((a, b) => a.startMs - b.startMs)
    const firstPaintMs = Math.round((fcp.optimisticEstimate.timeInMs + fcp.pessimisticEstimate.timeInMs) / 2)
    return { firstPaintMs, totalMs: Math.round(tbt.timing), tasks }
  } catch (error) {
    process.stderr.write(`  TBT's tasks could not be read: ${error instanceof Error ? error.message : error}\n`)
    return null
  }
}

/**
 * One line: "TBT 235 = navigation commit 117 (… simulated; … wall, … thread) + style and layout 98 (…); first paint
 * simulated at 760 ms".
 */
export function describeBlocking(breakdown) {
  if (!breakdown) return 'no breakdown of TBT (see the reason above)'
  const parts = breakdown.tasks.map(
    (t) => `${t.kind} ${t.blockingMs} (${t.simulatedMs} simulated; ${t.wallMs} wall, ${t.threadMs} thread)`,
  )
  return `TBT ${breakdown.totalMs} = ${parts.length ? parts.join(' + ') : '0'}; first paint simulated at ${breakdown.firstPaintMs} ms`
}
