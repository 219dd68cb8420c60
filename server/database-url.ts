/** `--db postgres://...` (or postgresql://) selects the PostgreSQL mode; anything else is a SQLite file. */
export function isPostgresUrl(value: string | undefined): value is string {
  return value !== undefined && /^postgres(ql)?:\/\//i.test(value);
}
