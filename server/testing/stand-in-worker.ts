/**
 * Test-only: a task worker that does what each job's params say, so the pool's handling of slow, failing and dying
 * threads can be tested without real tasks: `{action: 'echo' | 'sleep' | 'fail' | 'crash' | 'exit' | 'progress', ms?,
 * steps?}`. 'progress' reports each fraction of `steps` (`ms` apart), and answers 'cancelled' if the pool cancels it
 * in between.
 */
import { parentPort, threadId } from 'node:worker_threads';
import type { ToPool, ToWorker } from '../worker-protocol.ts';

const port = parentPort!;
const cancelled = new Set<number>();

port.on('message', async (message: ToWorker) => {
  if ('cancel' in message) {
    cancelled.add(message.id);
    return;
  }
  const { id, job, today } = message;
  const params = ('params' in job ? job.params : {}) as { action: string; ms?: number; steps?: number[] };
  const { action, ms } = params;
  const start = Date.now();
  if (action === 'crash') throw new Error('stand-in worker crashed');
  if (action === 'exit') process.exit(3);
  if (action === 'sleep') await new Promise((resolve) => setTimeout(resolve, ms ?? 0));
  if (action === 'progress') {
    for (const fraction of params.steps ?? []) {
      port.postMessage({ id, progress: fraction } satisfies ToPool);
      await new Promise((resolve) => setTimeout(resolve, ms ?? 0));
      if (cancelled.delete(id)) {
        port.postMessage({ id, error: 'cancelled' } satisfies ToPool);
        return;
      }
    }
  }
  const result = { code: 200, msg: today, data: { threadId, start, end: Date.now() } } as never;
  const answer: ToPool = action === 'fail' ? { id, error: 'stand-in task failed' } : { id, result };
  port.postMessage(answer);
});

port.postMessage({ ready: true } satisfies ToPool);
