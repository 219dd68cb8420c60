import { afterEach, describe, expect, it, vi } from 'vitest';
import { StrategyParamsInputSchema } from '../../contract/index.ts';
import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../../node/folder-market-data.ts';
import { RSI_DIP } from '../../testing/strategies.ts';
import { LOCAL_USERNAME } from '../local-account.ts';
import { MemoryTaskStore } from '../memory-task-store.ts';
import type { StoredTask } from '../ports.ts';
import { send, testService } from '../testing/harness.ts';

const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);

const pending = (task_id: string, params: Record<string, unknown>): StoredTask => ({
  task_id,
  kind: 'backtest',
  status: 'PENDING',
  params,
  username: LOCAL_USERNAME,
  created_at: '2026-11-20T14:30:00',
});

afterEach(() => vi.restoreAllMocks());

describe('a backtest request is parsed once', () => {
  it('a submitted backtest is parsed by the endpoint only: the check and the run use that parse', async () => {
    const parses = vi.spyOn(StrategyParamsInputSchema, 'safeParse');
    const service = testService({ marketData });
    const submitted = await send(service, 'POST', '/backtest/start_backtest', RSI_DIP);
    await service.idle();
    const done = await send(service, 'GET', `/backtest/status/${String(submitted.body.task_id)}`);
    expect(done.body).toMatchObject({ status: 'SUCCESS', params: RSI_DIP, result: { Symbol: 'SPX' } });
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('a task resumed from the store parses its stored params (unparsed data) once, with the schema', async () => {
    const tasks = new MemoryTaskStore();
    await tasks.create(pending('stored', RSI_DIP));
    const parses = vi.spyOn(StrategyParamsInputSchema, 'safeParse');
    const service = testService({ marketData, tasks });
    expect(await service.resumeUnfinished()).toBe(1);
    await service.idle();
    expect(await tasks.get('stored')).toMatchObject({ status: 'SUCCESS', params: RSI_DIP });
    expect(parses).toHaveBeenCalledTimes(1);
  });

  it('a stored task whose params no longer pass ends FAILED with the field named', async () => {
    const tasks = new MemoryTaskStore();
    await tasks.create(pending('broken', { ...RSI_DIP, symbol: 42 }));
    const service = testService({ marketData, tasks });
    await service.resumeUnfinished();
    await service.idle();
    const task = await tasks.get('broken');
    expect(task?.status).toBe('FAILED');
    expect(task?.error).toContain('symbol');
  });
});

describe('a stored result is read with its kind’s schema', () => {
  it('a result that does not read as a backtest result is a 500 naming the task, not a cast', async () => {
    const tasks = new MemoryTaskStore();
    await tasks.create({ ...pending('odd', RSI_DIP), status: 'SUCCESS', result: { Symbol: 'SPX' } });
    const service = testService({ marketData, tasks });
    const status = await send(service, 'GET', '/backtest/status/odd');
    expect(status.status).toBe(500);
    expect(JSON.stringify(status.body)).toContain('task odd');
  });
});
