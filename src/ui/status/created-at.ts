// Built once: an Intl formatter is slow to create and the list formats every row on each poll.
const READABLE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The service writes created_at as ISO 8601 without a zone, in UTC (spec 2.9; src/service/system-clock.ts), so it is
 * read as UTC and shown in the reader's own time zone.
 */
export function createdAtDate(createdAt: string): Date {
  return new Date(`${createdAt}Z`);
}

/** e.g. "12 Mar 2026, 14:05" in the reader's locale and zone; the raw text when it is not a timestamp. */
export function formatCreatedAt(createdAt: string): string {
  const date = createdAtDate(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : READABLE.format(date);
}
