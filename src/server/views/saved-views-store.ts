import { sql, type Kysely, type Transaction } from 'kysely'
import type { z } from 'zod'
import type { Database, StoredPreferences } from '../db/schema'
import { RefusedError } from '../db/errors'
import type { PersonRef } from '../users/person-ref'
import type { InquiryColumn, InquiryFilters, InquirySort } from '../../shared/schemas/admin-inquiries'
import {
  MAX_VIEWS_PER_ADMIN,
  VIEW_MESSAGES,
  type SavedViewsPreference,
  type saveViewSchema,
} from '../../shared/schemas/saved-views'

/** One tab above the inquiry table, as the admin who reads the list sees it. */
export interface SavedView {
  id: number
  name: string
  filters: InquiryFilters
  sort: InquirySort
  /** The columns shown, in the table's order. */
  columns: InquiryColumn[]
  shared: boolean
  /** The reader made it: only they may change it. */
  mine: boolean
  owner: PersonRef
  isDefault: boolean
  updatedAt: string
}

export interface SavedViewList {
  /** The reader's own views and every shared one, in the reader's order. */
  views: SavedView[]
  defaultId: number | null
}

/** A view the reader may not see is "not found", whether it never existed or is someone's personal one. */
export type ViewResult<T> = { ok: true; value: T } | { ok: false; reason: 'not-found' | 'not-yours' }

export type SaveViewValues = z.output<typeof saveViewSchema>

type Db = Kysely<Database> | Transaction<Database>

const NOT_FOUND = { ok: false, reason: 'not-found' } as const

/** Two views of one creator with the same name whatever its case (saved_views_owner_name_idx). */
function isNameTaken(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === '23505'
}

function visibleViews(db: Db, uid: string) {
  return db
    .selectFrom('saved_views as v')
    .innerJoin('users as u', 'u.uid', 'v.owner_uid')
    .select([
      'v.id',
      'v.name',
      'v.filters',
      'v.sort',
      'v.columns',
      'v.shared',
      'v.owner_uid',
      'v.created_at',
      'v.updated_at',
      'u.email',
      'u.display_name',
    ])
    .where((eb) => eb.or([eb('v.owner_uid', '=', uid), eb('v.shared', '=', true)]))
}

type ViewRow = Awaited<ReturnType<ReturnType<typeof visibleViews>['executeTakeFirstOrThrow']>>

function toView(row: ViewRow, uid: string, defaultId: number | null): SavedView {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    sort: row.sort,
    columns: row.columns,
    shared: row.shared,
    mine: row.owner_uid === uid,
    owner: { uid: row.owner_uid, email: row.email, name: row.display_name },
    isDefault: row.id === defaultId,
    updatedAt: row.updated_at.toISOString(),
  }
}

async function readPreference(db: Db, uid: string): Promise<SavedViewsPreference> {
  const row = await db.selectFrom('users').select('preferences').where('uid', '=', uid).executeTakeFirst()
  return row?.preferences.savedViews ?? {}
}

/** Merges `patch` into the reader's savedViews key, leaving the rest of their preferences as they are. */
async function writePreference(db: Db, uid: string, patch: SavedViewsPreference): Promise<void> {
  await db
    .updateTable('users')
    .set({
      preferences: sql<StoredPreferences>`jsonb_set(preferences, '{savedViews}',
        coalesce(preferences -> 'savedViews', '{}'::jsonb) || ${JSON.stringify(patch)}::jsonb)`,
    })
    .where('uid', '=', uid)
    .execute()
}

/**
 * The reader's tabs: their order first, then views not placed yet (new ones, others' newly shared ones),
 * oldest first. A default or a place that names a view gone or no longer shared is ignored.
 */
async function readList(db: Db, uid: string): Promise<SavedViewList> {
  const rows = await visibleViews(db, uid).orderBy('v.created_at').orderBy('v.id').execute()
  const preference = await readPreference(db, uid)
  const place = new Map((preference.order ?? []).map((id, i) => [id, i]))
  const at = (id: number) => place.get(id) ?? Number.MAX_SAFE_INTEGER
  const ordered = rows.map((row, i) => ({ row, i })).sort((a, b) => at(a.row.id) - at(b.row.id) || a.i - b.i)
  const defaultId = rows.some((r) => r.id === preference.defaultId) ? (preference.defaultId ?? null) : null
  return { views: ordered.map(({ row }) => toView(row, uid, defaultId)), defaultId }
}

