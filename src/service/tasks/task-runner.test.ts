import { describe, expect, it } from 'vitest';
import { CpmParamsSchema, StrategyParamsInputSchema } from '../../contract/index.ts';
import { FolderMarketData, BUNDLED_SAMPLES_DIR } from '../../node/folder-market-data.ts';
import { RSI_DIP } from '../../testing/strategies.ts';
import { LocalAccount } from '../local-account.ts';
import { MemoryTaskStore } from '../memory-task-store.ts';
import { createService } from '../router.ts';
import { send, sequentialIds, steppingClock } from '../testing/harness.ts';
import { runTaskJob } from './run-job.ts';

describe('tasks handed to an executor', () => {
  it('sends each task as plain data to the executor and stores what it answers', async () => {
    const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);
    const jobs: unknown[] = [];
    const service = createService({
      marketData,
      tasks: new MemoryTaskStore(),
      accounts: new LocalAccount(),
      clock: steppingClock(),
      ids: sequentialIds(),
      executor: {
        run: async (job) => {
          // What crosses to a worker thread must survive structured cloning.
          jobs.push(structuredClone(job));
          return runTaskJob(job, marketData, '2026-11-20');
        },
      },
    });
    const backtest = await send(service, 'POST', '/backtest/start_backtest', RSI_DIP);
    const cpmBody = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };
    const cpm = await send(service, 'POST', '/cpm/scan/start', cpmBody);
    await service.idle();

    // The jobs carry the requests as the endpoints' schemas parsed them: the thread does not parse them again.
    expect(jobs).toEqual([
      { kind: 'backtest', params: StrategyParamsInputSchema.parse(RSI_DIP) },
      { kind: 'cpm', mode: 'scan', params: CpmParamsSchema.parse(cpmBody) },
    ]);
    const done = await send(service, 'GET', `/backtest/status/${backtest.body.task_id}`);
    expect(done.body).toMatchObject({ status: 'SUCCESS', result: { Symbol: 'SPX' } });
    const scanned = await send(service, 'GET', `/cpm/status/${cpm.body.task_id}`);
    expect(scanned.body).toMatchObject({ status: 'SUCCESS', mode: 'scan', result: { code: 200 } });
  });

  it('keeps a task PENDING while it waits for a thread, RUNNING once it has one', async () => {
    const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);
    let start: () => void = () => undefined;
    let finish: () => void = () => undefined;
    const service = createService({
      marketData,
      tasks: new MemoryTaskStore(),
      accounts: new LocalAccount(),
      clock: steppingClock(),
      ids: sequentialIds(),
      executor: {
        run: async (job, events) => {
          await new Promise<void>((resolve) => (start = resolve));
          events?.started?.();
          await new Promise<void>((resolve) => (finish = resolve));
          return runTaskJob(job, marketData, '2026-11-20');
        },
      },
    });
    const { body } = await send(service, 'POST', '/backtest/start_backtest', RSI_DIP);
    const status = async () => (await send(service, 'GET', `/backtest/status/${body.task_id}`)).body.status;
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await status()).toBe('PENDING');
    start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await status()).toBe('RUNNING');
    finish();
    await service.idle();
    expect(await status()).toBe('SUCCESS');
  });
});
