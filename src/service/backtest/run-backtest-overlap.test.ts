import { describe, expect, it } from 'vitest';
import { BumpArena } from '../../engine/memory/alloc.ts';
import { barsFromCloses, MemoryMarketData } from '../testing/memory-market-data.ts';
import { parseStrategyRequest, resolveStrategy } from './resolve-strategy.ts';
import { computeBacktest } from './run-backtest.ts';
import { SeriesCache } from './series-cache.ts';

const TODAY = '2026-11-21';
const closes = Array.from({ length: 900 }, (_, i) => 100 + 15 * Math.sin(i / 23) + 6 * Math.sin(i / 5) + (i % 7));

const crossover = (fast: number, slow: number) => ({
  symbol: 'TEST',
  entry: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: `MA Spread(${fast},${slow})` },
      rule: { type_name: 'CrossAbove', comparison_value: 0 },
    },
  },
  exit: {
    rule_type: 'SingleCondition',
    condition: {
      signal: { name: `MA Spread(${fast},${slow})` },
      rule: { type_name: 'CrossBelow', comparison_value: 0 },
    },
  },
  trade_price: 0,
  risk_control: '//',
});

/** Trade bars and equity of a run, as plain values that can be compared after the run's arrays are gone. */
function summary(c: Awaited<ReturnType<typeof computeBacktest>>) {
  return {
    trades: c.outcome.trades.map((t) => [t.entryBar, t.exitBar, t.ret]),
    equity: Array.from(c.outcome.equity),
    drawdown: Array.from(c.metrics.drawdownPct),
    sharpe: c.metrics.sharpe,
  };
}

describe('computeBacktest with its working arrays lent', () => {
  it('gives runs that overlap the results each gives alone, and the cached run of a sweep the same', async () => {
    const bars = barsFromCloses(closes);
    const data = new MemoryMarketData({ TEST: bars });
    const [a, b] = await Promise.all(
      [crossover(5, 20), crossover(8, 30)].map((s) => resolveStrategy(parseStrategyRequest(s), data, TODAY)),
    );
    const alone = [summary(await computeBacktest(a, bars, data)), summary(await computeBacktest(b, bars, data))];
    const together = (await Promise.all([computeBacktest(a, bars, data), computeBacktest(b, bars, data)])).map(summary);
    expect(together).toEqual(alone);
    expect(alone[0].trades.length).toBeGreaterThan(5);
    expect(alone[0]).not.toEqual(alone[1]);
    const inSweep = summary(await computeBacktest(a, bars, data, new SeriesCache(), new BumpArena()));
    expect(inSweep).toEqual(alone[0]);
  });
});