async function readView(db: Db, uid: string, id: number): Promise<SavedView> {
  const row = await visibleViews(db, uid).where('v.id', '=', id).executeTakeFirstOrThrow()
  const { defaultId } = await readPreference(db, uid)
  return toView(row, uid, defaultId ?? null)
}

/** The view under a row lock, or why the reader may not change it. */
async function lockView(trx: Transaction<Database>, uid: string, id: number) {
  const row = await trx
    .selectFrom('saved_views')
    .select(['owner_uid', 'shared'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst()
  // Someone else's personal view is theirs alone: to anyone else it does not exist.
  if (!row || (row.owner_uid !== uid && !row.shared)) return null
  return row
}

export function listViews(db: Kysely<Database>, uid: string): Promise<SavedViewList> {
  return readList(db, uid)
}

/**
 * Creates a view of the reader's (no id) or changes one they made. Names are the creator's own, whatever
 * their case; at most MAX_VIEWS_PER_ADMIN each. Refusals are the form's to show (RefusedError, 400).
 */
export async function saveView(
  db: Kysely<Database>,
  uid: string,
  input: SaveViewValues,
): Promise<ViewResult<SavedView>> {
  const values = {
    name: input.name,
    filters: JSON.stringify(input.filters),
    sort: input.sort,
    columns: JSON.stringify(input.columns),
    shared: input.shared,
  }
  try {
    return await db.transaction().execute(async (trx): Promise<ViewResult<SavedView>> => {
      let id = input.id
      if (id === undefined) {
        // The creator's row lock makes two saves at once count each other against the cap.
        await trx.selectFrom('users').select('uid').where('uid', '=', uid).forUpdate().executeTakeFirst()
        const { count } = await trx
          .selectFrom('saved_views')
          .select((eb) => eb.fn.countAll<string | number>().as('count'))
          .where('owner_uid', '=', uid)
          .executeTakeFirstOrThrow()
        if (Number(count) >= MAX_VIEWS_PER_ADMIN) throw new RefusedError(VIEW_MESSAGES.tooMany)
        const row = await trx
          .insertInto('saved_views')
          .values({ owner_uid: uid, ...values })
          .returning('id')
          .executeTakeFirstOrThrow()
        id = row.id
      } else {
        const current = await lockView(trx, uid, id)
        if (!current) return NOT_FOUND
        if (current.owner_uid !== uid) return { ok: false, reason: 'not-yours' }
        await trx
          .updateTable('saved_views')
          .set({ ...values, updated_at: sql<Date>`now()` })
          .where('id', '=', id)
          .execute()
      }
      return { ok: true, value: await readView(trx, uid, id) }
    })
  } catch (err) {
    if (isNameTaken(err)) throw new RefusedError(VIEW_MESSAGES.nameTaken)
    throw err
  }
}

/** The reader's own views, and shared ones whoever made them (the page asks first: it goes for everyone). */
export async function removeView(db: Kysely<Database>, uid: string, id: number): Promise<ViewResult<SavedViewList>> {
  return db.transaction().execute(async (trx): Promise<ViewResult<SavedViewList>> => {
    if (!(await lockView(trx, uid, id))) return NOT_FOUND
    await trx.deleteFrom('saved_views').where('id', '=', id).execute()
    return { ok: true, value: await readList(trx, uid) }
  })
}

/** The view the reader's table opens with when they come to it without filters; null for the plain table. */
export async function setDefaultView(
  db: Kysely<Database>,
  uid: string,
  id: number | null,
): Promise<ViewResult<SavedViewList>> {
  return db.transaction().execute(async (trx): Promise<ViewResult<SavedViewList>> => {
    if (id !== null && !(await visibleViews(trx, uid).where('v.id', '=', id).executeTakeFirst())) return NOT_FOUND
    await writePreference(trx, uid, { defaultId: id })
    return { ok: true, value: await readList(trx, uid) }
  })
}

/** The reader's order of their tabs; ids they cannot see are left out, and repeats count once. */
export async function reorderViews(db: Kysely<Database>, uid: string, ids: number[]): Promise<SavedViewList> {
  return db.transaction().execute(async (trx) => {
    const visible = new Set((await visibleViews(trx, uid).execute()).map((v) => v.id))
    const order = [...new Set(ids)].filter((id) => visible.has(id))
    await writePreference(trx, uid, { order })
    return readList(trx, uid)
  })
}
