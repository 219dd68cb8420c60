import { parentPort } from 'node:worker_threads';
import type { UniverseMember } from '../src/engine/scanner/picks/index.ts';
import { scanUniverseDay } from '../src/engine/scanner/picks/index.ts';
import type { DayScanAnswer } from './day-scan-protocol.ts';
import { DayScanRequestSchema } from './day-scan-protocol.ts';

/* A thread of a parallel latest-day scan (day-scan-pool.ts): keeps the slice it is sent, answers its picks on a day. */

let members: readonly UniverseMember[] = [];

const port = parentPort;
if (port === null) throw new Error('day-scan-worker.ts runs as a worker thread');

port.on('message', (message: unknown) => {
  const read = DayScanRequestSchema.safeParse(message);
  if (!read.success) {
    port.postMessage({ id: -1, error: `not a day scan request: ${read.error.message}` } satisfies DayScanAnswer);
    return;
  }
  const request = read.data;
  if ('load' in request) {
    members = request.load;
    port.postMessage({ id: request.id, loaded: true } satisfies DayScanAnswer);
    return;
  }
  try {
    const scan = scanUniverseDay(members, request.date, request.category);
    port.postMessage({ id: request.id, ...scan } satisfies DayScanAnswer);
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    port.postMessage({ id: request.id, error: text } satisfies DayScanAnswer);
  }
});
