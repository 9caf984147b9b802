import { sql, type CompiledQuery, type Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import { isConnectionError } from '../db/errors'
import type { MailPurpose } from '../../shared/schemas/alerts'
import { DEFAULT_FIRST_CONTACT_HOURS, firstContactDeadline } from '../../shared/office-hours'
import { PERSON_OWNER_NOTE } from '../../shared/schemas/admin-inquiries'
import { preparedAs } from '../db/prepared'
import { emailKey, personKeysOf, phoneKey, type PersonKeys } from './person-keys'
import { CallerGoneError, DEFAULT_INTAKE_QUEUE_MAX, IntakeFullError } from './intake-limits'
import { WaitingQueue } from './waiting-queue'
import { wellFormed } from '../../shared/schemas/fields'

// Enough to absorb a campaign's burst in one round trip, with a JSON parameter of a few tens of kilobytes.
const MAX_ROWS_PER_STATEMENT = 100

// Statements in flight at once: enough to overlap one statement's commit and round trips with the next
// ones, a quarter of the pool (16) so that the back office and the outbox always find a connection.
const STATEMENTS_IN_FLIGHT = 4

// A lane takes no new statement after holding its connection this long, so that under a long burst the
// queries queued for a connection get their turn: PGlite has only one, and a lane would otherwise keep
// it for as long as the burst lasts. Reopening costs two round trips a tenth of a second.
const LANE_MS = 100

interface Waiting {
  row: NewInquiry
  /** The person's keys, as the statement's lookups use them. */
  keys: PersonKeys
  resolve(id: number): void
  reject(err: unknown): void
  /** In a statement (taken from the queue): the caller's leaving no longer recalls it. */
  sent: boolean
  /** The caller left while it waited: answered, and skipped by the next scan of the queue. */
  dropped: boolean
}

/** What storing an inquiry sets in motion, as configured by the mail plugin. */
export interface InquiryIntake {
  /** The e-mails each new inquiry owes, written to the outbox in the inquiry's own statement. */
  mail: readonly MailPurpose[]
  /** Called once inquiries are committed, so that their e-mails leave without waiting for the next poll. */
  onCommitted?: () => void
  /** Office hours within which each new inquiry must be first contacted (FIRST_CONTACT_HOURS). */
  firstContactHours: number
  /** Callers that may wait for a statement; those beyond are refused at once (INTAKE_QUEUE_MAX). */
  queueMax: number
}

/** Without the app's plugins (scripts, some tests) every inquiry still owes its alert and has a deadline. */
const DEFAULT_INTAKE: InquiryIntake = {
  mail: ['lead-alert'],
  firstContactHours: DEFAULT_FIRST_CONTACT_HOURS,
  queueMax: DEFAULT_INTAKE_QUEUE_MAX,
}

/**
 * Group commit without a timer: a lone inquiry is inserted at once; those arriving while statements run
 * go together in multi-row inserts. Up to STATEMENTS_IN_FLIGHT statements run at once, each on its own
 * connection: a caller arriving mid-statement starts the next one at the end of its event-loop turn (with
 * everyone who arrived in that turn) instead of queueing behind the one in flight, and only when all are
 * busy does it wait for the next to finish. Under a burst one commit still serves many callers; each
 * caller is answered only once its row is committed.
 *
 * Each statement in flight has a lane: a connection held for as long as callers keep arriving, with
 * sequential scans turned off once for all its statements (see intakeConnection), and given back to the
 * pool as soon as nobody waits for it.
 *
 * A person's inquiries are never in two statements at once: one statement cannot see another's rows, so
 * a second would miss that the person wrote before (the repeat mark) and whom they were given (the owner).
 * An inquiry whose e-mail or mobile is in flight waits for that statement, or joins the one being built.
 *
 * The queue is bounded (InquiryIntake.queueMax): beyond it a caller is refused at once, as in an outage.
 * A caller whose request ends while its row waits is dropped; a row already in a statement is not recalled.
 */
class InquiryBatcher {
  private readonly waiting = new WaitingQueue<Waiting>()
  /** Lanes open, each holding a connection (see openLane). */
  private lanes = 0
  /** Statements running: a lane between two statements has none. */
  private inFlight = 0
  private scheduled = false
  private statement?: CompiledQuery<IntakeResult>
  /** The e-mail and mobile keys of the rows in flight, each with how many rows hold it. */
  private readonly busyKeys = new Map<string, number>()
  intake = DEFAULT_INTAKE

  constructor(private readonly db: Kysely<Database>) {}

  /** Rows in the statements running now. */
  private sentRows = 0

  get load(): IntakeLoad {
    return { waiting: this.waiting.size, inStatements: this.sentRows }
  }

  insert(row: NewInquiry, signal?: AbortSignal): Promise<number> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new CallerGoneError())
      if (this.waiting.size >= this.intake.queueMax) return reject(new IntakeFullError(this.intake.queueMax))
      const w: Waiting = { row, keys: personKeysOf(row), resolve, reject, sent: false, dropped: false }
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
      else if (!this.scheduled && this.lanes < STATEMENTS_IN_FLIGHT) {
        this.scheduled = true
        setImmediate(() => {
          this.scheduled = false
          this.dispatch()
        })
      }
    })
  }

  /** Opens lanes for the waiting callers while fewer than STATEMENTS_IN_FLIGHT are open. */
  private dispatch(): void {
    while (this.waiting.size > 0 && this.lanes < STATEMENTS_IN_FLIGHT) {
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
    let batch: Waiting[] = first
    this.hold(batch)
    void intakeConnection(this.db, async (conn) => {
      const closeBy = Date.now() + LANE_MS
      for (;;) {
        const connectionLost = await this.store(conn, batch)
        this.unhold(batch)
        batch = []
        if (connectionLost || Date.now() > closeBy) return
        batch = this.takeBatch()
        if (batch.length === 0) return
        this.hold(batch)
      }
    })
      .catch((err: unknown) => {
        // No connection, or turning off sequential scans failed: nothing ran, so the callers in hand fail
        // as an outage would fail them.
        for (const w of batch) w.reject(err)
        this.unhold(batch)
      })
      .finally(() => {
        this.lanes -= 1
        this.dispatch()
      })
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
      const ids = await this.insertRows(conn, batch)
      batch.forEach((w, i) => w.resolve(ids[i]))
      this.intake.onCommitted?.()
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
          const [id] = await this.insertRows(conn, [w])
          w.resolve(id)
          this.intake.onCommitted?.()
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

  /**
   * One statement stores the inquiries, their owners (the person's, else by rotation) with the assignment
   * in their history, the repeat mark on them and on the person's earlier inquiries, and the e-mails they
   * owe (the outbox): all are committed, or none, so an acknowledged inquiry always has its alert and its
   * owner, and a failed one sends nothing. The rows travel as one JSON parameter and the statement's text
   * is the same for one row or a hundred: PostgreSQL parses and plans it in a fixed time, where a VALUES
   * list with each row's own lookups cost more to plan than to run (decision 0015).
   */
  private async insertRows(conn: Kysely<Database>, rows: readonly Pick<Waiting, 'row' | 'keys'>[]): Promise<number[]> {
    const due = firstContactDeadline(new Date(), this.intake.firstContactHours)
    // A person writing twice within one statement cannot see their other row in it; the batch can.
    const inBatch = new Map<string, number>()
    for (const { keys } of rows) for (const name of keyNames(keys)) inBatch.set(name, (inBatch.get(name) ?? 0) + 1)
    const input = rows.map(({ row, keys }, i) => {
      const given: Record<string, unknown> = {
        ord: i,
        email_key: keys.email,
        phone_key: keys.phone,
        batch_repeat: keyNames(keys).some((name) => inBatch.get(name)! > 1),
      }
      for (const c of INTAKE_COLUMNS) given[c] = row[c] ?? null
      given.first_contact_due_at = row.first_contact_due_at ?? due
      return given
    })
    const json = JSON.stringify(input, wellFormedRows)
    const purposes = this.intake.mail
    // The statement's text never changes: Kysely builds it once, and each call brings only its parameters.
    this.statement ??= intakeStatement(json, purposes).compile(this.db)
    const statement = { ...this.statement, parameters: [json, purposes] }
    const { rows: stored } = await conn.executeQuery<IntakeResult>(statement)
    if (stored.length !== rows.length) {
      throw new Error(`Inserted ${rows.length} inquiries but ${stored.length} ids came back`)
    }
    const ids: number[] = []
    for (const s of stored) ids[s.ord] = s.id
    return ids
  }
}

interface IntakeResult {
  ord: number
  id: number
}

/** The inquiry columns a caller may give (the rest the database generates, or this statement decides). */
type IntakeColumn = Exclude<keyof NewInquiry, 'id' | 'search_text' | 'created_day' | 'owner_uid' | 'is_repeat'>

/** Each given column's type in the JSON input, and the default of those that have one. */
const INTAKE_COLUMN_TYPES: Record<IntakeColumn, { type: 'text' | 'timestamptz'; default?: string }> = {
  kind: { type: 'text' },
  status: { type: 'text', default: `'new'` },
  full_name: { type: 'text' },
  email: { type: 'text' },
  phone: { type: 'text' },
  program: { type: 'text' },
  education: { type: 'text' },
  message: { type: 'text' },
  inquiry_type: { type: 'text' },
  user_id: { type: 'text' },
  course_level: { type: 'text' },
  course_duration: { type: 'text' },
  utm_source: { type: 'text' },
  utm_medium: { type: 'text' },
  utm_campaign: { type: 'text' },
  referrer: { type: 'text' },
  landing_page: { type: 'text' },
  channel: { type: 'text' },
  created_at: { type: 'timestamptz', default: 'now()' },
  updated_at: { type: 'timestamptz', default: 'now()' },
  opened_at: { type: 'timestamptz' },
  first_contact_due_at: { type: 'timestamptz' },
  first_contacted_at: { type: 'timestamptz' },
  follow_up_at: { type: 'timestamptz' },
  follow_up_note: { type: 'text' },
  reached_contacted_at: { type: 'timestamptz' },
  reached_qualified_at: { type: 'timestamptz' },
  reached_enrolled_at: { type: 'timestamptz' },
  consent_at: { type: 'timestamptz' },
  consent_notice: { type: 'text' },
  anonymised_at: { type: 'timestamptz' },
}
const INTAKE_COLUMNS = Object.keys(INTAKE_COLUMN_TYPES) as IntakeColumn[]

/**
 * JSON.stringify's replacer for the rows: a lone surrogate (which a form's text can hold) becomes U+FFFD, as
 * pg's UTF-8 encoding of a text parameter makes it, instead of failing the whole batch.
 */
function wellFormedRows(_key: string, value: unknown): unknown {
  return typeof value === 'string' ? wellFormed(value) : value
}

/** A person's keys as names that cannot collide (an e-mail key always holds an @, a mobile key never). */
function keyNames(keys: PersonKeys): string[] {
  return keys.phone === null ? [keys.email] : [keys.email, keys.phone]
}

// A person's inquiries read per key, at most this many: a caller posting one e-mail ten thousand times
// must not make every later insert read them all (the keys' indexes hold no order of arrival).
const PERSON_WINDOW = 100

const recordColumns = sql.raw(
  [
    'ord int',
    'email_key text',
    'phone_key text',
    'batch_repeat boolean',
    ...INTAKE_COLUMNS.map((c) => `${c} ${INTAKE_COLUMN_TYPES[c].type}`),
  ].join(', '),
)
const insertColumns = sql.join(INTAKE_COLUMNS.map((c) => sql.ref(c)))
const insertValues = sql.join(
  INTAKE_COLUMNS.map((c) => {
    const fallback = INTAKE_COLUMN_TYPES[c].default
    return fallback ? sql`coalesce(${sql.ref(`p.${c}`)}, ${sql.raw(fallback)})` : sql.ref(`p.${c}`)
  }),
)

/** The person's earlier inquiries, up to PERSON_WINDOW per key, each marked with the key that found it. */
const personRows = sql`(
  (select o.id, o.created_at, o.owner_uid, true as by_email from inquiries o
    where ${emailKey('o')} = i.email_key limit ${sql.lit(PERSON_WINDOW)})
  union all
  (select o.id, o.created_at, o.owner_uid, false from inquiries o
    where ${phoneKey('o')} = i.phone_key limit ${sql.lit(PERSON_WINDOW)})
)`

/**
 * The next admin in the rotation of those taking new leads, or null when nobody is. Each evaluation draws
 * one number from a sequence shared by every instance, so arrivals are dealt in turn to the takers (in uid
 * order) and no two counts differ by more than one, however many instances store inquiries at once. It
 * names the row's person_owner so that PostgreSQL evaluates it once per row, and only for a row whose
 * person has no owner (coalesce stops at the first value).
 */
const nextTaker = sql<string | null>`(
  select uid from users where taking_leads and is_admin and p.person_owner is null order by uid
  offset (nextval('inquiry_rotation_seq') % greatest((select count(*) from users where taking_leads and is_admin), 1))
  limit 1
)`

/**
 * The intake for rows given as a JSON array (see insertRows), answering each row's position and its id;
 * its only parameters are the rows ($1) and the e-mails each inquiry owes ($2). Ids are drawn before the
 * insert, so whose id is whose never rests on the order rows come back in.
 *
 * Each row reads the person's earlier inquiries once, through a lateral subquery with a limit, which
 * PostgreSQL can only run row by row (an EXISTS could be planned as one hash of the whole table, and a
 * prepared plan keeps such a choice while the table grows). From those rows come
 * the repeat mark, the person's owner (the owner of their latest inquiry who is still an admin) and, per
 * key, the one earlier inquiry that becomes a repeat now: only a key held by one row so far can have an
 * unmarked row, as two rows sharing it marked each other.
 */
function intakeStatement(json: string, purposes: readonly MailPurpose[]) {
  return sql<IntakeResult>`${preparedAs('inquiry-intake')}
    with input as (
      select nextval(pg_get_serial_sequence('inquiries', 'id'))::int as id, r.*
      from jsonb_to_recordset(${json}::jsonb) as r(${recordColumns})
    ),
    person as (
      select i.*, i.batch_repeat or e.earlier > 0 as is_repeat, e.person_owner, e.email_lone, e.phone_lone
      from input i cross join lateral (
        select count(*) as earlier,
          (array_agg(w.owner_uid order by w.created_at desc, w.id desc) filter (where u.uid is not null))[1]
            as person_owner,
          case when count(*) filter (where w.by_email) = 1 then min(w.id) filter (where w.by_email) end
            as email_lone,
          case when count(*) filter (where not w.by_email) = 1 then min(w.id) filter (where not w.by_email) end
            as phone_lone
        from ${personRows} w
        left join users u on u.uid = w.owner_uid and u.is_admin
      ) e
    ),
    stored as (
      insert into inquiries (id, ${insertColumns}, is_repeat, owner_uid) overriding system value
      select p.id, ${insertValues}, p.is_repeat, coalesce(p.person_owner, ${nextTaker})
      from person p order by p.ord
      returning id, owner_uid
    ),
    assigned as (
      insert into inquiry_events (inquiry_id, action, to_value, note)
      select s.id, 'owner', s.owner_uid, case when p.person_owner is not null then ${sql.lit(PERSON_OWNER_NOTE)} end
      from stored s join person p on p.id = s.id
      where s.owner_uid is not null
    ),
    repeated as (
      update inquiries set is_repeat = true
      where is_repeat = false and id = any(array(
        select p.email_lone from person p union select p.phone_lone from person p
      ))
    ),
    mail as (
      insert into mail_outbox (purpose, inquiry_id)
      select unnest(${sql.val(purposes)}::text[]), s.id from stored s
    )
    select p.ord, s.id from stored s join person p on p.id = s.id`
}

/**
 * Runs `work` on a connection of its own with sequential scans off, and turns them back on before the
 * connection returns to the pool. The intake's prepared plan is made, and remade, only while they are off:
 * one made while the table was a page or two would scan the whole table for every row as it grows, until
 * the next ANALYZE (decision 0015). Each lookup then is an index probe, however small the table. The
 * setting costs two round trips, paid once per lane rather than once per statement.
 */
async function intakeConnection(db: Kysely<Database>, work: (conn: Kysely<Database>) => Promise<void>): Promise<void> {
  await db.connection().execute(async (conn) => {
    await sql`set enable_seqscan = off`.execute(conn)
    try {
      await work(conn)
    } finally {
      // Only a lost connection fails this, and the pool discards that one.
      await sql`reset enable_seqscan`.execute(conn).catch(() => {})
    }
  })
}

const batchers = new WeakMap<Kysely<Database>, InquiryBatcher>()

function batcherOf(db: Kysely<Database>): InquiryBatcher {
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = new InquiryBatcher(db)
    batchers.set(db, batcher)
  }
  return batcher
}

/**
 * Inserts one inquiry row, coalesced with the inserts of concurrent callers on the same database. When
 * `signal` aborts before the row is in a statement, the row is dropped and the call fails with
 * CallerGoneError; when the queue is full it fails at once with IntakeFullError.
 */
export function insertInquiryRow(db: Kysely<Database>, row: NewInquiry, signal?: AbortSignal): Promise<number> {
  return batcherOf(db).insert(row, signal)
}

export interface IntakeLoad {
  /** Callers waiting for a statement (bounded by InquiryIntake.queueMax). */
  waiting: number
  /** Rows in the statements running now. */
  inStatements: number
}

/** How many inquiries the intake holds on this database now. */
export function inquiryIntakeLoad(db: Kysely<Database>): IntakeLoad {
  return batcherOf(db).load
}

/** Sets what storing an inquiry on this database sets in motion (see InquiryIntake); each plugin sets its part. */
export function configureInquiryIntake(db: Kysely<Database>, intake: Partial<InquiryIntake>): void {
  const batcher = batcherOf(db)
  batcher.intake = { ...batcher.intake, ...intake }
}
