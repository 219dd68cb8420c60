import type { JobKind } from '../src/service/ports.ts';
import { JOB_RESULT_SCHEMAS } from '../src/service/tasks/job-result-schemas.ts';
import { compressResult } from './result-compression.ts';

/**
 * A task thread's result as the store will keep it, compressed on that thread: what the request thread would make of
 * it there (its JSON, Brotli) costs it several milliseconds a task, its busiest work under load. The result is read
 * with its kind's schema first, as the pool reads it on arrival, so the JSON is that of the very object the store is
 * given (the same keys in the same order). A sweep slice is no stored result: undefined.
 */
export function storedForm(kind: JobKind, result: unknown): Uint8Array<ArrayBuffer> | undefined {
  if (kind === 'sweep_slice') return undefined;
  const read = JOB_RESULT_SCHEMAS[kind].safeParse(result);
  if (!read.success) return undefined;
  // A copy of its own, so its buffer can be handed over whole (a small Buffer shares a pool).
  return new Uint8Array(compressResult(read.data));
}
