/**
 * The benchmark over the strategy's own dates when it covers only part of them: MSFT 1990-2022 against the bundled
 * SPX 2000-2020. Every benchmark figure is recomputed here by plain loops over the result's equity and SPX's closes
 * read straight from the sample's lines, on the dates both have.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestResult } from '../../contract/index.ts';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { runParams } from './test-run-params.ts';

const SAMPLES = join(import.meta.dirname, '../../../public/samples');
const sample = (symbol: string) => readFileSync(join(SAMPLES, `${symbol}.csv`), 'utf8');

const marketData = new MemoryMarketData({
  MSFT: barsFromRows(parsePriceCsv(sample('MSFT')).rows),
  SPX: barsFromRows(parsePriceCsv(sample('SPX')).rows),
});

/** SPX's date -> close from the sample's lines (ISO dates there). */
const spx = (() => {
  const [header, ...lines] = sample('SPX').trim().split(/\r?\n/);
  const at = header.toLowerCase().split(',').indexOf('close');
  return new Map(lines.map((line) => [line.split(',')[0], Number(line.split(',')[at])]));
})();

const CAPITAL = 100_000;
const strategy = {
  symbol: 'MSFT',
  benchmark: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-8/15/30',
  start_date: '1990-01-01',
  end_date: '2022-12-31',
};

const run = (params: object): Promise<BacktestResult> => runParams(marketData, params);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const mean = (xs: number[]) => sum(xs) / xs.length;

