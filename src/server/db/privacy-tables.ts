import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './column-types'

// Personal data's own records (docs/decisions/0012): who asked not to be contacted, and each erasure;
// schema.ts lists them in the Database.

/** A person who asked not to be contacted, by one of their person keys ('email:…' or 'phone:…'). */
export interface DoNotContactTable {
  key: string
  actor_uid: string | null
  created_at: Timestamp
}

export type ErasureSource = 'admin' | 'cli' | 'retention'

/** One erasure or retention run: who, when, how much; the identifiers only as keyed hashes. */
export interface ErasureRecordsTable {
  id: Generated<number>
  source: ErasureSource
  actor_uid: string | null
  actor_email: string | null
  identifier_hashes: ColumnType<string[], string[] | undefined, string[]>
  inquiries: number
  accounts: number
  /** Identifiers linked to the person (sharing a mobile or an e-mail) that the request did not include. */
  linked_left_out: Generated<number>
  created_at: Timestamp
}
