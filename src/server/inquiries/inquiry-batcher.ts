import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import { isConnectionError } from '../db/errors'
import type { MailPurpose } from '../../shared/schemas/alerts'
import { DEFAULT_FIRST_CONTACT_HOURS, firstContactDeadline } from '../../shared/office-hours'
import { PERSON_OWNER_NOTE } from '../../shared/schemas/admin-inquiries'
import { emailKey, personKeysOf, phoneKey, type PersonKeys } from './person-keys'

// Enough to absorb a campaign's burst in one round trip; far below PostgreSQL's 65,535 parameters per
// statement (an inquiry binds a few dozen).
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
   * One statement stores the inquiries, their owners (the person's, else by rotation) with the assignment
   * in their history, the repeat mark on them and on the person's earlier inquiries, and the e-mails they
   * owe (the outbox): all are committed, or none, so an acknowledged inquiry always has its alert and its
   * owner, and a failed one sends nothing.
   */
  private async insertRows(rows: NewInquiry[]): Promise<number[]> {
    const purposes = this.intake.mail
    const due = firstContactDeadline(new Date(), this.intake.firstContactHours)
    const keys = rows.map(personKeysOf)
    const values = rows.map((r, i) => ({
      ...r,
      first_contact_due_at: r.first_contact_due_at ?? due,
      // A person writing twice within one statement cannot see their other row in it; the batch can.
      is_repeat: keys.some((k, j) => j !== i && sameKeys(k, keys[i])) ? true : hasEarlier(keys[i]),
      owner_uid: sql<string | null>`coalesce(${personOwner(keys[i])}, ${nextTaker})`,
    }))
    const emails = [...new Set(keys.map((k) => k.email))]
    const phones = [...new Set(keys.flatMap((k) => (k.phone ? [k.phone] : [])))]
    const returned = await this.db
      .with('stored', (db) =>
        db.insertInto('inquiries').values(values).returning(['id', 'owner_uid', 'email', 'phone']),
      )
      .with('assigned', (db) =>
        db
          .insertInto('inquiry_events')
          .columns(['inquiry_id', 'action', 'to_value', 'note'])
          .expression((eb) =>
            eb
              .selectFrom('stored')
              .select([
                'stored.id',
                sql<'owner'>`'owner'`.as('action'),
                'stored.owner_uid',
                // The statement's snapshot still shows the earlier inquiries only: the same owner found
                // again means the person's owner was chosen, not the rotation.
                sql<string | null>`case when stored.owner_uid = ${personOwner({
                  email: emailKey('stored'),
                  phone: phoneKey('stored'),
                })} then ${PERSON_OWNER_NOTE} end`.as('note'),
              ])
              .where('stored.owner_uid', 'is not', null),
          ),
      )
      // The person's earlier inquiries become repeats too (the new rows are not in this snapshot). Only a
      // key held by one row so far can have an unmarked row: two rows sharing it marked each other.
      .with('repeated', (db) =>
        db
          .updateTable('inquiries')
          .set({ is_repeat: true })
          .where('is_repeat', '=', false)
          .where(
            'id',
            '=',
            sql<number>`any(array[${sql.join([
              ...emails.map((e) => loneRow(emailKey('o'), e)),
              ...phones.map((p) => loneRow(phoneKey('o'), p)),
            ])}])`,
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

function sameKeys(a: PersonKeys, b: PersonKeys): boolean {
  return a.email === b.email || (a.phone !== null && a.phone === b.phone)
}

// A person's inquiries read per key, at most this many: a caller posting one e-mail ten thousand times
// must not make every later insert read them all (the keys' indexes hold no order of arrival).
const PERSON_WINDOW = 100

/** Whether any inquiry has this e-mail or mobile: one index probe per key, stopping at the first. */
function hasEarlier(keys: PersonKeys) {
  return sql<boolean>`(exists (select 1 from inquiries o where ${emailKey('o')} = ${keys.email})
    or exists (select 1 from inquiries o where ${phoneKey('o')} = ${keys.phone}))`
}

/** The id of the only inquiry holding a key so far, or null when none or several do (two rows read at most). */
function loneRow(key: RawBuilder<string | null>, value: string) {
  return sql<number | null>`(select case when count(*) = 1 then min(id) end
    from (select o.id from inquiries o where ${key} = ${value} limit 2) lone)`
}

/**
 * The admin who looks after the person's latest owned inquiry (among the first PERSON_WINDOW per key), if
 * they are still an admin: a person who writes again goes to the counsellor who knows them, ahead of the
 * rotation.
 */
function personOwner(keys: { email: RawBuilder<string> | string; phone: RawBuilder<string | null> | string | null }) {
  const window = (key: RawBuilder<string | null>, value: RawBuilder<string | null> | string | null) =>
    sql`(select o.id, o.created_at, o.owner_uid from inquiries o where ${key} = ${value} limit ${sql.lit(PERSON_WINDOW)})`
  return sql<string | null>`(
    select p.owner_uid from (${window(emailKey('o'), keys.email)} union ${window(phoneKey('o'), keys.phone)}) p
    join users u on u.uid = p.owner_uid and u.is_admin
    order by p.created_at desc, p.id desc limit 1
  )`
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
