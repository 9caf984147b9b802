import { DatabaseUnavailableError } from '../db/errors'

/**
 * Callers the intake lets wait for a statement (INTAKE_QUEUE_MAX): about two seconds of what it was
 * measured to store (4,000-4,800 inquiries a second, decision 0015). A caller behind more than that would
 * wait longer than a client's patience, and past it the database is not keeping up: refusing at once, with
 * Retry-After, costs the caller less than a wait that ends in their own timeout, and bounds the memory.
 */
export const DEFAULT_INTAKE_QUEUE_MAX = 10_000

/**
 * Intake statements running at once (INTAKE_STATEMENTS_IN_FLIGHT). One, measured on a 2-core machine with
 * the database beside the app (docs/decisions/0026): 3,700 inquiries a second at 32 callers against 2,600-2,900
 * with four, the database's CPU per inquiry 200 against 310-350 µs. Statements side by side split the burst
 * into smaller ones, each paying its own executor start, trigger, commit and live notice, and insert into the
 * same last index pages at once; one statement at a time takes everyone who arrived meanwhile. A database
 * server with cores to spare may gain from more.
 */
export const DEFAULT_INTAKE_STATEMENTS_IN_FLIGHT = 1

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
