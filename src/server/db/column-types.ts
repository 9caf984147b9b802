import type { ColumnType } from 'kysely'

/** Read as a Date; optional on insert (the database defaults it to now()). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** A moment that may be unset: null until it happens. */
export type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

/** A jsonb column: read as its value, written as its JSON text. */
export type Json<T> = ColumnType<T, string | undefined, string>
