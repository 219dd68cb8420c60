import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestTask } from '../contract/index.ts';
import { runCli } from './testing/run-cli.ts';

const SAMPLES = join(import.meta.dirname, '../../public/samples');

/** Date -> close from a bundled sample's lines, read here rather than through the service's CSV reader. */
function closesByDate(symbol: string): Map<string, number> {
  const [header, ...lines] = readFileSync(join(SAMPLES, `${symbol}.csv`), 'utf8')
    .trim()
    .split(/\r?\n/);
  const at = header.toLowerCase().split(',').indexOf('close');
  return new Map(lines.map((line) => [line.split(',')[0], Number(line.split(',')[at])]));
}

const strategy = {
  name: 'RSI dip against the Dow',
  symbol: 'SPX',
  benchmark: 'DJI',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2008-01-01',
  end_date: '2012-12-31',
};

async function backtest(params: object): Promise<BacktestTask> {
  const run = await runCli(['POST', '/backtest/start_backtest', '--wait'], JSON.stringify(params));
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as BacktestTask;
}

const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;

describe('the CLI’s backtest tearsheet', () => {
  it('compares SPX with DJI when asked, over the dates both have', async () => {
    const task = await backtest(strategy);
    expect(task.status).toBe('SUCCESS');
    const { dates, equity, benchmark, benchmark_note } = task.result!.Extra;
    expect(benchmark_note).toBeNull();
    expect(benchmark).toMatchObject({ symbol: 'DJI' });

    // Independently: the result's equity joined with DJI's closes by date, returns between joined dates, two passes.
    const dji = closesByDate('DJI');
    const joined = dates.flatMap((d, i) => (dji.has(d) ? [{ e: equity[i], b: dji.get(d)! }] : []));
    const rs = joined.slice(1).map((x, k) => x.e / joined[k].e - 1);
    const rb = joined.slice(1).map((x, k) => x.b / joined[k].b - 1);
    const ms = mean(rs);
    const mb = mean(rb);
    const cov = mean(rs.map((s, k) => (s - ms) * (rb[k] - mb)));
    const varB = mean(rb.map((b) => (b - mb) ** 2));
    const varS = mean(rs.map((s) => (s - ms) ** 2));
    const beta = cov / varB;
    expect(benchmark!.dates_matched).toBe(joined.length);
    expect(benchmark!.beta).toBeCloseTo(beta, 5);
    expect(benchmark!.alpha_pct).toBeCloseTo((ms - beta * mb) * 252 * 100, 3);
    expect(benchmark!.correlation).toBeCloseTo(cov / Math.sqrt(varS * varB), 5);
    const first = joined[0].b;
    expect(benchmark!.total_return_pct).toBeCloseTo((joined[joined.length - 1].b / first - 1) * 100, 4);
    expect(benchmark!.equity[0]).toBe(100_000);
    expect(benchmark!.equity.at(-1)).toBeCloseTo((100_000 * joined[joined.length - 1].b) / first, 3);
  });

  it('answers benchmark null with a note naming a benchmark that has no data, and still succeeds', async () => {
    const task = await backtest({ ...strategy, benchmark: 'NOSUCH' });
    expect(task.status).toBe('SUCCESS');
    expect(task.result!['Total Trades']).toBeGreaterThan(0);
    expect(task.result!.Extra.benchmark).toBeNull();
    expect(task.result!.Extra.benchmark_note).toBe(
      'The benchmark NOSUCH has no price data here, so there is no comparison.',
    );
    expect(task.result!.Extra.monthly_returns).toHaveLength(5 * 12);
  });
});
