import { Worker } from 'node:worker_threads';

/*
 * A fixed arithmetic loop over a small array (it stays in the core's cache): no allocation, no memory traffic, so two
 * threads of it can only slow each other down if the machine cannot run them at once at full speed.
 */
const LOOP = `
function loop(rounds) {
  const a = new Float64Array(4096);
  let x = 0;
  for (let k = 0; k < rounds; k++) for (let i = 0; i < 4096; i++) { a[i] = a[i] * 0.5 + i; x += a[i]; }
  return x;
}
function timed(rounds) { const t = performance.now(); loop(rounds); return performance.now() - t; }
`;

const WORKER = `${LOOP}
const { parentPort, workerData } = require('node:worker_threads');
timed(workerData);
parentPort.postMessage(timed(workerData));
`;

function inThread(rounds: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: rounds });
    worker.once('message', (ms: number) => {
      resolve(ms);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * How many threads' worth of work this machine does at once with `threads` busy: `threads` when each runs as fast as
 * one alone, 1 when they only take turns. A host's vCPUs can be two hardware threads of one core, or share one; then
 * no thread pool can reach one core's time divided by its threads, and its benchmark's target says so.
 */
export async function effectiveCores(threads: number, rounds = 60_000): Promise<number> {
  const alone = await inThread(rounds);
  const together = await Promise.all(Array.from({ length: threads }, () => inThread(rounds)));
  return Math.min(threads, Math.max(1, (threads * alone) / Math.max(...together)));
}
