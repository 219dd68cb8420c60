import { describe, expect, it } from 'vitest';
import type { BacktestTask } from '../../contract/index.ts';
import { STRATEGY_TEMPLATES } from '../../domain/strategy-templates.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';

/** Every starter template of the strategy library runs on the bundled samples alone, and trades. */
describe('the strategy templates on the bundled data', () => {
  const service = testService({ marketData: new FolderMarketData([BUNDLED_SAMPLES_DIR]) });

  it.each(STRATEGY_TEMPLATES.map((t) => [t.name, t] as const))('%s runs to SUCCESS with trades', async (_name, t) => {
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', t.request);
    expect(submitted.status).toBe(202);
    await service.backtests.idle();
    const task = (await send<BacktestTask>(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body;
    expect(task.status, JSON.stringify(task.error ?? null)).toBe('SUCCESS');
    const trades = task.result!.Extra.trades;
    expect(trades.length).toBeGreaterThan(0);
  });
});
