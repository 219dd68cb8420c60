import { describe, expect, it } from 'vitest';
import type { SweepCell, SweepFigures, SweepTask, WalkForwardTask, WalkForwardWindow } from '../../contract/index.ts';
import { NO_FIGURES, SweepTaskSchema, WalkForwardTaskSchema } from '../../contract/index.ts';
import { BUNDLED_SAMPLES_DIR, FolderMarketData } from '../../node/folder-market-data.ts';
import { send, testService } from '../testing/harness.ts';
import { bestIndex, sweepBest, tiesOf } from './sweep-best.ts';
import { efficiencyOf, walkForwardWarnings } from './walk-forward-verdict.ts';

const marketData = new FolderMarketData([BUNDLED_SAMPLES_DIR]);

const cell = (values: number[], trades: number, ret: number, error?: string): SweepCell => ({
  ...NO_FIGURES,
  values,
  'Total Trades': trades,
  'Total Return (%)': ret,
  ...(error && { error }),
});

const figures = (trades: number, cagr: number | null): SweepFigures => ({
  ...NO_FIGURES,
  'Total Trades': trades,
  CAGR: cagr,
});

const window = (oosTrades: number): WalkForwardWindow => ({
  in_sample_start: '2010-01-04',
  in_sample_end: '2010-12-31',
  out_of_sample_start: '2011-01-03',
  out_of_sample_end: '2011-06-30',
  chosen: [1],
  in_sample: figures(40, 5),
  out_of_sample: figures(oosTrades, 2),
});

describe('the best cell of a sweep', () => {
  // returns 50 (7 trades), 20 (70 trades), 35 (30 trades), 90 (could not run)
  const cells = [cell([1], 7, 50), cell([2], 70, 20), cell([3], 30, 35), cell([4], 99, 90, 'no data')];

  it('passes over a cell with fewer trades than min_trades even when its return is the highest', () => {
    expect(bestIndex(cells, 'Total Return (%)', 0)).toBe(0);
    // 7 < 30: cell 0 is out; of 20 and 35 the third cell wins; the failed cell never counts
    expect(sweepBest(cells, 'Total Return (%)', 30)).toEqual({ min_trades: 30, best: 2, best_reason: null });
    // 30 < 31: only the 70-trade cell is left
    expect(sweepBest(cells, 'Total Return (%)', 31).best).toBe(1);
  });

  it('says why there is no best cell when none has enough trades', () => {
    const verdict = sweepBest(cells, 'Total Return (%)', 100);
    expect(verdict.best).toBeNull();
    expect(verdict.best_reason).toBe(
      'no combination made at least 100 trades (min_trades): 3 ran with fewer, too few to call one best',
    );
  });

  it('counts the other cells with the same figure as the chosen one', () => {
    const tied = [cell([1], 40, 10), cell([2], 40, 10), cell([3], 40, 4), cell([4], 40, 10)];
    expect(tiesOf(tied, 'Total Return (%)', tied[0])).toBe(2);
    expect(tiesOf(cells, 'Total Return (%)', cells[2])).toBe(0);
  });
});

describe('the walk-forward verdict', () => {
  it('lists the windows without an out-of-sample trade and the tied choices, numbered from 1', () => {
    const windows = [window(3), window(0), window(2), window(0), window(0)];
    expect(walkForwardWarnings(windows, [1, 4])).toEqual([
      {
        kind: 'no_trades',
        windows: [2, 4, 5],
        message:
          '3 of 5 windows made no trade out of sample (windows 2, 4 and 5): their figures say nothing about the choice.',
      },
      {
        kind: 'tied_choice',
        windows: [1, 4],
        message:
          "In windows 1 and 4 other combinations scored the same in sample: the first in order was taken, so the choice is not the data's.",
      },
    ]);
    expect(walkForwardWarnings([window(1)], [])).toEqual([]);
  });

  it('gives no efficiency below min_trades out of sample, and says why', () => {
    // 8 trades out of sample, CAGR 4 against 8 in sample: 0.5 if it were judged
    expect(efficiencyOf(figures(8, 4), 8, 30)).toEqual({
      efficiency: null,
      efficiency_reason:
        'the out-of-sample windows made 8 trades in all, fewer than min_trades (30): too few to judge whether the choices hold up',
    });
    expect(efficiencyOf(figures(30, 4), 8, 30)).toEqual({ efficiency: 0.5, efficiency_reason: null });
    expect(efficiencyOf(figures(30, 4), 0, 30).efficiency_reason).toMatch(/in-sample annualised return was 0/);
  });
});

/** RSI(14) under `level` on SPX, out after `days` bars or at the stop. */
const rsiDip = (level: number, days: number, window = { start_date: '2004-01-01', end_date: '2016-12-31' }) => ({
  name: 'RSI dip',
  symbol: 'SPX',
  ...window,
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: level } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: `-8//${days}`,
});

