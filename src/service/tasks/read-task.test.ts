import { describe, expect, it } from 'vitest';
import { ServiceError } from '../errors.ts';
import type { StoredTask } from '../ports.ts';
import { readTask, readTaskOf } from './read-task.ts';

const stored = (extra: Partial<StoredTask>): StoredTask => ({
  task_id: 't1',
  status: 'SUCCESS',
  params: { symbol: 'SPY' },
  username: 'ana',
  created_at: '2026-11-27T10:00:00',
  ...extra,
});

describe('readTask', () => {
  it('reads a task into its kind and mode, with the result its mode holds', () => {
    const cpm = readTask(stored({ kind: 'cpm', mode: 'backtest', result: { code: 407, msg: 'no match', data: null } }));
    expect(cpm).toEqual({
      task_id: 't1',
      kind: 'cpm',
      mode: 'backtest',
      status: 'SUCCESS',
      params: { symbol: 'SPY' },
      username: 'ana',
      created_at: '2026-11-27T10:00:00',
      result: { code: 407, msg: 'no match', data: null },
    });
    // Narrowed by kind: a CPM result's fields without a cast.
    if (cpm.kind === 'cpm') expect(cpm.result?.msg).toBe('no match');
    // Stored before there were other kinds, or without a mode: a plain backtest, a CPM scan.
    expect(readTask(stored({ status: 'PENDING' }))).toMatchObject({ kind: 'backtest', mode: 'backtest' });
    expect(readTask(stored({ kind: 'cpm', status: 'PENDING' }))).toMatchObject({ kind: 'cpm', mode: 'scan' });
    expect(readTask(stored({ kind: 'backtest', mode: 'sweep', status: 'RUNNING' }))).not.toHaveProperty('result');
  });

  it('answers 500 naming the task and the field when a stored result no longer reads as its mode', () => {
    const task = stored({ kind: 'backtest', mode: 'walk_forward', result: { axes: 'none' } });
    expect(() => readTask(task)).toThrow(
      expect.objectContaining({
        status: 500,
        message: expect.stringMatching(/^the stored result of task t1 does not read as its kind's result \(axes: /),
      }),
    );
    expect(() => readTask(task)).toThrow(ServiceError);
  });

  it('reads a task of the kind asked, and nothing of another kind', () => {
    expect(readTaskOf(stored({ kind: 'scanner', status: 'PENDING' }), 'scanner')).toMatchObject({ kind: 'scanner' });
    expect(readTaskOf(stored({ kind: 'scanner', status: 'PENDING' }), 'cpm')).toBeUndefined();
  });
});
