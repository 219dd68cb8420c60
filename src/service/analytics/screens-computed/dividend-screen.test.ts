import { describe, expect, it } from 'vitest';
import type { Bars } from '../../../engine/series/bars.ts';
import { barsFromCloses } from '../../testing/memory-market-data.ts';
import { dividendScreen } from './dividend-screen.ts';
import { closesOf, fundamentals } from './test-universe.ts';

describe('dividendScreen', () => {
  it('gives members with fundamentals their figures in percent and their returns from stored closes', () => {
    // 600 closes rising by 1 a day from 100: the newest is 699.
    const bars = new Map<string, Bars>([['AAA', barsFromCloses(closesOf(600, (i) => 100 + i))]]);
    const records = dividendScreen(
      { name: 'S&P 500', symbols: ['AAA', 'BBB', 'CCC'] },
      [
        fundamentals('AAA', { dividendYield: 0.0123, trailingPE: 21.456, payoutRatio: 0.3, epsGrowth: -0.05 }),
        fundamentals('CCC', {}),
      ],
      bars,
    );
    expect(records.map((r) => r.symbol)).toEqual(['AAA', 'CCC']);
    const [aaa, ccc] = records;
    expect(aaa).toMatchObject({
      name: 'AAA',
      report_date: '2020-08-17',
      divyield: 1.23,
      pe_ratio: 21.46,
      payout_ratio: 30,
      eps_growth: -5,
      universe: 'S&P 500',
    });
    // Newest close 699; 21 bars back 678, 63 back 636, 126 back 573, 252 back 447, 504 back 195.
    expect(aaa.onemonthperf).toBe(Math.round((699 / 678 - 1) * 10000) / 100);
    expect(aaa.threemonthperf).toBe(Math.round((699 / 636 - 1) * 10000) / 100);
    expect(aaa.sixmonthperf).toBe(Math.round((699 / 573 - 1) * 10000) / 100);
    expect(aaa.oneyearperf).toBe(Math.round((699 / 447 - 1) * 10000) / 100);
    expect(aaa.twoyearperf).toBe(Math.round((699 / 195 - 1) * 10000) / 100);
    // No prices: no returns; no figures: nulls.
    expect(ccc).toMatchObject({ divyield: null, pe_ratio: null, onemonthperf: null, twoyearperf: null });
  });
});