describe('the benchmark over part of the strategy’s window', async () => {
  const result = await run(strategy);
  const { dates, equity } = result.Extra;
  const joined = dates.flatMap((d, i) => (spx.has(d) ? [{ d, i, e: equity[i], b: spx.get(d)! }] : []));
  const first = joined[0];
  const last = joined[joined.length - 1];
  const days = (Date.parse(last.d) - Date.parse(first.d)) / 86_400_000;
  const cagr = (growth: number) => (growth ** (365.25 / days) - 1) * 100;

  it('states the coverage: the common first and last dates and the share of the strategy’s dates', () => {
    const b = result.Extra.benchmark!;
    expect(dates[0].startsWith('1990')).toBe(true);
    expect(dates.at(-1)!.startsWith('2022')).toBe(true);
    expect(first.d).toBe('2000-01-03');
    expect(last.d).toBe('2020-04-17');
    expect(b.dates_matched).toBe(joined.length);
    expect(b.coverage).toEqual({
      first_date: '2000-01-03',
      last_date: '2020-04-17',
      strategy_dates: dates.length,
      share_pct: expect.closeTo((joined.length / dates.length) * 100, 5),
      whole_window: false,
    });
    expect(b.coverage!.share_pct).toBeLessThan(70);
  });

  it('computes every figure over the common dates, the strategy’s return and CAGR included', () => {
    const b = result.Extra.benchmark!;
    const rs: number[] = [];
    const rb: number[] = [];
    for (let k = 1; k < joined.length; k++) {
      rs.push(joined[k].e / joined[k - 1].e - 1);
      rb.push(joined[k].b / joined[k - 1].b - 1);
    }
    const ms = mean(rs);
    const mb = mean(rb);
    const cov = sum(rs.map((s, k) => (s - ms) * (rb[k] - mb)));
    const varS = sum(rs.map((s) => (s - ms) ** 2));
    const varB = sum(rb.map((x) => (x - mb) ** 2));
    const diff = rs.map((s, k) => s - rb[k]);
    const md = mean(diff);
    const sdDiff = Math.sqrt(sum(diff.map((x) => (x - md) ** 2)) / (diff.length - 1));
    const beta = cov / varB;
    const capture = (ks: number[]) => (sum(ks.map((k) => rs[k])) / sum(ks.map((k) => rb[k]))) * 100;
    const up = rb.flatMap((x, k) => (x > 0 ? [k] : []));
    const down = rb.flatMap((x, k) => (x < 0 ? [k] : []));
    const benchmarkGrowth = last.b / first.b;
    const strategyGrowth = last.e / first.e;

    // 2874.56 / 1455.22: SPX over the whole sample, which lies inside the strategy's window.
    expect(b.total_return_pct).toBeCloseTo((benchmarkGrowth - 1) * 100, 5);
    expect(b.total_return_pct).toBeCloseTo(97.53, 2);
    expect(b.cagr_pct).toBeCloseTo(cagr(benchmarkGrowth), 5);
    // Equity is kept at 4 decimals, so the strategy's figures recomputed from it agree to about 1e-8.
    expect(b.strategy_total_return_pct).toBeCloseTo((strategyGrowth - 1) * 100, 4);
    expect(b.strategy_cagr_pct).toBeCloseTo(cagr(strategyGrowth), 4);
    expect(b.strategy_total_return_pct).not.toBeCloseTo(result['Total Return (%)'], 0);
    expect(b.beta).toBeCloseTo(beta, 5);
    expect(b.alpha_pct).toBeCloseTo((ms - beta * mb) * 252 * 100, 4);
    expect(b.correlation).toBeCloseTo(cov / Math.sqrt(varS * varB), 5);
    expect(b.tracking_error_pct).toBeCloseTo(sdDiff * Math.sqrt(252) * 100, 4);
    expect(b.information_ratio).toBeCloseTo((md * 252) / (sdDiff * Math.sqrt(252)), 4);
    expect(b.up_capture_pct).toBeCloseTo(capture(up), 4);
    expect(b.down_capture_pct).toBeCloseTo(capture(down), 4);
    // The curve: SPX scaled to the capital on the first common date, null outside the common part and on gaps.
    dates.forEach((d, i) => {
      const close = spx.get(d);
      if (close === undefined) expect(b.equity[i], d).toBeNull();
      else expect(b.equity[i], d).toBeCloseTo((CAPITAL * close) / first.b, 3);
    });
  });

  it('gives the benchmark’s months and years over the common part only', () => {
    const b = result.Extra.benchmark!;
    const byPrefix = (chars: number) => {
      const lastOf = new Map<string, number>();
      for (const x of joined) lastOf.set(x.d.slice(0, chars), x.b);
      let base = first.b;
      return [...lastOf].map(([key, close]) => {
        const pct = (close / base - 1) * 100;
        base = close;
        return { key, pct };
      });
    };
    const years = byPrefix(4);
    expect(b.annual_returns.map((y) => String(y.year))).toEqual(years.map((y) => y.key));
    expect(b.annual_returns[0].year).toBe(2000);
    expect(b.annual_returns.at(-1)!.year).toBe(2020);
    b.annual_returns.forEach((y, i) => expect(y.return_pct, String(y.year)).toBeCloseTo(years[i].pct, 5));
    const months = byPrefix(7);
    expect(b.monthly_returns).toHaveLength(months.length);
    b.monthly_returns.forEach((m, i) => {
      expect(`${m.year}-${String(m.month).padStart(2, '0')}`).toBe(months[i].key);
      expect(m.return_pct).toBeCloseTo(months[i].pct, 5);
    });
  });

  it('gives each window its own benchmark figures', async () => {
    const later = await run({ ...strategy, start_date: '2010-01-01', end_date: '2015-12-31' });
    const b = later.Extra.benchmark!;
    const inside = later.Extra.dates.filter((d) => spx.has(d));
    expect(b.coverage).toMatchObject({ first_date: inside[0], last_date: inside.at(-1), whole_window: true });
    expect(b.total_return_pct).toBeCloseTo((spx.get(inside.at(-1)!)! / spx.get(inside[0])! - 1) * 100, 5);
  });
});

describe('CSV mode with the benchmark’s own symbol', () => {
  it('reads the benchmark from the rows, not from the connection’s copy of the symbol', async () => {
    // Rows under the name SPX that are not the bundled SPX: 60 weekdays of a steady rise from 100 to 159.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const date = new Date(Date.UTC(2005, 0, 3) + Math.floor(i / 5) * 7 * 86_400_000 + (i % 5) * 86_400_000);
      const close = 100 + i;
      return { Date: date.toISOString().slice(0, 10), Open: close, High: close, Low: close, Close: close, Volume: 1 };
    });
    const params = { ...strategy, symbol: 'SPX', benchmark: 'spx', csv_mode: true, csv_data: rows };
    const result = await run(params);
    const b = result.Extra.benchmark!;
    expect(b.symbol).toBe('SPX');
    expect(b.dates_matched).toBe(60);
    expect(b.coverage).toMatchObject({ first_date: rows[0].Date, last_date: rows[59].Date, whole_window: true });
    expect(b.total_return_pct).toBeCloseTo((159 / 100 - 1) * 100, 6);
    // The benchmark's line is the file's buy and hold.
    b.equity.forEach((v, i) => expect(v).toBeCloseTo((CAPITAL * (100 + i)) / 100, 3));
  });
});
