import type { Clock, IdSource } from './ports.ts';

export const systemClock: Clock = { now: () => Date.now() };

export const randomIds: IdSource = { newId: () => crypto.randomUUID() };

/** ISO 8601 without zone, as spec 2.9 writes created_at (UTC). */
export function localTimestamp(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}
