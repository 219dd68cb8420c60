/**
 * The tearsheet on real data: an RSI strategy on SPX 2000-2020 against DJI, its equity rebuilt from its trades and the
 * sample closes, and every tearsheet figure recomputed from that equity by plain loops written here (a date-keyed join
 * for the benchmark, grouping by date strings for the periods, runs below the peak for the drawdowns).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BacktestResult, DrawdownEpisode, Trade } from '../../contract/index.ts';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { runParams } from './test-run-params.ts';

const SAMPLES = join(import.meta.dirname, '../../../public/samples');
const sample = (symbol: string) => readFileSync(join(SAMPLES, `${symbol}.csv`), 'utf8');

/** Date -> close read straight from a sample's lines (not through the CSV reader the service uses). */
function closesByDate(symbol: string): Map<string, number> {
  const [header, ...lines] = sample(symbol).trim().split(/\r?\n/);
  const at = header.toLowerCase().split(',').indexOf('close');
  return new Map(lines.map((line) => [line.split(',')[0], Number(line.split(',')[at])]));
}

const marketData = new MemoryMarketData({
  SPX: barsFromRows(parsePriceCsv(sample('SPX')).rows),
  DJI: barsFromRows(parsePriceCsv(sample('DJI')).rows),
});

const CAPITAL = 100_000;
const strategy = {
  symbol: 'SPX',
  benchmark: 'DJI',
  entry: {
    rule_type: 'SingleCondition',
    condition: { signal: { name: 'RSI(14)' }, rule: { type_name: 'CrossAbove', comparison_value: 30 } },
  },
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
  start_date: '2000-01-01',
  end_date: '2020-12-31',
};

const run = (params: object): Promise<BacktestResult> => runParams(marketData, params);

/**
 * The equity at each date with the whole equity in each trade and no costs (the defaults): flat between trades,
 * equity at entry x close / entry price while held, x exit price / entry price on the exit bar.
 */
function rebuildEquity(dates: string[], trades: Trade[], close: Map<string, number>): number[] {
  const out: number[] = [];
  let equity = CAPITAL;
  let next = 0;
  let held: { atEntry: number; price: number } | null = null;
  for (const date of dates) {
    const trade = trades[next];
    if (held === null && trade?.entry_date === date) held = { atEntry: equity, price: trade.entry_price };
    if (held !== null && trade.exit_date === date) {
      equity = (held.atEntry * trade.exit_price) / held.price;
      held = null;
      next++;
    }
    out.push(held === null ? equity : (held.atEntry * close.get(date)!) / held.price);
  }
  return out;
}

/** Period returns by grouping dates on a prefix: 7 characters for months, 4 for years. */
function byPeriod(dates: string[], equity: number[], chars: number): { key: string; pct: number }[] {
  const lastOf = new Map<string, number>();
  dates.forEach((d, i) => lastOf.set(d.slice(0, chars), equity[i]));
  let base = CAPITAL;
  return [...lastOf].map(([key, last]) => {
    const pct = (last / base - 1) * 100;
    base = last;
    return { key, pct };
  });
}

/** Every maximal run of bars below the running peak, as an episode; the 5 deepest, earlier first on a tie. */
function plainDrawdowns(dates: string[], equity: number[]): DrawdownEpisode[] {
  const episodes: DrawdownEpisode[] = [];
  let peak = 0;
  let k = 1;
  while (k < equity.length) {
    if (equity[k] >= equity[peak]) {
      peak = k++;
      continue;
    }
    let trough = k;
    let end = k;
    while (end < equity.length && equity[end] < equity[peak]) {
      if (equity[end] < equity[trough]) trough = end;
      end++;
    }
    const recovered = end < equity.length;
    episodes.push({
      peak_date: dates[peak],
      trough_date: dates[trough],
      recovery_date: recovered ? dates[end] : null,
      depth_pct: (equity[trough] / equity[peak] - 1) * 100,
      bars_to_trough: trough - peak,
      bars_to_recovery: recovered ? end - peak : null,
    });
    k = end;
  }
  return episodes.sort((a, b) => a.depth_pct - b.depth_pct).slice(0, 5);
}

const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
const sum = (v: number[]) => v.reduce((s, x) => s + x, 0);

