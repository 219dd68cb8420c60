import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseStrategyRequest } from '../src/service/backtest/resolve-strategy.ts';
import type { TaskJob } from '../src/service/ports.ts';
import type { LogLevel } from './logger.ts';
import { STAND_IN_RESULTS } from './testing/stand-in-results.ts';
import { WorkerPool } from './worker-pool.ts';

const STAND_IN = new URL('./testing/stand-in-worker.ts', import.meta.url);
/** The stand-in worker reads the action beside a real request's fields. */
const STRATEGY = parseStrategyRequest({
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'SPX' }, rule: { type_name: '>', comparison_value: 0 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
});
const job = (action: Record<string, unknown>): TaskJob => ({ kind: 'backtest', params: { ...STRATEGY, ...action } });
const clock = { now: () => Date.parse('2026-11-20T14:30:00Z') };

let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function standInPool(size: number, extra: { taskTimeoutMs?: number } = {}) {
  const logs: { level: LogLevel; msg: string; fields?: Record<string, unknown> }[] = [];
  pool = new WorkerPool({
    size,
    entry: STAND_IN,
    results: STAND_IN_RESULTS,
    clock,
    log: (level, msg, fields) => logs.push({ level, msg, fields }),
    ...extra,
  });
  return { pool, logs };
}

type Answer = { msg: string; data: { threadId: number; start: number; end: number } };

describe('the worker pool', () => {
  it('runs tasks in as many threads at once as it has, queueing the rest, and passes today', async () => {
    const { pool } = standInPool(2);
    const answers = (await Promise.all(
      Array.from({ length: 6 }, () => pool.run(job({ action: 'sleep', ms: 150 }))),
    )) as unknown as Answer[];
    expect(answers.map((a) => a.msg)).toEqual(Array(6).fill('2026-11-20'));
    expect(new Set(answers.map((a) => a.data.threadId)).size).toBe(2);
    // How many tasks ran at each task's start: never more than the threads, and the threads were used together.
    const overlaps = answers.map(
      ({ data: { start } }) => answers.filter((a) => a.data.start <= start && start < a.data.end).length,
    );
    expect(Math.max(...overlaps)).toBe(2);
    expect(pool.stats()).toEqual({ threads: 2, busy: 0, queued: 0 });
  });

  it('tells when a queued task gets a thread', async () => {
    const { pool } = standInPool(1);
    const started: string[] = [];
    const first = pool.run(job({ action: 'sleep', ms: 200 }), { started: () => started.push('first') });
    const second = pool.run(job({ action: 'echo' }), { started: () => started.push('second') });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pool.stats().queued + pool.stats().busy).toBe(2);
    await first;
    expect(started).toEqual(['first', 'second']);
    await second;
  });

  it("fails a task with its worker's error text", async () => {
    const { pool } = standInPool(1);
    await expect(pool.run(job({ action: 'fail' }))).rejects.toThrow('stand-in task failed');
  });

  it('fails the task of a thread that crashes or exits, says so, and replaces the thread', async () => {
    const { pool, logs } = standInPool(1);
    const first = (await pool.run(job({ action: 'echo' }))) as unknown as Answer;
    await expect(pool.run(job({ action: 'crash' }))).rejects.toThrow(
      'the worker thread running this task stopped: stand-in worker crashed',
    );
    await expect(pool.run(job({ action: 'exit' }))).rejects.toThrow(
      'the worker thread running this task stopped: it exited with code 3',
    );
    const after = (await pool.run(job({ action: 'echo' }))) as unknown as Answer;
    expect(after.data.threadId).not.toBe(first.data.threadId);
    expect(logs.filter((l) => l.level === 'error').map((l) => l.fields?.reason)).toEqual([
      'stand-in worker crashed',
      'it exited with code 3',
    ]);
  });

  it('stops a task that runs past the time limit and goes on with the next', async () => {
    const { pool } = standInPool(1, { taskTimeoutMs: 200 });
    await expect(pool.run(job({ action: 'sleep', ms: 5000 }))).rejects.toThrow(
      'the worker thread running this task stopped: the task took longer than the limit',
    );
    await expect(pool.run(job({ action: 'echo' }))).resolves.toMatchObject({ code: 200 });
  });

  it('fails waiting tasks when no thread can start, instead of respawning forever', async () => {
    pool = new WorkerPool({ size: 1, entry: new URL('./testing/no-such-worker.ts', import.meta.url), clock });
    await expect(pool.run(job({ action: 'echo' }))).rejects.toThrow('no worker thread could start to run this task');
  });

  it('leaves tasks unanswered after close, so the store keeps them for the next start', async () => {
    const { pool } = standInPool(1);
    const running = pool.run(job({ action: 'sleep', ms: 100 }));
    const settled = vi.fn();
    running.then(settled, settled);
    await pool.close();
    const late = pool.run(job({ action: 'echo' }));
    late.then(settled, settled);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).not.toHaveBeenCalled();
  });
});
