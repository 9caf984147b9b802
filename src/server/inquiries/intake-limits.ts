import { DatabaseUnavailableError } from '../db/errors'

/**
 * Callers the intake lets wait for a statement (INTAKE_QUEUE_MAX): about two seconds of what it was
 * measured to store (4,000-4,800 inquiries a second, decision 0015). A caller behind more than that would
 * wait longer than a client's patience, and past it the database is not keeping up: refusing at once, with
 * Retry-After, costs the caller less than a wait that ends in their own timeout, and bounds the memory.
 */
export const DEFAULT_INTAKE_QUEUE_MAX = 10_000

/**
 * The intake's queue is full: the database is not keeping up, so the caller is answered as an outage is
 * (503 with Retry-After on REST, SERVICE_UNAVAILABLE on tRPC). Nothing was stored.
 */
export class IntakeFullError extends DatabaseUnavailableError {
  constructor(queueMax: number) {
    super(new Error(`The intake queue is full (${queueMax} callers waiting)`))
    this.name = 'IntakeFullError'
  }
}

/**
 * The caller's request ended (its connection closed) while its inquiry still waited: nobody would hear
 * the answer, so it was dropped and nothing was stored.
 */
export class CallerGoneError extends Error {
  constructor() {
    super('The caller left before its inquiry was stored; nothing was stored')
    this.name = 'CallerGoneError'
  }
}
