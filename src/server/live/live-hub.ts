import type { Kysely } from 'kysely'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/schema'
import type { DatabaseHandle } from '../db/database'
import type { Unlisten } from '../db/notifications'
import { latestEventId, LIVE_CHANNEL, newEventsAfter, type StoredLiveEvent } from './live-store'
import { OnePassAtATime } from './one-pass-at-a-time'

const PAGE = 1_000
// Stopping waits this long at most for the open streams to end and write their access-log entries.
const STOP_WAIT_MS = 2_000
// A gap in the ids that no notice fills (its insert rolled back) is looked at again this often.
const GAP_RECHECK_MS = 100
// A gap is skipped after this long even if a transaction that was running when it was first seen still
// runs: longer than a request's statement may run (10 s), but those of the server's other databases
// count too, and one of them may run for minutes.
const GAP_GIVE_UP_MS = 30_000

/** Ids missing after the cursor, and the transactions in progress when they were first seen missing. */
interface Gap {
  at: bigint
  owners: Set<string>
  since: number
}

export type LiveListener = (events: readonly StoredLiveEvent[]) => void

/**
 * One per instance: hears NOTIFY from every instance (docs/decisions/0023), reads the new events once,
 * in id order, and hands them to this instance's open streams, each of which keeps what its member may
 * see. Notifications that arrive while a read runs are folded into one more read.
 *
 * Ids are taken at insert and become visible at commit, in whichever order the transactions end: a read
 * can see id 101 while 100 is still to commit. Reading on from 101 would lose 100 for every stream here
 * (and a client resuming from 101 would never ask for it), so the cursor stops at a gap until the gap is
 * filled or can no longer be: every transaction that was in progress when it was first seen has ended.
 * Every writer writes before taking an event id (the inquiry, the history, the setting), so the one that
 * holds the gap had an id and was among them; a gap then still open was rolled back.
 */
export class LiveHub {
  private cursor = '0'
  private readonly listeners = new Set<LiveListener>()
  private readonly reads = new OnePassAtATime(
    () => this.drain(),
    (err) => this.log.warn({ err }, 'live events: reading new events failed; the next notice retries'),
  )
  private unlisten: Unlisten | null = null
  private gap: Gap | null = null
  private idle: (() => void) | null = null
  private recheck: NodeJS.Timeout | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(handle: DatabaseHandle): Promise<void> {
    this.cursor = await latestEventId(this.db)
    this.unlisten = await handle.listen(
      LIVE_CHANNEL,
      () => this.read(),
      (err) => this.log.warn({ err }, 'live events: the listening connection failed; reconnecting'),
    )
  }

  /** Aborted as the instance stops: every open stream ends (and writes its access-log entry) first. */
  readonly closing = new AbortController()

  async stop(): Promise<void> {
    this.closing.abort()
    if (this.listeners.size) {
      await new Promise<void>((resolve) => {
        this.idle = resolve
        setTimeout(resolve, STOP_WAIT_MS).unref()
      })
    }
    await this.unlisten?.()
    this.unlisten = null
    await this.reads.settled()
    if (this.recheck) clearTimeout(this.recheck)
    this.recheck = null
  }

  /** Adds a stream's listener; the answer removes it. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener)
    return () => {
      this.listeners.delete(listener)
      if (!this.listeners.size) this.idle?.()
    }
  }

  /**
   * The last id handed out: every event up to it has committed or never will. A reconnecting stream reads
   * what it missed up to here, and the hub hands it the rest in order.
   */
  get position(): string {
    return this.cursor
  }

  get subscribers(): number {
    return this.listeners.size
  }

  /** Reads what arrived since the last read, now or right after the read under way. */
  read(): void {
    this.reads.run()
  }

  private async drain(): Promise<void> {
    for (;;) {
      const { events, inProgress } = await newEventsAfter(this.db, this.cursor, PAGE)
      const ready = this.upToGap(events, inProgress)
      if (ready.length) {
        this.cursor = String(ready[ready.length - 1].id)
        this.fanOut(ready)
      }
      if (ready.length < events.length) {
        this.recheckLater()
        return
      }
      if (events.length < PAGE) return
    }
  }

  /** The events read after the cursor that may go out now: those before a gap that may still fill. */
  private upToGap(events: StoredLiveEvent[], inProgress: string[]): StoredLiveEvent[] {
    let next = BigInt(this.cursor) + 1n
    for (let i = 0; i < events.length; i++) {
      const id = BigInt(events[i].id)
      if (id !== next && !this.gapClosed(next, inProgress)) return events.slice(0, i)
      next = id + 1n
    }
    return events
  }

  /** Whether the ids from `at`, missing from a read while `inProgress` ran, can no longer be filled. */
  private gapClosed(at: bigint, inProgress: string[]): boolean {
    if (this.gap?.at !== at) this.gap = { at, owners: new Set(inProgress), since: Date.now() }
    const gap = this.gap
    if (!inProgress.some((xid) => gap.owners.has(xid))) {
      this.gap = null
      return true
    }
    if (Date.now() - gap.since < GAP_GIVE_UP_MS) return false
    this.log.warn({ eventId: String(at) }, `live events: skipping ids still missing after ${GAP_GIVE_UP_MS / 1000} s`)
    this.gap = null
    return true
  }

  /** A rolled-back insert sends no notice: the gap it left is looked at again. */
  private recheckLater(): void {
    if (this.recheck || !this.unlisten) return
    this.recheck = setTimeout(() => {
      this.recheck = null
      this.read()
    }, GAP_RECHECK_MS)
    this.recheck.unref()
  }

  private fanOut(events: StoredLiveEvent[]): void {
    for (const listener of this.listeners) {
      try {
        listener(events)
      } catch (err) {
        this.log.warn({ err }, 'live events: a stream failed to take its events')
      }
    }
  }
}
