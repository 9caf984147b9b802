import { sql, type Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import { isConnectionError } from '../db/errors'
import type { MailPurpose } from '../../shared/schemas/alerts'
import { DEFAULT_FIRST_CONTACT_HOURS, firstContactDeadline } from '../../shared/office-hours'

// Enough to absorb a campaign's burst in one round trip; far below PostgreSQL's 65,535 parameters per
// statement (an inquiry binds at most 16).
const MAX_ROWS_PER_STATEMENT = 100

interface Waiting {
  row: NewInquiry
  resolve(id: number): void
  reject(err: unknown): void
}

/** What storing an inquiry sets in motion, as configured by the mail plugin. */
export interface InquiryIntake {
  /** The e-mails each new inquiry owes, written to the outbox in the inquiry's own statement. */
  mail: readonly MailPurpose[]
  /** Called once inquiries are committed, so that their e-mails leave without waiting for the next poll. */
  onCommitted?: () => void
  /** Office hours within which each new inquiry must be first contacted (FIRST_CONTACT_HOURS). */
  firstContactHours: number
}

/** Without the app's plugins (scripts, some tests) every inquiry still owes its alert and has a deadline. */
const DEFAULT_INTAKE: InquiryIntake = { mail: ['lead-alert'], firstContactHours: DEFAULT_FIRST_CONTACT_HOURS }

/**
 * The next admin in the rotation of those taking new leads, or null when nobody is. Each evaluation draws
 * one number from a sequence shared by every instance, so arrivals are dealt in turn to the takers (in uid
 * order) and no two counts differ by more than one, however many instances store inquiries at once.
 */
const nextTaker = sql<string | null>`(
  select uid from users where taking_leads and is_admin order by uid
  offset (nextval('inquiry_rotation_seq') % greatest((select count(*) from users where taking_leads and is_admin), 1))
  limit 1
)`

/**
 * Group commit without a timer: the first inquiry is inserted at once; those arriving while that
 * statement runs wait and go together in the next multi-row insert. Under a burst, one commit (one WAL
 * flush, one pass over the back office's indexes per statement) then serves many callers, while a lone
 * caller waits for nobody. Each caller is answered only once its row is committed.
 */
class InquiryBatcher {
  private readonly waiting: Waiting[] = []
  private running = false
  intake = DEFAULT_INTAKE

  constructor(private readonly db: Kysely<Database>) {}

  insert(row: NewInquiry): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ row, resolve, reject })
      if (!this.running) void this.run()
    })
  }

  private async run(): Promise<void> {
    this.running = true
    while (this.waiting.length > 0) {
      await this.store(this.waiting.splice(0, MAX_ROWS_PER_STATEMENT))
    }
    this.running = false
  }

  /** Settles every caller of `batch`; never throws. */
  private async store(batch: Waiting[]): Promise<void> {
    try {
      const ids = await this.insertRows(batch.map((w) => w.row))
      batch.forEach((w, i) => w.resolve(ids[i]))
      this.intake.onCommitted?.()
    } catch (err) {
      // A lost database fails everyone alike; a row the database refuses (a constraint, a bad value)
      // must fail only its own caller, so the statement is retried row by row.
      if (batch.length === 1 || isConnectionError(err)) {
        for (const w of batch) w.reject(err)
        return
      }
      for (const w of batch) {
        try {
          const [id] = await this.insertRows([w.row])
          w.resolve(id)
          this.intake.onCommitted?.()
        } catch (rowErr) {
          w.reject(rowErr)
        }
      }
    }
  }

  /**
   * One statement stores the inquiries, their owners by rotation (with the assignment in their history),
   * and the e-mails they owe (the outbox): all are committed, or none, so an acknowledged inquiry always
   * has its alert and its owner, and a failed one sends nothing.
   */
  private async insertRows(rows: NewInquiry[]): Promise<number[]> {
    const purposes = this.intake.mail
    const due = firstContactDeadline(new Date(), this.intake.firstContactHours)
    const values = rows.map((r) => ({
      ...r,
      first_contact_due_at: r.first_contact_due_at ?? due,
      owner_uid: nextTaker,
    }))
    const returned = await this.db
      .with('stored', (db) => db.insertInto('inquiries').values(values).returning(['id', 'owner_uid']))
      .with('assigned', (db) =>
        db
          .insertInto('inquiry_events')
          .columns(['inquiry_id', 'action', 'to_value'])
          .expression((eb) =>
            eb
              .selectFrom('stored')
              .select(['stored.id', sql<'owner'>`'owner'`.as('action'), 'stored.owner_uid'])
              .where('stored.owner_uid', 'is not', null),
          ),
      )
      .with('mail', (db) =>
        db
          .insertInto('mail_outbox')
          .columns(['purpose', 'inquiry_id'])
          .expression((eb) =>
            eb
              .selectFrom('stored')
              .select([sql<MailPurpose>`unnest(${sql.val(purposes)}::text[])`.as('purpose'), 'stored.id']),
          ),
      )
      .selectFrom('stored')
      .select('stored.id')
      .execute()
    // PostgreSQL (and PGlite, the same engine) returns the rows of an INSERT ... VALUES in VALUES order,
    // and a scan of the statement's result keeps it: the position tells whose id is whose.
    if (returned.length !== rows.length) {
      throw new Error(`Inserted ${rows.length} inquiries but ${returned.length} ids came back`)
    }
    return returned.map((r) => r.id)
  }
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

/** Inserts one inquiry row, coalesced with the inserts of concurrent callers on the same database. */
export function insertInquiryRow(db: Kysely<Database>, row: NewInquiry): Promise<number> {
  return batcherOf(db).insert(row)
}

/** Sets what storing an inquiry on this database sets in motion (see InquiryIntake); each plugin sets its part. */
export function configureInquiryIntake(db: Kysely<Database>, intake: Partial<InquiryIntake>): void {
  const batcher = batcherOf(db)
  batcher.intake = { ...batcher.intake, ...intake }
}
