import { z } from 'zod';

/*
 * Rows come from the database, outside TypeScript's view: each is read by a zod schema of its shape here, in SQLite
 * (server/database.ts, Query) and PostgreSQL alike, so a column that is not what the code expects fails naming it.
 */

/** A row read by its shape's schema; a row of another shape is an error naming the column. */
export function readRow<R>(schema: z.ZodType<R>, row: unknown): R {
  const read = schema.safeParse(row);
  if (read.success) return read.data;
  const issue = read.error.issues[0];
  throw new Error(`a database row is not of the shape read (${issue?.path.join('.')}: ${issue?.message})`);
}

/** Every row read by its shape's schema (readRow). */
export const readRows = <R>(schema: z.ZodType<R>, rows: readonly unknown[]): R[] =>
  rows.map((row) => readRow(schema, row));

/** The first row read (readRow), or undefined when there is none. */
export const firstRow = <R>(schema: z.ZodType<R>, rows: readonly unknown[]): R | undefined =>
  rows.length === 0 ? undefined : readRow(schema, rows[0]);

export const PasswordHashRowSchema = z.object({ password_hash: z.string() });
export const AccountInfoRowSchema = z.object({ email: z.string(), created_at: z.string() });
/** An account's tasks and stored result bytes (StoreUsage). */
export const UsageRowSchema = z.object({ tasks: z.number(), result_bytes: z.number() });
