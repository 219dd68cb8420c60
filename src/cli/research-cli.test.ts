import { describe, expect, it } from 'vitest';
import type { BacktestTask, SweepTask, WalkForwardTask } from '../contract/index.ts';
import { runCli } from './testing/run-cli.ts';

const strategy = {
  name: 'Dip buyer',
  symbol: 'MSFT',
  start_date: '2006-01-01',
  end_date: '2011-12-31',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossBelow', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-7/12/30',
};

async function cli<T>(path: string, body: object): Promise<T> {
  const run = await runCli(['POST', path, '--wait'], JSON.stringify(body));
  expect(run.code, run.stderr || run.stdout).toBe(0);
  return JSON.parse(run.stdout) as T;
}

describe('research through the CLI', () => {
  it('runs a sweep with --wait: each cell is what a backtest of it reports', async () => {
    const sweep = await cli<SweepTask>('/backtest/sweep/start', {
      strategy,
      axes: [{ path: 'entry.condition.rule.comparison_value', values: [25, 35] }],
    });
    expect(sweep.status).toBe('SUCCESS');
    expect(sweep.task_type).toBe('sweep');
    for (const [i, level] of [25, 35].entries()) {
      const plain = await cli<BacktestTask>('/backtest/start_backtest', {
        ...strategy,
        entry: {
          ...strategy.entry,
          condition: { ...strategy.entry.condition, rule: { type_name: 'CrossBelow', comparison_value: level } },
        },
      });
      const cell = sweep.result!.cells[i];
      expect(cell.values).toEqual([level]);
      expect(cell['Total Trades']).toBe(plain.result!['Total Trades']);
      expect(cell['Total Return (%)']).toBe(plain.result!['Total Return (%)']);
      expect(cell['Sharpe Ratio']).toBe(plain.result!['Sharpe Ratio']);
    }
  });

  it('runs a walk-forward with --wait: window 1 out of sample is a backtest of its chosen values on its dates', async () => {
    const walk = await cli<WalkForwardTask>('/backtest/walk_forward/start', {
      strategy,
      axes: [{ path: 'risk_control.days', values: [10, 30] }],
      in_sample_bars: 500,
      out_of_sample_bars: 250,
      metric: 'CAGR',
    });
    expect(walk.status, walk.error).toBe('SUCCESS');
    const [first] = walk.result!.windows;
    expect(walk.result!.windows.length).toBeGreaterThanOrEqual(3);
    const plain = await cli<BacktestTask>('/backtest/start_backtest', {
      ...strategy,
      risk_control: `-7/12/${first.chosen[0]}`,
      start_date: first.out_of_sample_start,
      end_date: first.out_of_sample_end,
    });
    expect(first.out_of_sample['Total Return (%)']).toBe(plain.result!['Total Return (%)']);
    expect(walk.result!.equity.slice(0, plain.result!.Extra.equity.length)).toEqual(plain.result!.Extra.equity);
  });

  it('answers a sweep over the limit with exit 1 and the count', async () => {
    const run = await runCli(
      ['POST', '/backtest/sweep/start', '--wait'],
      JSON.stringify({
        strategy,
        axes: [
          { path: 'capital_alloc', values: { from: 0.0001, to: 1, step: 0.0001 } },
          { path: 'symbol', values: ['MSFT', 'SPX'] },
        ],
      }),
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/20,000 combinations/);
  });
});
