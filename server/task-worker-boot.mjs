// The entry of a task worker thread: Node 20 runs no TypeScript by itself, so register tsx's loader in this thread
// first, then load the worker (whose URL the pool passes in workerData).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
