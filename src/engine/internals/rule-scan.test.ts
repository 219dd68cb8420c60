import { describe, expect, it } from 'vitest';
import type { Bars } from '../series/bars.ts';
import { seededRandom } from '../testing/seeded-random.ts';
import { evaluateCondition } from '../rules/condition.ts';
import { CROSS_ABOVE } from '../rules/operators.ts';
import { expectSeries } from '../indicators/test-helpers.ts';
import { marketInternals } from './internals.ts';
import { closeBars } from './test-bars.ts';

const DAY = 86_400_000;
const DATES = 900;
const MEMBERS = 14;
const START = Date.UTC(2010, 0, 4);

/** Members of one market: a shared factor plus their own noise; some list late, some miss bars. */
function universe(): Bars[] {
  const random = seededRandom(30);
  const market: number[] = [];
  let level = 0;
  for (let d = 0; d < DATES; d++) market.push((level += (random() - 0.5) * 0.03));
  return Array.from({ length: MEMBERS }, (_, k) => {
    const first = k % 3 === 0 ? 40 * k : 0;
    const time: number[] = [];
    const close: number[] = [];
    let own = 0;
    for (let d = first; d < DATES; d++) {
      own += (random() - 0.5) * 0.02;
      if (k % 4 === 1 && random() < 0.03) continue;
      time.push(START + d * DAY);
      close.push(Math.round(100 * Math.exp(market[d] + own) * 100) / 100);
    }
    return closeBars(
      time,
      close,
      close.map(() => 1000),
    );
  });
}

const members = universe();
const internals = marketInternals(members);
const dates = Array.from({ length: DATES }, (_, d) => START + d * DAY);

/** Each member's closes up to and including date t, or undefined when it has no bar on t. */
function closesUpTo(bars: Bars, t: number): number[] | undefined {
  const upTo: number[] = [];
  for (let i = 0; i < bars.time.length && bars.time[i] <= t; i++) upTo.push(bars.close[i]);
  return bars.time.includes(t) ? upTo : undefined;
}

/** % above the n-bar average, one member and one date at a time. */
function plainPercentAbove(n: number): number[] {
  return dates.map((t) => {
    let eligible = 0;
    let above = 0;
    for (const bars of members) {
      const closes = closesUpTo(bars, t);
      if (!closes || closes.length < n) continue;
      const window = closes.slice(-n);
      const average = window.reduce((s, x) => s + x, 0) / n;
      eligible++;
      if (closes[closes.length - 1] > average) above++;
    }
    return eligible === 0 ? NaN : (100 * above) / eligible;
  });
}

describe('internals at the standard periods, against plain loops', () => {
  it('% above 200-day crossing above 50: the rule finds exactly the dates the loop finds', () => {
    const plain = plainPercentAbove(200);
    const expected: number[] = [];
    for (let d = 1; d < DATES; d++) if (plain[d - 1] <= 50 && plain[d] > 50) expected.push(dates[d]);
    // The synthetic market swings enough that breadth crosses 50 several times.
    expect(expected.length).toBeGreaterThanOrEqual(3);

    const series = internals.percentAbove200.value;
    const fired = evaluateCondition({
      series,
      close: series,
      comparison: 'SV',
      operator: CROSS_ABOVE,
      value: 50,
      period: 0,
    });
    const found = Array.from(internals.time).filter((_, d) => fired[d] === 1);
    expect(found).toEqual(expected);
  });

  it('% above 50-day equals the loop', () => {
    expect(Array.from(internals.time)).toEqual(dates);
    expectSeries(internals.percentAbove50.value, plainPercentAbove(50));
  });

  it('52-week new highs minus new lows equals the loop', () => {
    const plain = dates.map((t) => {
      let eligible = 0;
      let net = 0;
      for (const bars of members) {
        const closes = closesUpTo(bars, t);
        if (!closes || closes.length < 253) continue;
        const prior = closes.slice(-253, -1);
        const close = closes[closes.length - 1];
        eligible++;
        if (close > Math.max(...prior)) net++;
        if (close < Math.min(...prior)) net--;
      }
      return eligible === 0 ? NaN : net;
    });
    expectSeries(internals.newHighsMinusLows.value, plain);
  });

  it('the advance-decline line equals the loop', () => {
    let sum = 0;
    const plain = dates.map((t) => {
      let counted = 0;
      for (const bars of members) {
        const closes = closesUpTo(bars, t);
        if (!closes || closes.length < 2) continue;
        counted++;
        sum += Math.sign(closes[closes.length - 1] - closes[closes.length - 2]);
      }
      return counted === 0 ? NaN : sum;
    });
    expectSeries(internals.advanceDeclineLine.value, plain);
  });
});
