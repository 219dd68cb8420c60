import { describe, expect, it } from 'vitest';
import { barsFromCloses, MemoryMarketData } from '../../testing/memory-market-data.ts';
import { newestSharedTime, pricedMembers } from './screen-inputs.ts';
import { sectorBreadth } from './sector-breadth.ts';
import { CLOSES, closesOf, meanOf, TINY, tinyBars } from './test-universe.ts';

/** Percent of `symbols` whose close at day `at` is above the plain n-day mean of its closes, among those with one. */
function shareByLoop(symbols: string[], n: number, at: number): number | null {
  let eligible = 0;
  let above = 0;
  for (const s of symbols) {
    const mean = meanOf(CLOSES[s], n, at);
    if (Number.isNaN(mean)) continue;
    eligible++;
    if (CLOSES[s][at] > mean) above++;
  }
  return eligible === 0 ? null : Math.round((10000 * above) / eligible) / 100;
}

describe('newestSharedTime', () => {
  const member = (days: number) => ({ symbol: 'X', bars: barsFromCloses(closesOf(days, () => 1)) });
  const dayOf = (i: number) => Date.parse('2020-01-01T00:00:00Z') + i * 86_400_000;

  it('is the newest day at least half of the members have, so one stale member neither holds it back nor counts', () => {
    expect(newestSharedTime([member(10), member(10), member(3)])).toBe(dayOf(9));
    expect(newestSharedTime([member(10), member(9), member(9)])).toBe(dayOf(8));
    expect(newestSharedTime([member(10), member(9)])).toBe(dayOf(9));
    expect(newestSharedTime([])).toBeUndefined();
  });
});

describe('sectorBreadth', () => {
  it('gives each sector the share above the 10- and 200-day averages on the newest day most members share', async () => {
    const marketData = new MemoryMarketData(tinyBars());
    const priced = await pricedMembers(marketData, TINY.symbols);
    // Of the four members with a sector and prices, AAA, BBB and EEE have the last day (index 229, 2020-08-17); CCC
    // lacks it and does not count.
    const day = Date.parse('2020-08-17T00:00:00Z');
    const xlk = (symbol: string, time: number) => (symbol === 'XLK' && time === day ? 264 : null);
    const records = sectorBreadth(TINY, priced, xlk)!;
    expect(records.map((r) => [r.name, r.symbol, r.last_update, r.members_counted, r.members_total])).toEqual([
      ['Energy', 'XLE', '2020-08-17', 1, 3],
      ['Information Technology', 'XLK', '2020-08-17', 2, 2],
    ]);
    const tech = records[1];
    // By hand: both rise over their last 10 days (BBB's wobble is climbing); only AAA is above its 200-day mean.
    expect([tech.over_10, tech.over_200]).toEqual([100, 50]);
    expect(tech.over_10).toBe(shareByLoop(['AAA', 'BBB'], 10, 229));
    expect(tech.over_200).toBe(shareByLoop(['AAA', 'BBB'], 200, 229));
    expect(tech.last_value).toBe(264);
    expect(records[0].over_10).toBe(shareByLoop(['EEE'], 10, 229));
    expect(records[0].over_200).toBe(shareByLoop(['EEE'], 200, 229));
    // EEE is flat at 50: never above its own averages.
    expect([records[0].over_10, records[0].over_200]).toEqual([0, 0]);
    expect(records[0].last_value).toBeNull();
    expect(tech.computed_from).toBe('Tiny on 2020-08-17: 3 of 5 members with a sector have prices that day');
  });

  it('leaves the 200-day share empty when no member has 200 days', async () => {
    const priced = [{ symbol: 'AAA', bars: barsFromCloses(CLOSES.AAA.slice(0, 50)) }];
    const [tech] = sectorBreadth(TINY, priced, () => null)!;
    expect(tech.over_200).toBeNull();
    expect(tech.over_10).toBe(100);
  });

  it('has nothing to say without members with prices', () => {
    expect(sectorBreadth(TINY, [], () => null)).toBeUndefined();
  });
});
