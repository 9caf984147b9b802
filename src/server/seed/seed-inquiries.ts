import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../db/schema'
import { emailKey, phoneKey } from '../inquiries/person-keys'
import { Random } from './seed-random'
import { generateBatch } from './seed-rows'
import { emptyColumns, INQUIRY_COLUMN_NAMES, type InquiryColumns } from './seed-columns'
import { newSeedState } from './seed-people'
import { Timeline } from './seed-timeline'
import {
  NOTES,
  SEED_ADMINS,
  SEED_CONTACT_CHANNELS,
  SEED_CONTACT_OUTCOMES,
  SEED_UNREACHED_OUTCOMES,
} from './seed-vocabulary'

export const DEFAULT_SEED = 20261124
const SPAN_DAYS = 730

export interface SeedOptions {
  /** How many inquiries to add. */
  count: number
  /** Empty inquiries and their history first (ids start again at 1). */
  reset?: boolean
  /** The generator's seed: the same seed and count give the same inquiries. */
  seed?: number
  batchSize?: number
  /** The newest possible arrival (epoch ms); defaults to now. */
  end?: number
  onProgress?: (progress: SeedProgress) => void
  /** Told of the slow steps that are not batches (marking repeats, rebuilding indexes, writing history). */
  onPhase?: (phase: string) => void
}

export interface SeedProgress {
  inserted: number
  count: number
  seconds: number
}

export interface SeedSummary {
  inserted: number
  events: number
  admins: number
  /** Inquiries in the table afterwards. */
  total: number
  /** Inquiries the seed marked as repeats (another shares their e-mail or mobile), and how long that took. */
  repeats: number
  repeatSeconds: number
  /** Generating, inserting and (on a bulk load) rebuilding the indexes; marking repeats not included. */
  insertSeconds: number
  seconds: number
}

/** From this many rows on, the inquiries' secondary indexes are dropped for the load and rebuilt after. */
const BULK_THRESHOLD = 10_000

const TIME_COLUMNS = new Set<string>([
  'created_at',
  'updated_at',
  'opened_at',
  'first_contact_due_at',
  'contact_5m_due_at',
  'contact_1h_due_at',
  'first_contacted_at',
  'follow_up_at',
  'reached_contacted_at',
  'reached_qualified_at',
  'reached_enrolled_at',
])

/**
 * One statement per batch: every column travels as one array parameter and the server unnests them,
 * which beats a multi-row VALUES (one parameter per cell, and a parameter cap) several times over.
 */
function insertBatch(columns: InquiryColumns): RawBuilder<unknown> {
  const names = sql.join(INQUIRY_COLUMN_NAMES.map((c) => sql.ref(c)))
  const arrays = sql.join(
    INQUIRY_COLUMN_NAMES.map((c) => sql`${columns[c]}::${sql.raw(TIME_COLUMNS.has(c) ? 'float8[]' : 'text[]')}`),
  )
  const values = sql.join(
    INQUIRY_COLUMN_NAMES.map((c) => (TIME_COLUMNS.has(c) ? sql`to_timestamp(u.${sql.ref(c)})` : sql`u.${sql.ref(c)}`)),
  )
  return sql`insert into inquiries (${names}) select ${values} from unnest(${arrays}) as u(${names})`
}

/**
 * The history of about one triaged inquiry in seven, written by the server from the rows themselves:
 * opened, assigned (when owned), the first contact attempt (not for spam, which is marked without one),
 * the status change, for half of them a note, and the open follow-up being set. A hash of the id
 * chooses, so the same ids always get the same history; a second hash picks the attempt's channel and
 * outcome. Follow-up events carry the due time as toISOString() writes it, as the server's do.
 */
