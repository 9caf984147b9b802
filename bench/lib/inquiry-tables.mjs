// What bench:inquiries reads from its scratch database: rows stored since a point, the floor's table, and
// the alert outbox.
import pg from 'pg'

/** The floor's table, beside the app's inquiries in the same database. */
export const floorTable = 'inquiries_floor'

/** The readings of the database at `databaseUrl`, each on a connection of its own. */
export function inquiryTables(databaseUrl) {
  async function inDatabase(work) {
    const c = new pg.Client({ connectionString: databaseUrl })
    await c.connect()
    try {
      return await work(c)
    } finally {
      await c.end()
    }
  }

  /**
   * The highest id in `table`, once the requests cut off when a timed run ends have landed: the rows a
   * measured run stores are those above it. The tables keep the warm-up's rows, as a site's table is never
   * empty: an emptied table measures the first minute of a new site, when every index is a page or two.
   */
  async function highestId(table) {
    await new Promise((r) => setTimeout(r, 1500))
    return inDatabase(async (c) => (await c.query(`select coalesce(max(id), 0)::int as id from ${table}`)).rows[0].id)
  }

  async function storedSince(table, id) {
    await new Promise((r) => setTimeout(r, 1500))
    return inDatabase(
      async (c) => (await c.query(`select count(*)::int as n from ${table} where id > $1`, [id])).rows[0].n,
    )
  }

  // The floor's table: the columns of inquiries as the app's migrations made them (defaults, generated
  // columns, checks, identity), without the back office's indexes, so the floor pays for the row alone.
  function createFloorTable() {
    return inDatabase(async (c) => {
      await c.query(`create table ${floorTable} (like inquiries including all excluding indexes)`)
      await c.query(`alter table ${floorTable} add primary key (id)`)
    })
  }

  /** Waits until the outbox has nothing pending; returns how long that took after the load ended. */
  async function drainOutbox(timeoutMs = 300_000) {
    const started = Date.now()
    for (;;) {
      const pending = await inDatabase(async (c) => {
        const { rows } = await c.query(`select count(*)::int as n from mail_outbox where state = 'pending'`)
        return rows[0].n
      })
      if (pending === 0) return (Date.now() - started) / 1000
      if (Date.now() - started > timeoutMs)
        throw new Error(`${pending} alerts still pending after ${timeoutMs / 1000} s`)
      await new Promise((r) => setTimeout(r, 200))
    }
  }

  /** The outbox's e-mails about inquiries above `id`, counted by state. */
  async function outboxStates(id) {
    return inDatabase(async (c) => {
      const { rows } = await c.query(
        `select state, count(*)::int as n from mail_outbox where inquiry_id > $1 group by state`,
        [id],
      )
      return Object.fromEntries(rows.map((r) => [r.state, r.n]))
    })
  }

  return { highestId, storedSince, createFloorTable, drainOutbox, outboxStates }
}
