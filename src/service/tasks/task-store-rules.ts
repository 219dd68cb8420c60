/* The rules every TaskStore applies alike, written once for the stores that run in JavaScript (memory, IndexedDB). */

import type { StoredTask } from '../ports.ts';

const encoder = new TextEncoder();

/** A result's size where a store keeps it as it is (memory, IndexedDB): the UTF-8 bytes of its JSON. */
export function resultBytes(result: StoredTask['result']): number {
  return result === undefined ? 0 : encoder.encode(JSON.stringify(result)).length;
}

/** A finished task created before the given created_at (both in localTimestamp's format, which sorts as text). */
export function finishedBefore(task: Pick<StoredTask, 'status' | 'created_at'>, createdBefore: string): boolean {
  return (task.status === 'SUCCESS' || task.status === 'FAILED') && task.created_at < createdBefore;
}

/** The error a store throws when an account's Idempotency-Key is already on one of its tasks. */
export class DuplicateIdempotencyKey extends Error {
  constructor(key: string) {
    super(`the Idempotency-Key ${key} is already on a task of this account`);
    this.name = 'DuplicateIdempotencyKey';
  }
}
