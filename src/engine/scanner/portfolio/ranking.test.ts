import { describe, expect, it } from 'vitest';
import { rankPicks } from './ranking.ts';
import { pick } from './test-fixtures.ts';

const a = pick({ symbol: 'AAA', day: 1, close: 10, stats: { stdDev: 3, winRate: 55, zScore: 2, sharpeRatio: 0.5 } });
const b = pick({ symbol: 'BBB', day: 1, close: 10, stats: { stdDev: 1, winRate: 70, zScore: 1, sharpeRatio: 1.5 } });
const c = pick({ symbol: 'CCC', day: 1, close: 10, stats: { stdDev: 2, winRate: 60, expectedReturn: 3 } });
const symbols = (picks: { symbol: string; signal: string }[]) => picks.map((p) => `${p.symbol}:${p.signal}`);

describe('rankPicks', () => {
  it('puts the steadiest first for StdDev', () => {
    expect(symbols(rankPicks([a, b, c], 'StdDev'))).toEqual(['BBB:MA', 'CCC:MA', 'AAA:MA']);
  });

  it('puts the largest first for the other metrics', () => {
    expect(symbols(rankPicks([a, b, c], 'WinRate'))).toEqual(['BBB:MA', 'CCC:MA', 'AAA:MA']);
    // zScore: a 2, b 1, c 1 (fixture) -> a, then b and c tied, by symbol.
    expect(symbols(rankPicks([c, b, a], 'Z_Score'))).toEqual(['AAA:MA', 'BBB:MA', 'CCC:MA']);
    // expectedReturn: c 3, a and b 1.8 (fixture) tied -> by symbol.
    expect(symbols(rankPicks([b, a, c], 'Expected Return'))).toEqual(['CCC:MA', 'AAA:MA', 'BBB:MA']);
    expect(symbols(rankPicks([a, c, b], 'SharpeRatio'))).toEqual(['BBB:MA', 'CCC:MA', 'AAA:MA']);
  });

  it('breaks ties by symbol, then signal', () => {
    const rsi = { ...a, signal: 'RSI', stats: { ...a.stats, stdDev: 1 } };
    const ma = { ...a, signal: 'MA', stats: { ...a.stats, stdDev: 1 } };
    expect(symbols(rankPicks([rsi, b, ma], 'StdDev'))).toEqual(['AAA:MA', 'AAA:RSI', 'BBB:MA']);
  });

  it('ranks a pick without the statistic last and leaves its input alone', () => {
    const missing = { ...a, symbol: 'A00', stats: { ...a.stats, stdDev: NaN, winRate: NaN } };
    const input = [missing, c, b];
    expect(symbols(rankPicks(input, 'StdDev'))).toEqual(['BBB:MA', 'CCC:MA', 'A00:MA']);
    expect(symbols(rankPicks(input, 'WinRate'))).toEqual(['BBB:MA', 'CCC:MA', 'A00:MA']);
    expect(input[0]).toBe(missing);
  });
});
