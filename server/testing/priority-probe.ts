/** A thread that lowers its own priority as a task thread does, then says what its nice value is (thread-priority.test). */
import { getPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { yieldToRequestThread } from '../thread-priority.ts';

const returned = yieldToRequestThread();
parentPort!.postMessage({ returned: returned ?? null, nice: getPriority(0) });
