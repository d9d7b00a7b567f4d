import type { ColumnType, Generated } from 'kysely';

/** timestamptz with a database default. */
export type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
/** Nullable timestamptz. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** DATE, read as 'yyyy-mm-dd' (see connect.ts). */
export type CalendarDate = ColumnType<string, string, string>;
/** A column with a database default. */
export type Defaulted<T> = Generated<T>;
/** uuid primary key with gen_random_uuid() default. */
export type Id = Generated<string>;
/** jsonb */
export type Json = ColumnType<unknown, string | undefined, string>;
/** bytea */
export type Bytes = ColumnType<Uint8Array, Uint8Array | Buffer, Uint8Array | Buffer>;
/** Nullable bytea. */
export type NullableBytes = ColumnType<Uint8Array | null, Uint8Array | Buffer | null | undefined, Uint8Array | Buffer | null>;
