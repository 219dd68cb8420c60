import { describe, expect, it } from 'vitest';
import { createTestConnection } from '../testing/test-connection.ts';
import { AnalyticsClient } from './analytics-client.ts';
import { AnalyticsError, ApiError } from './api-error.ts';

describe('AnalyticsClient over the in-browser service', () => {
  it('reads a success envelope and hands back its data', async () => {
    const { analytics } = await createTestConnection();
    const holidays = await analytics.holidays();
    expect(holidays).toHaveLength(16);
    expect(holidays).toContain('Good Friday');
  });

  it('throws an AnalyticsError with the body code, the message and the fields', async () => {
    const { analytics } = await createTestConnection();
    const bad = analytics.symbolCorrelation({
      benchmark: 'SPX',
      stock_comparison: ['MSFT'],
      start_date: '2020-02-30',
      end_date: '2020-03-31',
    });
    await expect(bad).rejects.toBeInstanceOf(AnalyticsError);
    await expect(bad).rejects.toMatchObject({ code: 400, status: 400, fieldErrors: [{ path: 'start_date' }] });
    await expect(analytics.seasonality({ ticker: 'NOPE' })).rejects.toMatchObject({
      code: 404,
      message: expect.stringContaining('no price data for NOPE'),
    });
  });

  it('answers "nothing found" as a CPM result (code 407), not as a failure', async () => {
    const { analytics } = await createTestConnection();
    const result = await analytics.cpmNow('scan', {
      symbol: 'SPX',
      corr_per: 100,
      time_in_market: 10,
      system_pattern: 'triple_tap',
    });
    expect(result).toMatchObject({ code: 407, data: null });
  });

  it('submits a CPM task and reads it back finished', async () => {
    const connection = await createTestConnection();
    const body = { symbol: 'SPX', corr_per: 70, time_in_market: 21, system_pattern: 'rounding_bottom' };
    const { task_id } = await connection.analytics.submitCpm('backtest', body);
    await connection.parts.service.idle();
    const task = await connection.analytics.cpmTask(task_id);
    expect(task).toMatchObject({ status: 'SUCCESS', mode: 'backtest', result: { code: 200, task_id } });
    expect(JSON.parse(task.params)).toEqual(body);
    const list = await connection.analytics.cpmTasks({ limit: 20, offset: 0, mode: 'backtest' });
    expect(list.tasks.map((t) => t.task_id)).toEqual([task_id]);
  });

  it('refuses an answer that is not in the contract shape', async () => {
    const client = new AnalyticsClient({ request: async () => ({ status: 200, body: { code: 200, data: [] } }) });
    await expect(client.holidays()).rejects.toEqual(expect.any(ApiError));
    await expect(client.holidays()).rejects.toMatchObject({ status: 502 });
  });
});
