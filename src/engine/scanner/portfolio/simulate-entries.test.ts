import { describe, expect, it } from 'vitest';
import { simulatePortfolio } from './simulate.ts';
import { D, barsOn, byDay, flatBars, options, pick } from './test-fixtures.ts';

/** Entries: the daily limit, the ranking, one position per symbol. */

const flat3 = (...symbols: string[]) => new Map(symbols.map((s) => [s, flatBars(10, 3)]));

describe('simulatePortfolio entries', () => {
  const picks = byDay(
    pick({ symbol: 'PPP', day: 1, close: 10, stats: { stdDev: 3, winRate: 80 } }),
    pick({ symbol: 'QQQ', day: 1, close: 10, stats: { stdDev: 1, winRate: 60 } }),
    pick({ symbol: 'RRR', day: 1, close: 10, stats: { stdDev: 4, winRate: 70 } }),
    pick({ symbol: 'SSS', day: 1, close: 10, stats: { stdDev: 2, winRate: 50 } }),
  );
  const input = { bars: flat3('PPP', 'QQQ', 'RRR', 'SSS'), picksByDay: picks, startDate: D(1), endDate: D(3) };

  it('takes the daily limit of the steadiest picks first under StdDev', () => {
    const result = simulatePortfolio(input, options({ dailyLimit: 2, allocation: 0.1 }));
    // StdDev ascending: QQQ 1, SSS 2, PPP 3, RRR 4; two a day -> QQQ and SSS, each 0.1 x 10,000 / 10 = 100 shares.
    expect(result.trades.map((t) => [t.symbol, t.shares])).toEqual([
      ['QQQ', 100],
      ['SSS', 100],
    ]);
  });

  it('takes the highest win rates first under WinRate', () => {
    const result = simulatePortfolio(input, options({ dailyLimit: 2, allocation: 0.1, rankBy: 'WinRate' }));
    // WinRate descending: PPP 80, RRR 70, QQQ 60, SSS 50.
    expect(result.trades.map((t) => t.symbol)).toEqual(['PPP', 'RRR']);
  });

  it('holds one position per symbol, and a passed-over pick does not use up the daily limit', () => {
    const result = simulatePortfolio(
      {
        bars: flat3('AAA', 'BBB'),
        picksByDay: byDay(
          pick({ symbol: 'AAA', day: 1, close: 10, signal: 'MA', stats: { stdDev: 1 } }),
          pick({ symbol: 'AAA', day: 1, close: 10, signal: 'RSI', stats: { stdDev: 2 } }),
          // Ranked first on D2 but AAA is held: skipped, and BBB still gets D2's one trade.
          pick({ symbol: 'AAA', day: 2, close: 10, signal: 'MACDHist', stats: { stdDev: 0.5 } }),
          pick({ symbol: 'BBB', day: 2, close: 10, stats: { stdDev: 3 } }),
        ),
        startDate: D(1),
        endDate: D(3),
      },
      options({ dailyLimit: 2, allocation: 0.4 }),
    );
    // D1: AAA by MA (0.4 x 10,000 / 10 = 400 shares), AAA by RSI skipped. D2: BBB, 400 shares (equity still 10,000).
    expect(result.trades.map((t) => [t.symbol, t.signal, t.entryDate, t.shares])).toEqual([
      ['AAA', 'MA', D(1), 400],
      ['BBB', 'MA', D(2), 400],
    ]);
  });

  it('lets a symbol closed in the morning be entered again at the close', () => {
    const bars = new Map([['AAA', barsOn({ 1: 100, 2: [100, 111, 100, 110], 3: 110 })]]);
    const picks = byDay(
      pick({ symbol: 'AAA', day: 1, close: 100, plan: { profitTarget: 10 } }),
      pick({ symbol: 'AAA', day: 2, close: 110, signal: 'RSI' }),
    );
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(3) }, options());
    // 100 shares out at 110 on D2 (cash 11,000), then 11,000 / 110 = 100 shares of the RSI pick at D2's close.
    expect(result.trades.map((t) => [t.signal, t.entryDate, t.exitDate, t.shares, t.exitReason])).toEqual([
      ['MA', D(1), D(2), 100, 'profit target'],
      ['RSI', D(2), D(3), 100, 'end of test'],
    ]);
  });

  it('trades nothing on a pick whose symbol has no bar that day, and says so', () => {
    const bars = new Map([
      ['ZZZ', barsOn({ 1: 10, 3: 10 })],
      ['YYY', flatBars(10, 3)],
    ]);
    const picks = byDay(pick({ symbol: 'ZZZ', day: 2, close: 10 }), pick({ symbol: 'NONE', day: 1, close: 10 }));
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(3) }, options());
    expect(result.trades).toEqual([]);
    expect(result.actions).toEqual([]);
    expect(result.equity.equity).toEqual([10_000, 10_000, 10_000]);
    expect(result.stats.totalTrades).toBe(0);
    expect(result.stats.timeInMarket).toBe(0);
  });
});
