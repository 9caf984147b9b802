import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'

// The trigram index keeps new rows in a pending list (fastupdate) until it is merged into the index. The
// insert that finds the list past its limit (gin_pending_list_limit, 4 MB: about 5,000 inquiries) merges
// all of it itself, for a second or so on a busy machine, and every caller in its statement waits. Merging
// after every this many inquiries, on a connection of its own, keeps the list well short of the limit.
const CLEAN_EVERY_ROWS = 1_000

/**
 * Merges the search index's pending list off the intake's path (docs/decisions/0026): fastupdate costs an
 * insert about 15 µs against 125 µs without it, and the merge is paid here, in the background, rather than
 * by whichever statement fills the list. At most one merge runs at a time; the instance's own inserts count
 * (several instances each merge what they find, which includes the others' rows).
 */
export class SearchIndexUpkeep {
  private sinceClean = 0
  private cleaning: Promise<void> | null = null

  constructor(
    private readonly db: Kysely<Database>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Counts `rows` new inquiries; merges the pending list once enough have arrived. */
  stored(rows: number): void {
    this.sinceClean += rows
    if (this.sinceClean < CLEAN_EVERY_ROWS || this.cleaning) return
    this.sinceClean = 0
    this.cleaning = sql`select gin_clean_pending_list('inquiries_search_trgm_idx'::regclass)`
      .execute(this.db)
      .then(
        () => {},
        // Nothing is lost: the next merge, or an insert past the limit, merges what this one left.
        (err: unknown) => this.onError(err),
      )
      .finally(() => {
        this.cleaning = null
      })
  }

  /** Resolves once no merge runs (stopping, before the database closes). */
  async settled(): Promise<void> {
    await this.cleaning
  }
}