describe('the tearsheet of SPX 2000-2020 (to April) against DJI, recomputed by plain loops', async () => {
  const result = await run(strategy);
  const { dates, trades } = result.Extra;
  const spx = closesByDate('SPX');
  const dji = closesByDate('DJI');
  const equity = rebuildEquity(dates, trades, spx);

  it('is a strategy whose equity the trades rebuild', () => {
    expect(trades.length).toBeGreaterThan(30);
    expect(dates[0]).toBe('2000-01-03');
    result.Extra.equity.forEach((e, i) => expect(e, dates[i]).toBeCloseTo(equity[i], 3));
  });

  it('monthly and annual returns', () => {
    const months = byPeriod(dates, equity, 7);
    expect(result.Extra.monthly_returns).toHaveLength(months.length);
    // The sample runs from January 2000 to April 2020.
    expect(months).toHaveLength(20 * 12 + 4);
    result.Extra.monthly_returns.forEach((m, i) => {
      expect(`${m.year}-${String(m.month).padStart(2, '0')}`).toBe(months[i].key);
      expect(m.return_pct, months[i].key).toBeCloseTo(months[i].pct, 5);
    });
    const years = byPeriod(dates, equity, 4);
    expect(result.Extra.annual_returns.map((y) => String(y.year))).toEqual(years.map((y) => y.key));
    result.Extra.annual_returns.forEach((y, i) => expect(y.return_pct, years[i].key).toBeCloseTo(years[i].pct, 5));
  });

  it('the 5 deepest drawdowns', () => {
    const expected = plainDrawdowns(dates, equity);
    expect(result.Extra.drawdowns).toHaveLength(5);
    result.Extra.drawdowns.forEach((d, i) => {
      expect({ ...d, depth_pct: 0 }).toEqual({ ...expected[i], depth_pct: 0 });
      expect(d.depth_pct).toBeCloseTo(expected[i].depth_pct, 5);
    });
    expect(result.Extra.drawdowns[0].depth_pct).toBeCloseTo(result['Max Drawdown'], 5);
  });

  it('the DJI comparison over the dates both have', () => {
    const joined = dates.map((d, i) => ({ d, e: equity[i], b: dji.get(d) })).filter((x) => x.b !== undefined);
    const rs: number[] = [];
    const rb: number[] = [];
    for (let k = 1; k < joined.length; k++) {
      rs.push(joined[k].e / joined[k - 1].e - 1);
      rb.push(joined[k].b! / joined[k - 1].b! - 1);
    }
    const ms = mean(rs);
    const mb = mean(rb);
    const cov = sum(rs.map((s, k) => (s - ms) * (rb[k] - mb)));
    const varS = sum(rs.map((s) => (s - ms) ** 2));
    const varB = sum(rb.map((b) => (b - mb) ** 2));
    const diff = rs.map((s, k) => s - rb[k]);
    const md = mean(diff);
    const sdDiff = Math.sqrt(sum(diff.map((x) => (x - md) ** 2)) / (diff.length - 1));
    const beta = cov / varB;
    const up = rb.map((b, k) => (b > 0 ? k : -1)).filter((k) => k >= 0);
    const down = rb.map((b, k) => (b < 0 ? k : -1)).filter((k) => k >= 0);
    const capture = (ks: number[]) => (mean(ks.map((k) => rs[k])) / mean(ks.map((k) => rb[k]))) * 100;
    const first = joined[0];
    const last = joined[joined.length - 1];
    const growth = last.b! / first.b!;
    const days = (Date.parse(last.d) - Date.parse(first.d)) / 86_400_000;

    const b = result.Extra.benchmark!;
    expect(result.Extra.benchmark_note).toBeNull();
    expect(b.symbol).toBe('DJI');
    // DJI's sample lacks some of SPX's dates, so fewer dates match than the result has.
    expect(joined.length).toBeLessThan(dates.length);
    expect(b.dates_matched).toBe(joined.length);
    expect(b.beta).toBeCloseTo(beta, 6);
    expect(b.alpha_pct).toBeCloseTo((ms - beta * mb) * 252 * 100, 5);
    expect(b.correlation).toBeCloseTo(cov / Math.sqrt(varS * varB), 6);
    expect(b.tracking_error_pct).toBeCloseTo(sdDiff * Math.sqrt(252) * 100, 5);
    expect(b.information_ratio).toBeCloseTo((md * 252) / (sdDiff * Math.sqrt(252)), 5);
    expect(b.up_capture_pct).toBeCloseTo(capture(up), 5);
    expect(b.down_capture_pct).toBeCloseTo(capture(down), 5);
    expect(b.total_return_pct).toBeCloseTo((growth - 1) * 100, 5);
    expect(b.cagr_pct).toBeCloseTo((growth ** (365.25 / days) - 1) * 100, 5);
    expect(b.equity).toHaveLength(dates.length);
    dates.forEach((d, i) => {
      const close = dji.get(d);
      if (close === undefined) expect(b.equity[i], d).toBeNull();
      else expect(b.equity[i], d).toBeCloseTo((CAPITAL * close) / first.b!, 3);
    });
  });
});

describe('the benchmark of a run', () => {
  it('defaults to SPX', async () => {
    const params = {
      ...strategy,
      benchmark: undefined,
      symbol: 'DJI',
      start_date: '2019-01-01',
      end_date: '2019-12-31',
    };
    const result = await run(params);
    expect(result.Extra.benchmark?.symbol).toBe('SPX');
    expect(result.Extra.benchmark_note).toBeNull();
  });

  it('is null with a note naming it when it has no data, and the run still succeeds', async () => {
    const result = await run({ ...strategy, benchmark: 'nope', end_date: '2001-12-31' });
    expect(result['Total Trades']).toBeGreaterThan(0);
    expect(result.Extra.benchmark).toBeNull();
    expect(result.Extra.benchmark_note).toBe('The benchmark NOPE has no price data here, so there is no comparison.');
  });

  it('is null with a note when none of its bars falls on the result’s dates', async () => {
    const late = new MemoryMarketData({
      SPX: barsFromRows(parsePriceCsv(sample('SPX')).rows.slice(0, 300)),
      LATE: barsFromRows(parsePriceCsv(sample('DJI')).rows.slice(4000)),
    });
    const params = { ...strategy, benchmark: 'LATE' };
    const result = await runParams(late, params);
    expect(result.Extra.benchmark).toBeNull();
    expect(result.Extra.benchmark_note).toMatch(
      /^The benchmark LATE has no bar on any of the result's dates from 2000-01-03 to 2001-03-\d\d, so there is no comparison\.$/,
    );
    // The period table and drawdowns do not depend on the benchmark.
    expect(result.Extra.monthly_returns.length).toBeGreaterThan(12);
  });
});
