import type { Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import { isConnectionError } from '../db/errors'

// Enough to absorb a campaign's burst in one round trip; far below PostgreSQL's 65,535 parameters per
// statement (an inquiry binds at most 16).
const MAX_ROWS_PER_STATEMENT = 100

interface Waiting {
  row: NewInquiry
  resolve(id: number): void
  reject(err: unknown): void
}

/**
 * Group commit without a timer: the first inquiry is inserted at once; those arriving while that
 * statement runs wait and go together in the next multi-row insert. Under a burst, one commit (one WAL
 * flush, one pass over the back office's indexes per statement) then serves many callers, while a lone
 * caller waits for nobody. Each caller is answered only once its row is committed.
 */
class InquiryBatcher {
  private readonly waiting: Waiting[] = []
  private running = false

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
        } catch (rowErr) {
          w.reject(rowErr)
        }
      }
    }
  }

  private async insertRows(rows: NewInquiry[]): Promise<number[]> {
    const returned = await this.db.insertInto('inquiries').values(rows).returning('id').execute()
    // PostgreSQL (and PGlite, the same engine) returns the rows of an INSERT ... VALUES in VALUES order:
    // the position tells whose id is whose.
    if (returned.length !== rows.length) {
      throw new Error(`Inserted ${rows.length} inquiries but ${returned.length} ids came back`)
    }
    return returned.map((r) => r.id)
  }
}

const batchers = new WeakMap<Kysely<Database>, InquiryBatcher>()

/** Inserts one inquiry row, coalesced with the inserts of concurrent callers on the same database. */
export function insertInquiryRow(db: Kysely<Database>, row: NewInquiry): Promise<number> {
  let batcher = batchers.get(db)
  if (!batcher) {
    batcher = new InquiryBatcher(db)
    batchers.set(db, batcher)
  }
  return batcher.insert(row)
}
