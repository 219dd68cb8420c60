import { describe, expect, it } from 'vitest';
import type { BacktestResult, SweepResult, SweepTask } from '../../contract/index.ts';
import { BacktestTaskSchema, SweepTaskSchema } from '../../contract/index.ts';
import { normalCdf } from '../../engine/options/normal.ts';
import { normalQuantile } from '../../engine/research/normal-quantile.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';
import { planSweep } from './sweep-plan.ts';

const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);

/** RSI(period) dips under `level`, out when it crosses 70, with a stop; written out whole for every combination. */
function rsiDip(level: number, period: number, symbol = 'SPX') {
  return {
    name: 'RSI dip',
    symbol,
    start_date: '2004-01-01',
    end_date: '2016-12-31',
    entry: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: `RSI(${period})` }, rule: { type_name: 'CrossBelow', comparison_value: level } },
    },
    exit: {
      rule_type: 'SingleCondition',
      condition: { signal: { name: `RSI(${period})` }, rule: { type_name: 'CrossAbove', comparison_value: 70 } },
    },
    risk_control: '-8//',
  };
}

/** What a plain backtest of the strategy reports, through the same service's own endpoint. */
async function plainBacktest(service: ReturnType<typeof testService>, params: object): Promise<BacktestResult> {
  const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/start_backtest', params);
  expect(submitted.status).toBe(202);
  await service.idle();
  const task = BacktestTaskSchema.parse(
    (await send(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body,
  );
  expect(task.status, task.error).toBe('SUCCESS');
  return task.result!;
}

async function finishedSweep(service: ReturnType<typeof testService>, body: object): Promise<SweepTask> {
  const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/sweep/start', body);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  await service.idle();
  return SweepTaskSchema.parse((await send(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body);
}

function expectCellIsBacktest(cell: SweepResult['cells'][number], result: BacktestResult) {
  expect(cell.error).toBeUndefined();
  expect(cell['Total Trades']).toBe(result['Total Trades']);
  expect(cell['Total Return (%)']).toBe(result['Total Return (%)']);
  expect(cell.CAGR).toBe(result.CAGR);
  expect(cell['Sharpe Ratio']).toBe(result['Sharpe Ratio']);
  expect(cell['Max Drawdown']).toBe(result['Max Drawdown']);
  expect(cell['Win Rate']).toBe(result['Win Rate']);
  expect(cell.profit_factor).toBe(result.Extra.profit_factor);
}

describe('POST /backtest/sweep/start', () => {
  it('answers every cell of a 3 x 4 grid on SPX exactly as a plain backtest of that combination', async () => {
    const service = testService({ marketData });
    const levels = [25, 30, 35];
    const periods = [7, 10, 14, 21];
    const task = await finishedSweep(service, {
      strategy: rsiDip(30, 14),
      axes: [
        { path: 'entry.condition.rule.comparison_value', values: { from: 25, to: 35, step: 5 } },
        { path: 'entry.condition.signal.name', values: periods.map((p) => `RSI(${p})`) },
      ],
      metric: 'CAGR',
    });
    expect(task.status).toBe('SUCCESS');
    expect(task.task_type).toBe('sweep');
    const result = task.result!;
    expect(result.metric).toBe('CAGR');
    expect(result.axes.map((a) => a.values)).toEqual([levels, periods.map((p) => `RSI(${p})`)]);
    expect(result.cells).toHaveLength(12);
    // Only the entry's signal is swept: the exit keeps RSI(14), as the strategy wrote it.
    for (const [i, level] of levels.entries())
      for (const [j, period] of periods.entries()) {
        const cell = result.cells[i * periods.length + j];
        expect(cell.values).toEqual([level, `RSI(${period})`]);
        const strategy = rsiDip(level, period);
        strategy.exit.condition.signal.name = 'RSI(14)';
        expectCellIsBacktest(cell, await plainBacktest(service, strategy));
      }
    // The grid is not flat: the axes change the outcome (else the test would pass on a sweep that ignored them).
    expect(new Set(result.cells.map((c) => c['Total Trades'])).size).toBeGreaterThan(3);
  });

  it('runs one strategy on many symbols, a symbol without data giving its error in its cell', async () => {
    const service = testService({ marketData });
    const symbols = ['SPX', 'MSFT', 'AAPL', 'IBM', 'NOSUCH'];
    const task = await finishedSweep(service, {
      strategy: rsiDip(30, 14),
      axes: [{ path: 'symbol', values: symbols }],
    });
    expect(task.status).toBe('SUCCESS');
    for (const [i, symbol] of symbols.entries()) {
      const cell = task.result!.cells[i];
      expect(cell.values).toEqual([symbol]);
      if (symbol === 'NOSUCH') {
        expect(cell.error).toMatch(/NOSUCH/);
        expect(cell['Total Trades']).toBeNull();
      } else expectCellIsBacktest(cell, await plainBacktest(service, rsiDip(30, 14, symbol)));
    }
  });

  it('sweeps a segment of risk_control, leaving the others as written', async () => {
    const service = testService({ marketData });
    const task = await finishedSweep(service, {
      strategy: rsiDip(30, 14),
      axes: [{ path: 'risk_control.days', values: [5, 21] }],
    });
    for (const [i, days] of [5, 21].entries())
      expectCellIsBacktest(
        task.result!.cells[i],
        await plainBacktest(service, { ...rsiDip(30, 14), risk_control: `-8//${days}` }),
      );
  });

  it('refuses the 10,001st combination with a 400 that names the count, and takes 10,000', async () => {
    const service = testService({ marketData });
    const over = await send<{ detail: string }>(service, 'POST', '/backtest/sweep/start', {
      strategy: rsiDip(30, 14),
      axes: [{ path: 'entry.condition.rule.comparison_value', values: { from: 1, to: 10_001, step: 1 } }],
    });
    expect(over.status).toBe(400);
    expect(over.body.detail).toContain('10,001 combinations');
    const axes = [
      { path: 'entry.condition.rule.comparison_value', values: { from: 1, to: 100, step: 1 } },
      { path: 'exit.condition.rule.comparison_value', values: { from: 0.5, to: 50, step: 0.5 } },
    ];
    expect(planSweep({ strategy: rsiDip(30, 14), axes }).count).toBe(10_000);
  });

  it('names the field of a bad request', async () => {
    const service = testService({ marketData });
    const cases: [object, RegExp][] = [
      [{ strategy: rsiDip(30, 14), axes: [] }, /axes: a sweep needs 1 to 3 axes/],
      [
        { strategy: rsiDip(30, 14), axes: [{ path: 'entry.steps.1.rule.period', values: [5] }] },
        /axes\.0\.path: the strategy has no entry\.steps/,
      ],
      [
        { strategy: rsiDip(30, 14), axes: [{ path: 'risk_control.trail', values: [5] }] },
        /axes\.0\.path: risk_control has the segments stop, take, days/,
      ],
      [
        { strategy: rsiDip(30, 14), axes: [{ path: 'symbol', values: { from: 5, to: 1, step: 1 } }] },
        /axes\.0\.values/,
      ],
      [
        { strategy: { ...rsiDip(30, 14), symbol: '' }, axes: [{ path: 'capital_alloc', values: [0.5] }] },
        /strategy\.symbol/,
      ],
      [
        { strategy: rsiDip(30, 14), axes: [{ path: 'capital_alloc', values: [0.5] }], metric: 'Luck' },
        /metric must be one of/,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await send<{ detail: string }>(service, 'POST', '/backtest/sweep/start', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.detail).toMatch(message);
    }
  });

  it('reports progress while it runs, and a cancel stops it with no result', async () => {
    const service = testService({ marketData });
    // The largest sweep there is (10,000 combinations): a status request needs a few of the sweep's pauses to be
    // answered, and a small sweep on an idle machine ends before it has paused that often.
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/sweep/start', {
      strategy: rsiDip(30, 14),
      axes: [
        { path: 'entry.condition.rule.comparison_value', values: { from: 0, to: 99, step: 1 } },
        { path: 'exit.condition.rule.comparison_value', values: { from: 1, to: 100, step: 1 } },
      ],
    });
    const id = submitted.body.task_id;
    let progress: number | undefined;
    for (let i = 0; i < 500 && progress === undefined; i++) {
      await new Promise((r) => setTimeout(r, 5));
      progress = SweepTaskSchema.parse((await send(service, 'GET', `/backtest/status/${id}`)).body).progress;
    }
    expect(progress).toBeGreaterThan(0);
    expect(progress).toBeLessThan(1);
    const cancel = await send(service, 'POST', `/backtest/tasks/${id}/cancel`);
    expect(cancel.status).toBe(200);
    await service.idle();
    const task = SweepTaskSchema.parse((await send(service, 'GET', `/backtest/status/${id}`)).body);
    expect(task.status).toBe('FAILED');
    expect(task.error).toMatch(/cancelled/);
    expect(task.result).toBeUndefined();
    const again = await send(service, 'POST', `/backtest/tasks/${id}/cancel`);
    expect(again.status).toBe(409);
  });

  it('lists a sweep among the backtest tasks, named after its strategy', async () => {
    const service = testService({ marketData });
    await finishedSweep(service, { strategy: rsiDip(30, 14), axes: [{ path: 'symbol', values: ['SPX'] }] });
    const list = await send<{ tasks: { task_type: string; strategy_name: string; symbol: string }[] }>(
      service,
      'GET',
      '/backtest/tasks?q=rsi',
    );
    expect(list.body.tasks).toEqual([
      expect.objectContaining({ task_type: 'sweep', strategy_name: 'RSI dip', symbol: 'SPX' }),
    ]);
  });
});

describe('DELETE /backtest/tasks/{id} of a running sweep', () => {
  it('stops it and removes it, with nothing written after', async () => {
    const service = testService({ marketData });
    const submitted = await send<{ task_id: string }>(service, 'POST', '/backtest/sweep/start', {
      strategy: rsiDip(30, 14),
      axes: [
        { path: 'entry.condition.rule.comparison_value', values: { from: 10, to: 49, step: 0.5 } },
        { path: 'risk_control.days', values: { from: 1, to: 40, step: 1 } },
      ],
    });
    const id = submitted.body.task_id;
    for (let i = 0; i < 500; i++) {
      const task = SweepTaskSchema.parse((await send(service, 'GET', `/backtest/status/${id}`)).body);
      if (task.status === 'RUNNING') break;
      await new Promise((r) => setTimeout(r, 2));
    }
    expect((await service.app.request(`/backtest/tasks/${id}`, { method: 'DELETE' })).status).toBe(204);
    await service.idle();
    expect((await send(service, 'GET', `/backtest/status/${id}`)).status).toBe(404);
  });
});

/** Per-bar mean over sample deviation, skew and kurtosis of an equity curve's returns, written out. */
function shapeOf(equity: readonly number[]) {
  const r = equity.slice(1).map((e, i) => e / equity[i] - 1);
  const n = r.length;
  const mean = r.reduce((s, v) => s + v, 0) / n;
  const moment = (k: number) => r.reduce((s, v) => s + (v - mean) ** k, 0) / n;
  return {
    n,
    sharpe: mean / Math.sqrt((moment(2) * n) / (n - 1)),
    skew: moment(3) / moment(2) ** 1.5,
    kurtosis: moment(4) / moment(2) ** 2,
  };
}

describe('a sweep result’s overfitting block', () => {
  it('measures every cell’s bar returns as a plain backtest of it gives them', async () => {
    const service = testService({ marketData });
    const levels = [25, 35];
    const periods = [7, 10, 14];
    const task = await finishedSweep(service, {
      strategy: rsiDip(30, 14),
      axes: [
        { path: 'entry.condition.rule.comparison_value', values: levels },
        { path: 'entry.condition.signal.name', values: periods.map((p) => `RSI(${p})`) },
      ],
      min_trades: 0,
    });
    const result = task.result!;
    const raw = JSON.stringify(result.cells);
    expect(raw).not.toContain('returns');

    const shapes = [];
    for (const level of levels)
      for (const period of periods) {
        const plain = await plainBacktest(service, {
          ...rsiDip(level, period),
          exit: rsiDip(30, 14).exit,
        });
        shapes.push(shapeOf(plain.Extra.equity));
      }
    const sharpes = shapes.map((s) => s.sharpe);
    const mean = sharpes.reduce((s, v) => s + v, 0) / 6;
    const std = Math.sqrt(sharpes.reduce((s, v) => s + (v - mean) ** 2, 0) / 5);
    const bestIndex = sharpes.indexOf(Math.max(...sharpes));
    const best = shapes[bestIndex];
    const gamma = 0.5772156649;
    const expected = std * ((1 - gamma) * normalQuantile(1 - 1 / 6) + gamma * normalQuantile(1 - 1 / (6 * Math.E)));
    const z =
      ((best.sharpe - expected) * Math.sqrt(best.n - 1)) /
      Math.sqrt(1 - best.skew * best.sharpe + ((best.kurtosis - 1) / 4) * best.sharpe ** 2);

    const o = result.overfitting!;
    expect(o.trials).toBe(6);
    expect(o.best_cell).toBe(bestIndex);
    // the plain result's equity is rounded to cents, so the figures agree to a few digits only
    expect(o.best_sharpe).toBeCloseTo(best.sharpe, 5);
    expect(o.sharpe_std).toBeCloseTo(std, 5);
    expect(o.expected_max_sharpe).toBeCloseTo(expected, 5);
    expect(o.deflated_sharpe).toBeCloseTo(normalCdf(z), 3);
    expect(o.pbo_cells).toBe(6);
    expect(o.pbo).toBeGreaterThanOrEqual(0);
    expect(o.pbo).toBeLessThanOrEqual(1);
  });
});
