import { setImmediate as nextTurn } from 'node:timers/promises'
import { sql, type Kysely, type Transaction } from 'kysely'
import type { Database } from '../db/schema'

/** How the runner paces itself: rows per transaction, and the pause after each (yielding to live traffic). */
export interface RunnerPace {
  /** Rows stored per transaction by the import (and checked rows written per transaction by the check). */
  batchRows: number
  /** Pause after each import batch, as a share of the time the batch took (0.5: work two thirds of the time). */
  pauseShare: number
  /** A claim lapses this long after its last renewal (each batch renews it). */
  leaseMs: number
  /** Office hours within which each new inquiry must be first contacted (FIRST_CONTACT_HOURS). */
  firstContactHours: number
}

export const DEFAULT_PACE: Omit<RunnerPace, 'firstContactHours'> = {
  batchRows: 1_000,
  pauseShare: 0.5,
  leaseMs: 60_000,
}

/** The claim of one import by one worker: its token must still match for any write to count. */
export interface Claim {
  id: number
  token: number
  state: 'checking' | 'importing'
}

export class LostClaim extends Error {}

/** The longest the worker computes before it lets waiting requests in (its rows are checked in JavaScript). */
const SLICE_MS = 5

/**
 * A turn of the event loop every SLICE_MS of work: without it, checking a batch of rows would hold every
 * request that arrived meanwhile until the batch was done. Call it after each piece of work.
 */
export function timeSlices(): () => Promise<void> | undefined {
  let began = performance.now()
  return () => {
    if (performance.now() - began < SLICE_MS) return undefined
    return nextTurn().then(() => {
      began = performance.now()
    })
  }
}

/** A pause that an abort ends early; its listener goes with it, as the worker pauses after every batch. */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(t)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const t = setTimeout(done, ms)
    signal?.addEventListener('abort', done, { once: true })
  })

/**
 * The pause after each batch, RunnerPace.pauseShare of the time the batch took, so that live requests keep
 * their pace: call the answer after each batch.
 */
export function pauseBetweenBatches(pace: RunnerPace, signal?: AbortSignal): () => Promise<void> {
  let began = Date.now()
  return async () => {
    await sleep((Date.now() - began) * pace.pauseShare, signal)
    began = Date.now()
  }
}

/**
 * Claims the next import with work to do (being checked or imported) whose claim has lapsed, for `leaseMs`:
 * one instance at a time works on an import, and one that stopped mid-way (a crash, a restart) leaves it to
 * be claimed again once its claim lapses. FOR UPDATE SKIP LOCKED: two instances claiming at once take
 * different imports, or one of them none.
 */
export async function claimImport(db: Kysely<Database>, leaseMs: number): Promise<Claim | null> {
  const row = await sql<{ id: number; lease_token: number; state: 'checking' | 'importing' }>`
    update imports set lease_until = now() + make_interval(secs => ${leaseMs / 1000}), lease_token = lease_token + 1
    where id = (
      select id from imports
      where state in ('checking', 'importing') and (lease_until is null or lease_until < now())
      order by id limit 1
      for update skip locked
    )
    returning id, lease_token, state`.execute(db)
  const r = row.rows[0]
  return r ? { id: r.id, token: r.lease_token, state: r.state } : null
}

/** Locks the import row for this transaction if the claim still holds; LostClaim otherwise. */
export async function holdClaim(trx: Transaction<Database>, claim: Claim, leaseMs: number) {
  const r = await trx
    .updateTable('imports')
    .set({ lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('id', '=', claim.id)
    .where('lease_token', '=', claim.token)
    .where('state', '=', claim.state)
    .returningAll()
    .executeTakeFirst()
  if (!r) throw new LostClaim()
  return r
}
