/**
 * Test-only: a task worker that does what each job's params say, so the pool's handling of slow, failing and dying
 * threads can be tested without real tasks: `{action: 'echo' | 'sleep' | 'fail' | 'crash' | 'exit', ms?}`.
 */
import { parentPort, threadId } from 'node:worker_threads';
import type { ToPool, ToWorker } from '../worker-protocol.ts';

const port = parentPort!;

port.on('message', async ({ id, job, today }: ToWorker) => {
  const { action, ms } = ('params' in job ? job.params : {}) as { action: string; ms?: number };
  const start = Date.now();
  if (action === 'crash') throw new Error('stand-in worker crashed');
  if (action === 'exit') process.exit(3);
  if (action === 'sleep') await new Promise((resolve) => setTimeout(resolve, ms ?? 0));
  const result = { code: 200, msg: today, data: { threadId, start, end: Date.now() } } as never;
  const answer: ToPool = action === 'fail' ? { id, error: 'stand-in task failed' } : { id, result };
  port.postMessage(answer);
});

port.postMessage({ ready: true } satisfies ToPool);
