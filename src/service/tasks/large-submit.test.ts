import { describe, expect, it } from 'vitest';
import type { TaskResult } from '../ports.ts';
import { MemoryTaskStore } from '../memory-task-store.ts';
import { sequentialIds, steppingClock } from '../testing/harness.ts';
import type { TaskWork } from './task-runner.ts';
import { TaskRunner } from './task-runner.ts';

interface Params {
  rows: number;
}

/** A runner whose work notes when its check runs and when the store is written, in `order`. */
function runnerNoting(order: string[]) {
  const tasks = new MemoryTaskStore();
  const create = tasks.create.bind(tasks);
  tasks.create = async (task) => {
    order.push('stored');
    return create(task);
  };
  const work: TaskWork<Params, TaskResult> = {
    kind: 'backtest',
    queued: 'queued',
    parse: () => ({ rows: 0 }),
    check: async () => {
      order.push('checked');
      // A request that came in while the check ran.
      setTimeout(() => order.push('arrived during the check'), 0);
    },
    large: (params) => params.rows > 100,
    run: async () => ({}) as TaskResult,
  };
  return new TaskRunner({ tasks, clock: steppingClock(), ids: sequentialIds() }, work);
}

describe('a large submit', () => {
  it('lets what waits for the event loop run before its check, and again before it is stored', async () => {
    const order: string[] = [];
    const runner = runnerNoting(order);
    // Another request, waiting when the submit starts, is answered before the check.
    setTimeout(() => order.push('waiting before'), 0);
    await runner.submit({ params: { rows: 200 }, sent: { rows: 200 } }, { username: 'ann' }, undefined);
    expect(order).toEqual(['waiting before', 'checked', 'arrived during the check', 'stored']);
  });

  it('checks and stores a small one at once, in the turn it came in', async () => {
    const order: string[] = [];
    const runner = runnerNoting(order);
    setTimeout(() => order.push('waiting before'), 0);
    await runner.submit({ params: { rows: 10 }, sent: { rows: 10 } }, { username: 'ann' }, undefined);
    expect(order).toEqual(['checked', 'stored']);
  });
});