async function seedEvents(db: Kysely<Database>, afterId: number): Promise<number> {
  const admins = SEED_ADMINS.map((a) => a.uid)
  const result = await sql`
    insert into inquiry_events (inquiry_id, action, from_value, to_value, note, actor_uid, actor_email, actor_name, created_at)
    select i.id, e.action, e.from_value, e.to_value, e.note, a.uid, a.email, a.display_name, least(now(), e.at)
    from inquiries i
    cross join lateral (select
      ((i.id::bigint * 2654435761) % 4294967296) / 4294968 as h,
      ((i.id::bigint * 2246822519) % 4294967296) / 65536 as g
    ) k
    join users a on a.uid = coalesce(i.owner_uid, (${admins}::text[])[1 + k.h % ${admins.length}])
    cross join lateral (values
      ('opened', null, null, null, i.opened_at),
      ('owner', null, i.owner_uid, null, i.opened_at + interval '2 minutes'),
      ('contact',
        (${SEED_CONTACT_CHANNELS}::text[])[1 + k.g % ${SEED_CONTACT_CHANNELS.length}],
        case when i.status = 'new'
          then (${SEED_UNREACHED_OUTCOMES}::text[])[1 + k.g / 7 % ${SEED_UNREACHED_OUTCOMES.length}]
          else (${SEED_CONTACT_OUTCOMES}::text[])[1 + k.g / 7 % ${SEED_CONTACT_OUTCOMES.length}] end,
        null,
        i.first_contacted_at),
      ('status', 'new', i.status, null, i.updated_at),
      ('note', null, (${NOTES}::text[])[1 + k.h % ${NOTES.length}], null, i.updated_at + interval '1 minute'),
      ('follow-up', null,
        to_char(i.follow_up_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        i.follow_up_note,
        i.updated_at)
    ) e(action, from_value, to_value, note, at)
    where i.id > ${afterId} and i.opened_at is not null and k.h < 150
      and (e.action <> 'owner' or i.owner_uid is not null)
      and (e.action <> 'contact' or (i.first_contacted_at is not null and i.status <> 'spam'))
      and (e.action <> 'status' or i.status <> 'new')
      and (e.action <> 'note' or k.h % 2 = 0)
      and (e.action <> 'follow-up' or i.follow_up_at is not null)
  `.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

/**
 * Runs `load` with the inquiries' secondary indexes dropped, then recreates them from their own
 * definitions (so indexes added by later migrations come back too). Inside the caller's transaction:
 * if anything fails, the indexes were never gone.
 */
async function withIndexesRebuilt(
  trx: Kysely<Database>,
  load: () => Promise<void>,
  onPhase?: (phase: string) => void,
): Promise<void> {
  const { rows } = await sql<{ name: string; definition: string }>`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename = 'inquiries'
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = 'inquiries'::regclass)
  `.execute(trx)
  for (const index of rows) await sql`drop index ${sql.id(index.name)}`.execute(trx)
  await load()
  onPhase?.(`rebuilding ${rows.length} indexes`)
  await sql`set local maintenance_work_mem = '512MB'`.execute(trx)
  for (const index of rows) await sql.raw(index.definition).execute(trx)
}

/**
 * Marks every inquiry that shares its e-mail or mobile key with another (the same person,
 * docs/decisions/0011), over the whole table: the seeded rows' returning people, and earlier rows that an
 * appended seed's people happen to match. The keys are computed once (the phone's takes two regexps) and
 * each grouped to find the ones that come up twice; joins to those, not `key in (subquery)` under an OR,
 * which the planner may run as a subquery per row when it doubts the hash fits in memory (minutes, not
 * seconds, on a table full of dead rows). Never unmarks: a seed only adds rows.
 */
async function markRepeats(db: Kysely<Database>): Promise<number> {
  const result = await sql`
    with k as materialized (
      select inquiries.id, inquiries.is_repeat, ${emailKey()} as email, ${phoneKey()} as phone from inquiries
    ),
    emails as (select email from k group by 1 having count(*) > 1),
    phones as (select phone from k where phone is not null group by 1 having count(*) > 1),
    shared as (
      select k.id from k join emails using (email) where not k.is_repeat
      union
      select k.id from k join phones using (phone) where not k.is_repeat
    )
    update inquiries set is_repeat = true from shared where inquiries.id = shared.id
  `.execute(db)
  return Number(result.numAffectedRows ?? 0)
}

async function upsertAdmins(db: Kysely<Database>): Promise<number> {
  await db
    .insertInto('users')
    .values(
      SEED_ADMINS.map((a) => ({
        uid: a.uid,
        email: a.email,
        display_name: a.name,
        photo_url: null,
        phone_number: '',
        role: 'owner',
      })),
    )
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet((eb) => ({
        role: 'owner',
        email: eb.ref('excluded.email'),
        display_name: eb.ref('excluded.display_name'),
      })),
    )
    .execute()
  return SEED_ADMINS.length
}