async function finished<T>(
  service: ReturnType<typeof testService>,
  path: string,
  body: object,
  read: (v: unknown) => T,
) {
  const submitted = await send<{ task_id: string }>(service, 'POST', path, body);
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
  await service.idle();
  return read((await send(service, 'GET', `/backtest/status/${submitted.body.task_id}`)).body);
}

describe('min_trades through the service', () => {
  it('a sweep never calls best a cell with fewer trades than min_trades', async () => {
    const service = testService({ marketData });
    const body = {
      strategy: rsiDip(30, 10),
      axes: [
        { path: 'entry.condition.rule.comparison_value', values: [20, 25, 30, 35, 40] },
        { path: 'risk_control.days', values: [5, 21] },
      ],
      metric: 'Total Return (%)',
    };
    const sweep = (minTrades: number) =>
      finished(service, '/backtest/sweep/start', { ...body, min_trades: minTrades }, (v): SweepTask =>
        SweepTaskSchema.parse(v),
      );
    const open = (await sweep(0)).result!;
    const returns = open.cells.map((c) => c['Total Return (%)']!);
    const top = returns.indexOf(Math.max(...returns));
    expect(open.best).toBe(top);
    // Ask for one trade more than the top cell made: it must step aside for the best of the cells that qualify.
    const bar = open.cells[top]['Total Trades']! + 1;
    const strict = (await sweep(bar)).result!;
    expect(strict.cells).toEqual(open.cells);
    expect(strict.min_trades).toBe(bar);
    const qualifying = open.cells.flatMap((c, i) => (c['Total Trades']! >= bar ? [i] : []));
    if (qualifying.length === 0) {
      expect(strict.best).toBeNull();
      expect(strict.best_reason).toMatch(`at least ${bar} trades`);
    } else {
      const expected = qualifying.reduce((b, i) => (returns[i] > returns[b] ? i : b));
      expect(strict.best).toBe(expected);
      expect(strict.best).not.toBe(top);
    }
    // the default is 30
    const plain = await finished(service, '/backtest/sweep/start', body, (v) => SweepTaskSchema.parse(v));
    expect(plain.result!.min_trades).toBe(30);
  });

  it('refuses a min_trades that is not a whole number of 0 or more, naming the field', async () => {
    const service = testService({ marketData });
    const base = {
      strategy: rsiDip(30, 10),
      axes: [{ path: 'risk_control.days', values: [5, 10] }],
    };
    for (const [min_trades, message] of [
      [-1, /min_trades.*0 or more/],
      [2.5, /min_trades.*whole number/],
      ['30', /min_trades.*whole number/],
    ] as const) {
      const answer = await send<{ detail: string }>(service, 'POST', '/backtest/sweep/start', { ...base, min_trades });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toMatch(message);
    }
  });

  it('a walk-forward that barely trades warns of each idle window and tied choice, and gives no efficiency', async () => {
    const service = testService({ marketData });
    // RSI(14) under 20 is rare on SPX: most windows make no trade, and in sample the holding days cannot matter when
    // nothing trades, so those choices are ties.
    const task = await finished(
      service,
      '/backtest/walk_forward/start',
      {
        strategy: rsiDip(20, 10, { start_date: '2010-01-01', end_date: '2014-12-31' }),
        axes: [{ path: 'risk_control.days', values: [5, 10, 21] }],
        metric: 'Total Return (%)',
        in_sample_bars: 250,
        out_of_sample_bars: 100,
      },
      (v): WalkForwardTask => WalkForwardTaskSchema.parse(v),
    );
    expect(task.status, task.error).toBe('SUCCESS');
    const result = task.result!;
    const idle = result.windows.flatMap((w, i) => (w.out_of_sample['Total Trades'] === 0 ? [i + 1] : []));
    expect(idle.length).toBeGreaterThan(0);
    expect(result.warnings.find((w) => w.kind === 'no_trades')?.windows).toEqual(idle);
    // A window that traded nothing in sample has every combination at a 0 % return: a tie.
    const flat = result.windows.flatMap((w, i) => (w.in_sample['Total Trades'] === 0 ? [i + 1] : []));
    expect(flat.length).toBeGreaterThan(0);
    const tied = result.warnings.find((w) => w.kind === 'tied_choice')?.windows ?? [];
    for (const k of flat) expect(tied).toContain(k);
    const trades = result.figures['Total Trades']!;
    expect(trades).toBeLessThan(30);
    expect(result.min_trades).toBe(30);
    expect(result.efficiency).toBeNull();
    expect(result.efficiency_reason).toContain(`made ${trades} trade`);
  });
});
