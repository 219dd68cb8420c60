/**
 * One worker thread of the server's pool: runs the tasks it is sent, one at a time, over its own MarketData on the
 * data folder (and the bundled samples), exactly as the service would in its own thread (runTaskJob).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../src/node/folder-market-data.ts';
import { runTaskJob } from '../src/service/tasks/run-job.ts';
import type { TaskWorkerData, ToPool, ToWorker } from './worker-protocol.ts';

const { dataDir } = workerData as TaskWorkerData;
const marketData = new FolderMarketData(dataDir ? [dataDir, BUNDLED_SAMPLES_DIR] : [BUNDLED_SAMPLES_DIR]);
const port = parentPort!;

port.on('message', async ({ id, job, today }: ToWorker) => {
  let answer: ToPool;
  try {
    answer = { id, result: await runTaskJob(job, marketData, today) };
  } catch (error) {
    // The service's errors carry the sentence a FAILED task keeps as their message.
    answer = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});

port.postMessage({ ready: true } satisfies ToPool);