/** Fills the inquiries table with `count` realistic inquiries (see seed-rows.ts), then their history. */
export async function seedInquiries(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now()
  const batchSize = options.batchSize ?? 10_000
  const random = new Random(options.seed ?? DEFAULT_SEED)
  const timeline = new Timeline(options.end ?? Date.now(), SPAN_DAYS, random)

  const report = (inserted: number) => {
    options.onProgress?.({ inserted, count: options.count, seconds: (performance.now() - started) / 1000 })
  }

  const admins = await upsertAdmins(db)
  if (options.reset) await sql`truncate mail_outbox, inquiry_events, inquiries restart identity`.execute(db)
  const before = await db
    .selectFrom('inquiries')
    .select((eb) => [eb.fn.coalesce(eb.fn.max('id'), sql.lit(0)).as('id'), eb.fn.countAll<number>().as('n')])
    .executeTakeFirstOrThrow()

  let repeats = 0
  let repeatSeconds = 0
  const insertAll = async (trx: Kysely<Database>) => {
    const state = newSeedState()
    for (let first = 0; first < options.count; first += batchSize) {
      const columns = emptyColumns()
      generateBatch(columns, first, Math.min(batchSize, options.count - first), options.count, timeline, random, state)
      await insertBatch(columns).execute(trx)
      report(first + columns.kind.length)
    }
    // Before the indexes come back on a bulk load: marking a fifth of the rows would otherwise update a
    // dozen indexes for each.
    options.onPhase?.('marking repeats')
    const marking = performance.now()
    repeats = await markRepeats(trx)
    repeatSeconds = (performance.now() - marking) / 1000
  }
  // Keeping a dozen indexes (a trigram one among them) up to date row by row costs far more than
  // building them once over the loaded table, when the load is most of the table. The table stays
  // locked until the load commits: a seed is for a development or benchmark database, not a live one.
  const bulk = options.count >= BULK_THRESHOLD && options.count >= Number(before.n)
  if (bulk) await db.transaction().execute((trx) => withIndexesRebuilt(trx, () => insertAll(trx), options.onPhase))
  else await insertAll(db)
  const insertSeconds = (performance.now() - started) / 1000 - repeatSeconds

  options.onPhase?.('writing history')
  const events = await seedEvents(db, Number(before.id))
  // Fresh statistics, or the planner guesses at a million rows as if the table were empty; and the
  // visibility map and hint bits a live table has from autovacuum, or index-only scans visit the heap
  // anyway and the first readers pay for writing hint bits: the benchmark would measure the load.
  options.onPhase?.('vacuum and analyze')
  await sql`vacuum (analyze) inquiries`.execute(db)
  await sql`vacuum (analyze) inquiry_events`.execute(db)
  await sql`analyze users`.execute(db)
  const total = await db
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return {
    inserted: options.count,
    events,
    admins,
    total: Number(total.n),
    repeats,
    repeatSeconds,
    insertSeconds,
    seconds: (performance.now() - started) / 1000,
  }
}
