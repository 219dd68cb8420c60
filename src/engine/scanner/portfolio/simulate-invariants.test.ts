import { describe, expect, it } from 'vitest';
import type { Bars } from '../../series/bars.ts';
import { seededRandom } from '../../testing/seeded-random.ts';
import type { ScannerPick } from '../types.ts';
import { PortfolioParamError } from './param-error.ts';
import { simulatePortfolio } from './simulate.ts';
import type { BarRow } from './test-fixtures.ts';
import { D, barsOn, byDay, flatBars, options, pick } from './test-fixtures.ts';

/** Bookkeeping that must hold for any input, checked on a random year of 50 symbols, and the parameter errors. */

const DAYS = 31; // D(k) builds January dates; a month of days is enough for the bookkeeping.
const SYMBOLS = 50;

function randomMarket(seed: number): { bars: Map<string, Bars>; picks: ScannerPick[] } {
  const next = seededRandom(seed);
  const bars = new Map<string, Bars>();
  const picks: ScannerPick[] = [];
  for (let s = 0; s < SYMBOLS; s++) {
    const symbol = `S${String(s).padStart(2, '0')}`;
    const rows: Record<number, BarRow> = {};
    let close = 20 + next() * 80;
    for (let k = 1; k <= DAYS; k++) {
      // Some symbols miss some days, so positions sit through days without a bar.
      if (s % 7 === 3 && next() < 0.2) continue;
      const open = close * (1 + (next() - 0.5) * 0.04);
      close = open * (1 + (next() - 0.5) * 0.06);
      rows[k] = [open, Math.max(open, close) * (1 + next() * 0.02), Math.min(open, close) * (1 - next() * 0.02), close];
      if (next() < 0.15) {
        picks.push(
          pick({
            symbol,
            day: k,
            close,
            direction: next() < 0.6 ? 'Long' : 'Short',
            signal: next() < 0.5 ? 'MA' : 'RSI',
            plan: { profitTarget: 2 + next() * 8, stopLoss: 2 + next() * 8, timeInMarket: 1 + Math.floor(next() * 10) },
            stats: { kelly: next() * 0.4, stdDev: next() * 5, winRate: 40 + next() * 30 },
          }),
        );
      }
    }
    bars.set(symbol, barsOn(rows));
  }
  return { bars, picks };
}

describe('simulatePortfolio bookkeeping', () => {
  const { bars, picks } = randomMarket(7);
  const opts = options({ allocation: 'Kelly', longShare: 0.6, shortShare: 0.4, commissionPct: 0.1, dailyLimit: 3 });
  const result = simulatePortfolio({ bars, picksByDay: byDay(...picks), startDate: D(1), endDate: D(DAYS) }, opts);

  it('trades, and ends with the capital plus the trades’ profits (everything is closed at the end)', () => {
    expect(result.trades.length).toBeGreaterThan(20);
    const profits = result.trades.reduce((sum, t) => sum + t.profit, 0);
    expect(result.finalEquity).toBeCloseTo(opts.capital + profits, 6);
  });

  it('writes one Buy and one Sell per trade, and a Hold for every day between', () => {
    const days = result.equity.dates;
    for (const trade of result.trades) {
      const rows = result.actions.filter((r) => r.symbol === trade.symbol && r.startDate === trade.entryDate);
      expect(rows[0]).toMatchObject({ action: 'Buy', date: trade.entryDate });
      expect(rows.at(-1)).toMatchObject({ action: 'Sell', orderStatus: trade.exitReason });
      const from = days.indexOf(rows[0].date);
      const to = days.indexOf(rows.at(-1)!.date);
      expect(rows.map((r) => r.date)).toEqual(days.slice(from, to + 1));
      expect(rows.slice(1, -1).every((r) => r.action === 'Hold')).toBe(true);
    }
  });

  it('holds one position per symbol and opens at most daily_limit a day', () => {
    for (const day of result.equity.dates) {
      const rows = result.actions.filter((r) => r.date === day);
      // At the close (Buy and Hold rows) a symbol has at most one position; one sold that day may be bought again.
      const atClose = rows.filter((r) => r.action !== 'Sell');
      expect(new Set(atClose.map((r) => r.symbol)).size).toBe(atClose.length);
      expect(rows.filter((r) => r.action === 'Buy').length).toBeLessThanOrEqual(3);
    }
  });

  it('exits a trade on a later day than its entry, at a positive price, with whole shares', () => {
    for (const t of result.trades) {
      expect(t.exitDate > t.entryDate).toBe(true);
      expect(t.exitPrice).toBeGreaterThan(0);
      expect(Number.isInteger(t.shares) && t.shares > 0).toBe(true);
    }
  });
});

describe('simulatePortfolio parameters', () => {
  const input = { bars: new Map([['AAA', flatBars(10, 3)]]), picksByDay: new Map(), startDate: D(1), endDate: D(3) };
  const fieldOf = (fn: () => unknown): string | undefined => {
    try {
      fn();
    } catch (e) {
      if (e instanceof PortfolioParamError) return e.field;
      throw e;
    }
    return undefined;
  };

  it('names the field it cannot use', () => {
    expect(fieldOf(() => simulatePortfolio({ ...input, startDate: '2024-02-30' }, options()))).toBe('start_date');
    expect(fieldOf(() => simulatePortfolio({ ...input, endDate: '2024/01/03' }, options()))).toBe('end_date');
    expect(fieldOf(() => simulatePortfolio({ ...input, startDate: D(3), endDate: D(1) }, options()))).toBe('end_date');
    expect(fieldOf(() => simulatePortfolio(input, options({ capital: 0 })))).toBe('total_capital');
    expect(fieldOf(() => simulatePortfolio(input, options({ dailyLimit: 0 })))).toBe('daily_limit');
    expect(fieldOf(() => simulatePortfolio(input, options({ allocation: 1.5 })))).toBe('capital_allocate');
    expect(fieldOf(() => simulatePortfolio(input, options({ commissionPct: -1 })))).toBe('commission');
    expect(fieldOf(() => simulatePortfolio(input, options({ shortShare: 2 })))).toBe('long_short_ratio');
  });

  it('answers an empty result for a window without bars', () => {
    const result = simulatePortfolio({ ...input, startDate: '2023-01-01', endDate: '2023-12-31' }, options());
    expect(result.trades).toEqual([]);
    expect(result.equity).toEqual({ dates: [], equity: [] });
    expect(result.finalEquity).toBe(10_000);
    expect(result.stats.totalReturn).toBe(0);
  });
});
