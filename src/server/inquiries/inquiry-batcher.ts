import { sql, type Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import { isConnectionError } from '../db/errors'
import type { MailPurpose } from '../../shared/schemas/alerts'
import { firstContactDeadline } from '../../shared/office-hours'
import { personKeysOf } from './person-keys'
import { CallerGoneError, IntakeFullError } from './intake-limits'
import { WaitingQueue } from './waiting-queue'
import { intakeInput, intakeQuery, keyNames, type IntakeResult, type IntakeRow } from './intake-statement'

// Enough to absorb a campaign's burst in one round trip, with a JSON parameter of a few tens of kilobytes.
const MAX_ROWS_PER_STATEMENT = 100

// A lane takes no new statement after holding its connection this long, so that under a long burst the
// queries queued for a connection get their turn: PGlite has only one, and a lane would otherwise keep
// it for as long as the burst lasts. Reopening costs two round trips a tenth of a second.
const LANE_MS = 100

interface Waiting extends IntakeRow {
  resolve(id: number): void
  reject(err: unknown): void
  /** In a statement (taken from the queue): the caller's leaving no longer recalls it. */
  sent: boolean
  /** The caller left while it waited: answered, and skipped by the next scan of the queue. */
  dropped: boolean
}

/** How the batcher stores: settings fixed for its life, and who hears of each committed statement. */
export interface BatcherSettings {
  /** Office hours within which each new inquiry must be first contacted (FIRST_CONTACT_HOURS). */
  firstContactHours: number
  /** Callers that may wait for a statement; those beyond are refused at once (INTAKE_QUEUE_MAX). */
  queueMax: number
  /** Statements running at once, each on a connection of its own (INTAKE_STATEMENTS_IN_FLIGHT). */
  statementsInFlight: number
  /** Called with what each statement stored, once it is committed. */
  onStored: (stored: readonly IntakeResult[]) => void
}

export interface IntakeLoad {
  /** Callers waiting for a statement (bounded by INTAKE_QUEUE_MAX). */
  waiting: number
  /** Rows in the statements running now. */
  inStatements: number
}

/**
 * Group commit without a timer: a lone inquiry is inserted at once; those arriving while statements run
 * go together in multi-row inserts. Up to `statementsInFlight` statements run at once, each on its own
 * connection: a caller arriving mid-statement starts the next one at the end of its event-loop turn (with
 * everyone who arrived in that turn) instead of queueing behind the one in flight, and only when all are
 * busy does it wait for the next to finish. Under a burst one commit still serves many callers; each
 * caller is answered only once its row is committed.
 *
 * Each statement in flight has a lane: a connection held for as long as callers keep arriving, with
 * sequential and bitmap scans turned off once for all its statements (see intakeConnection), and given
 * back to the pool as soon as nobody waits for it.
 *
 * A person's inquiries are never in two statements at once: one statement cannot see another's rows, so
 * a second would miss that the person wrote before (the repeat mark) and whom they were given (the owner).
 * An inquiry whose e-mail or mobile is in flight waits for that statement, or joins the one being built.
 *
 * The queue is bounded (BatcherSettings.queueMax): beyond it a caller is refused at once, as in an outage.
 * A caller whose request ends while its row waits is dropped; a row already in a statement is not recalled.
 */
export class InquiryBatcher {
  private readonly waiting = new WaitingQueue<Waiting>()
  /** Lanes open, each holding a connection (see openLane). */
  private lanes = 0
  /** Statements running: a lane between two statements has none. */
  private inFlight = 0
  private scheduled = false
  /** The e-mail and mobile keys of the rows in flight, each with how many rows hold it. */
  private readonly busyKeys = new Map<string, number>()

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: BatcherSettings,
  ) {}

  /** Rows in the statements running now. */
  private sentRows = 0

  get load(): IntakeLoad {
    return { waiting: this.waiting.size, inStatements: this.sentRows }
  }

  /** Stores `row` owing the e-mails `mail`; the answer is its id, once committed. */
  insert(row: NewInquiry, mail: readonly MailPurpose[], signal?: AbortSignal): Promise<number> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new CallerGoneError())
      const { queueMax } = this.settings
      if (this.waiting.size >= queueMax) return reject(new IntakeFullError(queueMax))
      const w: Waiting = { row, keys: personKeysOf(row), mail, resolve, reject, sent: false, dropped: false }
      if (signal) {
        const leave = () => {
          if (w.sent) return
          this.waiting.drop(w)
          reject(new CallerGoneError())
        }
        signal.addEventListener('abort', leave, { once: true })
        w.resolve = (id) => {
          signal.removeEventListener('abort', leave)
          resolve(id)
        }
        w.reject = (err) => {
          signal.removeEventListener('abort', leave)
          reject(err)
        }
      }
      this.waiting.push(w)
      if (this.inFlight === 0) this.dispatch()
      else if (!this.scheduled && this.lanes < this.settings.statementsInFlight) {
        this.scheduled = true
        setImmediate(() => {
          this.scheduled = false
          this.dispatch()
        })
      }
    })
  }

  /** Opens lanes for the waiting callers while fewer than `statementsInFlight` are open. */
  private dispatch(): void {
    while (this.waiting.size > 0 && this.lanes < this.settings.statementsInFlight) {
      const batch = this.takeBatch()
      if (batch.length === 0) return // everyone waiting is a person in flight
      this.openLane(batch)
    }
  }

  /**
   * Runs `first` and then, on the same connection, whatever is waiting when each statement ends, until
   * nothing is or LANE_MS have passed (whoever still waits then gets a new lane). A statement that fails
   * for the connection's sake ends the lane, and the pool decides whether the connection is still good.
   */
  private openLane(first: Waiting[]): void {
    this.lanes += 1
    let open = true
    // The lane ends with its last statement: a caller arriving meanwhile does not wait for the round trip
    // that turns the connection's scans back on.
    const close = () => {
      if (!open) return
      open = false
      this.lanes -= 1
      this.dispatch()
    }
    let batch: Waiting[] = first
    this.hold(batch)
    void intakeConnection(this.db, async (conn) => {
      const closeBy = Date.now() + LANE_MS
      for (;;) {
        const connectionLost = await this.store(conn, batch)
        this.unhold(batch)
        batch = []
        if (connectionLost || Date.now() > closeBy) break
        batch = this.takeBatch()
        if (batch.length === 0) break
        this.hold(batch)
      }
      close()
    })
      .catch((err: unknown) => {
        // No connection, or turning off the scans failed: nothing ran, so the callers in hand fail
        // as an outage would fail them.
        for (const w of batch) w.reject(err)
        this.unhold(batch)
      })
      .finally(close)
  }

  /** Marks a batch's people as in flight (see takeBatch). */
  private hold(batch: Waiting[]): void {
    this.inFlight += 1
    this.sentRows += batch.length
    for (const w of batch) {
      for (const key of keyNames(w.keys)) this.busyKeys.set(key, (this.busyKeys.get(key) ?? 0) + 1)
    }
  }

  private unhold(batch: Waiting[]): void {
    if (batch.length === 0) return
    this.inFlight -= 1
    this.sentRows -= batch.length
    for (const w of batch) {
      for (const key of keyNames(w.keys)) {
        const n = (this.busyKeys.get(key) ?? 1) - 1
        if (n === 0) this.busyKeys.delete(key)
        else this.busyKeys.set(key, n)
      }
    }
  }

  /** Takes, in order of arrival, up to MAX_ROWS_PER_STATEMENT waiting rows whose person is not in flight. */
  private takeBatch(): Waiting[] {
    const batch = this.waiting.take(MAX_ROWS_PER_STATEMENT, (w) => !keyNames(w.keys).some((k) => this.busyKeys.has(k)))
    for (const w of batch) w.sent = true
    return batch
  }

  /**
   * Settles every caller of `batch`, or puts those it could not try back at the head of the queue; never
   * throws. True when the connection was lost or its statement cut off.
   */
  private async store(conn: Kysely<Database>, batch: Waiting[]): Promise<boolean> {
    try {
      const stored = await this.insertRows(conn, batch)
      batch.forEach((w, i) => w.resolve(stored[i].id))
      this.settings.onStored(stored)
      return false
    } catch (err) {
      // A lost database fails everyone alike; a row the database refuses (a constraint, a bad value)
      // must fail only its own caller, so the statement is retried row by row.
      const lost = isConnectionError(err)
      if (batch.length === 1 || lost) {
        for (const w of batch) w.reject(err)
        return lost
      }
      for (const [i, w] of batch.entries()) {
        try {
          const stored = await this.insertRows(conn, [w])
          w.resolve(stored[0].id)
          this.settings.onStored(stored)
        } catch (rowErr) {
          w.reject(rowErr)
          if (isConnectionError(rowErr)) {
            // This connection is done with; the rows after this one go on the next lane's, and until then
            // their callers may leave again.
            const untried = batch.slice(i + 1)
            for (const u of untried) u.sent = false
            this.waiting.putBack(untried)
            return true
          }
        }
      }
      return false
    }
  }

  /** Runs the intake's statement (intake-statement.ts) for `rows`: what it stored, in the rows' order. */
  private async insertRows(conn: Kysely<Database>, rows: readonly IntakeRow[]): Promise<IntakeResult[]> {
    const now = new Date()
    const json = intakeInput(rows, firstContactDeadline(now, this.settings.firstContactHours), now)
    const { rows: stored } = await conn.executeQuery<IntakeResult>(intakeQuery(this.db, json))
    if (stored.length !== rows.length) {
      throw new Error(`Inserted ${rows.length} inquiries but ${stored.length} ids came back`)
    }
    const inOrder: IntakeResult[] = []
    for (const s of stored) inOrder[s.ord] = s
    return inOrder
  }
}

