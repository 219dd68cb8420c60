import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CatalogueItem } from '../../contract/index.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { send, testService } from '../testing/harness.ts';
import { MemoryMarketData } from '../testing/memory-market-data.ts';
import { InternalsMarketData } from './internals-market-data.ts';

const DAY = 86_400_000;
const START = Date.UTC(2020, 0, 6); // a Monday

/** `count` weekdays from START. */
function weekdays(count: number): number[] {
  const days: number[] = [];
  for (let t = START; days.length < count; t += DAY) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(t);
  }
  return days;
}

/** A member's closes: a deterministic wave with its own period and phase, so the members cross their averages. */
function closesOf(member: number, n: number): number[] {
  return Array.from({ length: n }, (_, i) => 100 + 20 * Math.sin((i + member * 37) / (18 + member * 3)) + i * 0.01);
}

function barsOf(days: number[], closes: number[]): Bars {
  return barsFromRows(
    closes.map((close, i) => ({ time: days[i], open: close, high: close, low: close, close, volume: 1000 + i })),
  );
}

describe('a universe’s internals as indicators', () => {
  const days = weekdays(450);
  // A to D from the first day; E lists 100 days later.
  const closes: Record<string, number[]> = {
    A: closesOf(0, 450),
    B: closesOf(1, 450),
    C: closesOf(2, 450),
    D: closesOf(3, 450),
    E: closesOf(4, 350),
  };
  const prices: Record<string, Bars> = {};
  for (const [symbol, c] of Object.entries(closes)) prices[symbol] = barsOf(days.slice(450 - c.length), c);
  const data = new InternalsMarketData(new MemoryMarketData(prices), async () => [
    { name: 'Five', symbols: ['A', 'B', 'C', 'D', 'E', 'NODATA'] },
  ]);

  /** % of members above their 200-day average on each day, by a plain loop over the closes. */
  function percentAbove200(): number[] {
    return days.map((_, t) => {
      let above = 0;
      let counted = 0;
      for (const c of Object.values(closes)) {
        const i = t - (450 - c.length); // the member's own bar index on day t
        if (i < 199) continue;
        let sum = 0;
        for (let k = i - 199; k <= i; k++) sum += c[k];
        counted++;
        if (c[i] > sum / 200) above++;
      }
      return counted === 0 ? NaN : (100 * above) / counted;
    });
  }

  it('lists seven internals per universe in the catalogue, with metadata that counts the members with data', async () => {
    const names = (await data.catalogue()).map((i) => i.chart_name);
    expect(names).toEqual([
      'Five % Above 50-Day MA',
      'Five % Above 200-Day MA',
      'Five New Highs - New Lows',
      'Five Advance-Decline Line',
      'Five McClellan Oscillator',
      'Five McClellan Summation Index',
      'Five Up Volume Ratio',
    ]);
    const info = await data.indicatorInfo('five % above 200-day ma');
    expect(info?.url).toBe('Five % Above 200-Day MA');
    expect(info?.entry.description).toContain('the 5 of 6 members of Five');
  });

  it('computes % Above 200-Day MA as a plain loop does, and once until a member changes', async () => {
    const series = await data.indicator('Five % Above 200-Day MA');
    const expected = percentAbove200();
    expect(Array.from(series?.time ?? [])).toEqual(days);
    expected.forEach((e, t) => {
      if (Number.isNaN(e)) expect(series?.value[t]).toBeNaN();
      else expect(series?.value[t]).toBeCloseTo(e, 9);
    });
    expect(await data.indicator('Five % Above 200-Day MA')).toBe(series);
  });

  it('a rule crossing % Above 200-Day MA over 50 signals on exactly the days a plain loop finds', async () => {
    const pct = percentAbove200();
    const crossings = days
      .map((t, i) => ({ t, i }))
      .filter(({ i }) => i > 0 && pct[i - 1] <= 50 && pct[i] > 50)
      .map(({ t }) => new Date(t).toISOString().slice(0, 10));
    expect(crossings.length).toBeGreaterThanOrEqual(2);
    const service = testService({ marketData: data });
    const study = await send(service, 'POST', '/backtest/signal_study', {
      symbol: 'A',
      entry: {
        rule_type: 'SingleCondition',
        condition: {
          signal: { name: 'Five % Above 200-Day MA' },
          rule: { type_name: 'CrossAbove', comparison_value: 50 },
        },
      },
      exit: { rule_type: 'RiskControlOnly' },
      risk_control: '//5',
      start_date: '2020-01-01',
      end_date: '2022-12-31',
      horizons: [1],
    });
    expect(study.status, JSON.stringify(study.body)).toBe(200);
    const signals = z.object({ signals: z.array(z.object({ date: z.string() })) }).parse(study.body).signals;
    expect(signals.map((s) => s.date)).toEqual(crossings);
  });
});

describe('the VIX/VIX3M term-structure ratio', () => {
  const at = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  const series = (rows: [string, number][]) => ({
    time: Float64Array.from(rows.map((r) => at(r[0]))),
    value: Float64Array.from(rows.map((r) => r[1])),
  });
  const item = (name: string): CatalogueItem => ({
    chart_name: name,
    url: name,
    market_symbol: 'SPX',
    type: 'other',
    updated: 'Daily',
  });
  // VIX as an indicator (the bundled one), VIX3M as fetched prices; 2024-01-03 has no VIX3M, 2024-01-05 no VIX.
  const vix = series([
    ['2024-01-02', 13],
    ['2024-01-03', 14],
    ['2024-01-04', 22],
  ]);
  const vix3m = barsOf([at('2024-01-02'), at('2024-01-04'), at('2024-01-05')], [15.5, 20, 18]);

  it('is listed with its metadata when both indices are loaded, and is VIX over VIX3M on their common dates', async () => {
    const data = new InternalsMarketData(
      new MemoryMarketData({ VIX3M: vix3m }, [{ item: item('VIX'), series: vix }]),
      async () => [],
    );
    expect((await data.catalogue()).map((i) => i.chart_name)).toEqual(['VIX', 'VIX/VIX3M']);
    const ratio = await data.indicator('vix/vix3m');
    // By hand: 13 / 15.5 on the 2nd, 22 / 20 on the 4th; the 3rd and the 5th have only one of the two.
    expect([...(ratio?.time ?? [])]).toEqual([at('2024-01-02'), at('2024-01-04')]);
    expect(ratio?.value[0]).toBeCloseTo(0.83871, 5);
    expect(ratio?.value[1]).toBeCloseTo(1.1, 10);
    const info = await data.indicatorInfo('VIX/VIX3M');
    expect(info?.entry).toMatchObject({ updated: 'Daily', pess_extreme: 1, opt_extreme: 0.8 });
    expect(info?.entry.description).toMatch(/backwardation/);
  });

  it('is not listed while VIX3M is missing', async () => {
    const data = new InternalsMarketData(
      new MemoryMarketData({}, [{ item: item('VIX'), series: vix }]),
      async () => [],
    );
    expect((await data.catalogue()).map((i) => i.chart_name)).toEqual(['VIX']);
    expect(await data.indicator('VIX/VIX3M')).toBeUndefined();
    expect(await data.indicatorInfo('VIX/VIX3M')).toBeUndefined();
  });
});
