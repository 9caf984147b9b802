import type { Kysely } from 'kysely'
import type { Database, NewInquiry } from '../db/schema'
import type { MailPurpose } from '../../shared/schemas/alerts'
import type { InquiryKind } from '../../shared/inquiry-options'
import { DEFAULT_FIRST_CONTACT_HOURS } from '../../shared/office-hours'
import { DEFAULT_INTAKE_QUEUE_MAX, DEFAULT_INTAKE_STATEMENTS_IN_FLIGHT } from './intake-limits'
import { InquiryBatcher, type IntakeLoad } from './inquiry-batcher'

/** An inquiry as its statement stored it, for whoever listens to the intake. */
export interface StoredInquiry {
  id: number
  kind: InquiryKind
  /** Whom it was given to (the person's owner, else the rotation's next), or null. */
  ownerUid: string | null
}

/** Hears of every statement the intake commits, with what it stored; it must not throw or wait. */
export type IntakeListener = (stored: readonly StoredInquiry[]) => void

export interface IntakeOptions {
  /** The e-mails each new inquiry owes (a lead alert, and a confirmation with LEAD_CONFIRMATION=on). */
  mail: readonly MailPurpose[]
  /** Office hours within which each new inquiry must be first contacted (FIRST_CONTACT_HOURS). */
  firstContactHours: number
  /** Callers that may wait for a statement (INTAKE_QUEUE_MAX). */
  queueMax: number
  /** Statements running at once (INTAKE_STATEMENTS_IN_FLIGHT). */
  statementsInFlight: number
}

/** Scripts and tests without the app: every inquiry owes its alert and gets a deadline. */
export const DEFAULT_INTAKE_OPTIONS: IntakeOptions = {
  mail: ['lead-alert'],
  firstContactHours: DEFAULT_FIRST_CONTACT_HOURS,
  queueMax: DEFAULT_INTAKE_QUEUE_MAX,
  statementsInFlight: DEFAULT_INTAKE_STATEMENTS_IN_FLIGHT,
}

export interface StoreOptions {
  /**
   * The caller's request: when it ends before the row is sent to the database, nothing is stored and the call
   * fails with CallerGoneError.
   */
  signal?: AbortSignal
  /** False: the inquiry owes no e-mail (an import, whose importer gets one summary instead). Default true. */
  alerts?: boolean
}

/**
 * The intake: where every new inquiry is stored, one per database, created by the intake plugin (`app.intake`).
 * Concurrent callers share multi-row statements (inquiry-batcher.ts, decision 0015); each statement stores
 * the inquiries with their owners, repeat marks and e-mails (intake-statement.ts), and the listeners hear of it
 * once it is committed.
 */
export class InquiryIntake {
  private readonly listeners = new Set<IntakeListener>()
  private readonly batcher: InquiryBatcher

  constructor(
    db: Kysely<Database>,
    private readonly options: IntakeOptions = DEFAULT_INTAKE_OPTIONS,
    private readonly onListenerError: (err: unknown) => void = () => {},
  ) {
    this.batcher = new InquiryBatcher(db, {
      firstContactHours: options.firstContactHours,
      queueMax: options.queueMax,
      statementsInFlight: options.statementsInFlight,
      onStored: (rows) => this.tell(rows.map((r) => ({ id: r.id, kind: r.kind, ownerUid: r.owner_uid }))),
    })
  }

  /**
   * Stores one inquiry row and answers its id once committed. A full queue fails at once with IntakeFullError
   * (a DatabaseUnavailableError); a lost database with its own error.
   */
  store(row: NewInquiry, { signal, alerts = true }: StoreOptions = {}): Promise<number> {
    return this.batcher.insert(row, alerts ? this.options.mail : [], signal)
  }

  /** Adds a listener; the answer removes it. */
  listen(listener: IntakeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** How many inquiries the intake holds now. */
  get load(): IntakeLoad {
    return this.batcher.load
  }

  private tell(stored: readonly StoredInquiry[]): void {
    // A listener's failure is its own: the inquiries are stored and their callers are answered regardless.
    for (const listener of this.listeners) {
      try {
        listener(stored)
      } catch (err) {
        this.onListenerError(err)
      }
    }
  }
}
