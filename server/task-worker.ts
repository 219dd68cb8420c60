/**
 * One worker thread of the server's pool: runs the tasks it is sent, one at a time, over its own MarketData on the
 * data folder (and the bundled samples), exactly as the service would in its own thread (runTaskJob).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { nodeMarketData } from '../src/node/node-market.ts';
import { runTaskJobToPost } from '../src/service/tasks/run-job.ts';
import { storedForm } from './stored-result.ts';
import { yieldToRequestThread } from './thread-priority.ts';
import type { ToPool, ToWorker } from './worker-protocol.ts';
import { TaskWorkerDataSchema } from './worker-protocol.ts';

const { dataDir, storeDir } = TaskWorkerDataSchema.parse(workerData);
yieldToRequestThread();
const { marketData } = nodeMarketData({ dataDir, storeDir });
const port = parentPort!;

/** The tasks this thread runs (one at a time), to stop one when the pool says it was cancelled. */
const running = new Map<number, AbortController>();

/** At most this many progress messages a second per task: the pool only keeps the latest. */
const PROGRESS_EVERY_MS = 100;

port.on('message', async (message: ToWorker) => {
  if ('cancel' in message) {
    running.get(message.id)?.abort();
    return;
  }
  const { id, job, today } = message;
  const controller = new AbortController();
  running.set(id, controller);
  let lastReport = 0;
  const progress = (fraction: number) => {
    const now = Date.now();
    if (now - lastReport < PROGRESS_EVERY_MS && fraction < 1) return;
    lastReport = now;
    port.postMessage({ id, progress: fraction } satisfies ToPool);
  };
  let answer: ToPool;
  try {
    const result = await runTaskJobToPost(job, marketData, today, { progress, signal: controller.signal });
    const stored = storedForm(job.kind, result);
    answer = { id, result, ...(stored && { stored }) };
  } catch (error) {
    // The service's errors carry the sentence a FAILED task keeps as their message.
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  } finally {
    running.delete(id);
  }
  port.postMessage(answer, 'stored' in answer && answer.stored ? [answer.stored.buffer] : []);
});

port.postMessage({ ready: true } satisfies ToPool);
