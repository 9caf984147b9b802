import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { announce } from './live-store'
import { OnePassAtATime } from './one-pass-at-a-time'

/**
 * Tells every instance, after the intake's statements commit, that new events are there to read
 * (docs/decisions/0026). A NOTIFY inside the intake's statement took PostgreSQL's one lock for notifying
 * transactions, held until the commit is on disk: the intake's statements then committed one after another
 * instead of sharing a flush. Here at most one NOTIFY runs at a time, on its own short transaction, and
 * every statement that commits meanwhile is told by the next one: one notice wakes a hub for every event
 * committed before it.
 */
export class LiveAnnouncer {
  // The events are stored; a hub that missed a notice that failed reads them at the next one, or on reconnecting.
  private readonly notices: OnePassAtATime

  constructor(db: Kysely<Database>, onError: (err: unknown) => void) {
    this.notices = new OnePassAtATime(() => announce(db), onError)
  }

  /** Announces what has committed so far, now or right after the notice under way. */
  announce(): void {
    this.notices.run()
  }

  /** Resolves once no notice is under way (stopping: the last events are announced before the pool closes). */
  settled(): Promise<void> {
    return this.notices.settled()
  }
}