/**
 * Runs `work` on a connection of its own with sequential and bitmap scans off, and puts them back as they were
 * before the connection returns to the pool. The intake's prepared plan is made, and remade, only while they are
 * off: one made while the table was a page or two would scan the whole table for every row as it grows,
 * until the next ANALYZE (decision 0015). A bitmap scan cannot stop at the person lookup's limit: it reads
 * every entry of the key first, so a person with 25,000 inquiries cost each of their new ones 0.3 ms
 * (decision 0026). Each lookup then is an index probe that stops at its limit, however small the table. The
 * settings cost two round trips, paid once per lane rather than once per statement.
 */
async function intakeConnection(db: Kysely<Database>, work: (conn: Kysely<Database>) => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    // The values before, read ahead of the change (`offset 0` keeps the read in its own subquery), so the
    // connection goes back as it came without a read of pg_settings, which builds every setting's row: 0.4 ms
    // of the database's time a lane, the statement's own being about as much for a lone caller.
    const { rows } = await sql<{ seqscan: string; bitmapscan: string }>`
      select was.seqscan, was.bitmapscan,
        set_config('enable_seqscan', 'off', false), set_config('enable_bitmapscan', 'off', false)
      from (select current_setting('enable_seqscan') as seqscan, current_setting('enable_bitmapscan') as bitmapscan
        offset 0) was`.execute(conn)
    try {
      await work(conn)
    } finally {
      // Only a lost connection fails this, and the pool discards that one.
      const [{ seqscan, bitmapscan }] = rows
      await sql`select set_config('enable_seqscan', ${seqscan}, false),
        set_config('enable_bitmapscan', ${bitmapscan}, false)`
        .execute(conn)
        .catch(() => {})
    }
  })
}
