import type { ColumnType, Generated, GeneratedAlways } from 'kysely'
import type { DuplicateMode, ImportConsent, ImportState } from '../../shared/schemas/imports'
import type { ImportMapping } from '../../shared/schemas/import-fields'
import type { Json, NullableTime, Timestamp } from './column-types'

// A spreadsheet import's tables (migrations/2026-12-01-0002-imports.ts, docs/decisions/0024); schema.ts
// lists them in the Database.

/** What `admin.imports.start` was given, kept on the import. */
export interface ImportOptions {
  duplicates: DuplicateMode
  source: string
  consent: ImportConsent
  ownerUid: string | null
}

/** A spreadsheet import (docs/decisions/0024): its file, mapping, state, progress, counts and claim. */
export interface ImportsTable {
  id: GeneratedAlways<number>
  created_by_uid: string
  created_by_name: string | null
  created_by_email: string | null
  file_name: string
  format: 'csv' | 'xlsx'
  size_bytes: ColumnType<string, number | string, number | string>
  encoding: string | null
  delimiter: string | null
  state: ImportState
  sheets: Json<string[]>
  sheet: string | null
  columns: Json<string[]>
  mapping: Json<ImportMapping>
  options: ColumnType<ImportOptions | null, string | null | undefined, string | null>
  preview: Json<Array<Record<string, string>>>
  total: Generated<number>
  processed: Generated<number>
  imported_line: Generated<number>
  valid: Generated<number>
  invalid: Generated<number>
  duplicates: Generated<number>
  created: Generated<number>
  updated: Generated<number>
  skipped: Generated<number>
  failed: Generated<number>
  failure: string | null
  cancel_requested: Generated<boolean>
  lease_until: NullableTime
  lease_token: Generated<number>
  created_at: Timestamp
  started_at: NullableTime
  finished_at: NullableTime
  reverted_at: NullableTime
  reverted_by_uid: string | null
}

export interface ImportChunksTable {
  import_id: number
  seq: number
  data: Buffer
}

/** A checked, valid row of an import: its person's keys and its values as they will be stored. */
export interface ImportRowsTable {
  import_id: number
  line: number
  email_key: string
  phone_key: string | null
  data: Json<Record<string, string | null>>
}

export interface ImportErrorsTable {
  import_id: number
  line: number
  seq: number
  column_name: string
  message: string
}

export interface ImportFillsTable {
  import_id: number
  inquiry_id: number
  field: 'message' | 'utm_campaign' | 'source'
  previous: string | null
  filled: string
}

export interface ImportRepeatMarksTable {
  import_id: number
  inquiry_id: number
}

export interface ImportMappingsTable {
  id: GeneratedAlways<number>
  owner_uid: string
  name: string
  columns: Json<Record<string, string>>
  updated_at: Timestamp
}
