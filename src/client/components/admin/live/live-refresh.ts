import type { adminTrpc } from '../admin-trpc'
import type { Moved, Moves } from './live-moves'

type Utils = ReturnType<typeof adminTrpc.useUtils>

/** The first refetch waits this long, so that a burst of events (a bulk change, a busy hour) asks once. */
const GATHER_MS = 150
/** And at most one round of refetches in this long, whatever the rate of events. */
const ROUND_MS = 1_000

/**
 * Refetches what live events made stale, gathered: each stale query the page shows is asked once per
 * round, not once per event, so fifty new inquiries a second cost the server a refetch a second.
 * Invalidating leaves queries no page shows to their next use.
 */
export class LiveRefresh {
  private moved = new Set<Moved>()
  private details = new Set<number>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private lastRound = 0

  constructor(private readonly utils: Utils) {}

  add({ moved, detail }: Moves) {
    moved.forEach((m) => this.moved.add(m))
    if (detail !== undefined) this.details.add(detail)
    if (this.timer !== undefined || (!this.moved.size && !this.details.size)) return
    const wait = Math.max(GATHER_MS, this.lastRound + ROUND_MS - Date.now())
    this.timer = setTimeout(() => this.flush(), wait)
  }

  /**
   * As the stream first opens: the page's first answers were read a moment before it, and a lead stored
   * in between sends no event now. The table's arrivals notice and the counts (cheap, and reading no
   * lead) say whether one did; the rest waits for the next event, or a focus.
   */
  catchUp() {
    this.add({ moved: ['arrivals', 'counts', 'overdueCount'] })
  }

  /** After a drop: whatever the replayed events did not cover (too many missed) is asked again. */
  everything() {
    void this.utils.admin.inquiries.invalidate()
    void this.utils.admin.reports.invalidate()
  }

  dispose() {
    clearTimeout(this.timer)
    this.timer = undefined
  }

  private flush() {
    this.timer = undefined
    this.lastRound = Date.now()
    const i = this.utils.admin.inquiries
    const refetch: Record<Moved, () => Promise<void>> = {
      list: () => i.list.invalidate(),
      counts: () => i.counts.invalidate(),
      arrivals: () => i.arrivals.invalidate(),
      myDay: () => i.myDay.invalidate(),
      overdueCount: () => i.overdueCount.invalidate(),
      charts: () => i.charts.invalidate(),
      speedToContact: () => i.speedToContact.invalidate(),
      funnel: () => this.utils.admin.reports.funnel.invalidate(),
      related: () => i.related.invalidate(),
    }
    this.moved.forEach((m) => void refetch[m]())
    this.details.forEach((id) => void i.byId.invalidate({ id }))
    this.moved.clear()
    this.details.clear()
  }
}
