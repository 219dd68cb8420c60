import { describe, expect, it } from 'vitest';
import { simulatePortfolio } from './simulate.ts';
import { D, barsOn, byDay, flatBars, options, pick } from './test-fixtures.ts';

/** Exits: the plan's target, stop and time, a day without the symbol's bar, and the window's end. */

describe('simulatePortfolio exits', () => {
  it('takes a long out at its target, touched inside a bar', () => {
    const bars = new Map([
      ['AAA', barsOn({ 1: 100, 2: [101, 104, 100, 103], 3: [103, 111, 102, 108], 4: 108, 5: 108 })],
    ]);
    const picks = byDay(
      pick({ symbol: 'AAA', day: 1, close: 100, plan: { profitTarget: 10, stopLoss: 5, timeInMarket: 10 } }),
    );
    const result = simulatePortfolio(
      { bars, picksByDay: picks, startDate: D(1), endDate: D(5) },
      options({ allocation: 0.5 }),
    );
    // 0.5 x 10,000 = 5,000 at 100: 50 shares. Target 100 x 1.10 = 110; D2's high 104 misses it, D3's high 111
    // touches it: out at 110, +10%, 50 x 10 = +500.
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]).toMatchObject({
      symbol: 'AAA',
      direction: 'Long',
      entryDate: D(1),
      entryPrice: 100,
      exitDate: D(3),
      exitPrice: 110,
      shares: 50,
      exitReason: 'profit target',
      barsHeld: 2,
    });
    expect(result.trades[0].returnPct).toBeCloseTo(10, 10);
    expect(result.trades[0].profit).toBeCloseTo(500, 10);
    // Cash 5,000 after the entry. D1 5,000 + 50 x 100; D2 5,000 + 50 x 103 = 10,150; from D3 on 5,000 + 50 x 110.
    expect(result.equity.dates).toEqual([D(1), D(2), D(3), D(4), D(5)]);
    expect(result.equity.equity).toEqual([10_000, 10_150, 10_500, 10_500, 10_500]);
  });

  it('takes a short out at the open of a bar that gaps through its stop', () => {
    const bars = new Map([['BBB', barsOn({ 1: 50, 2: [51, 52, 50.5, 51.5], 3: [56, 57, 55, 56.5], 4: 56 })]]);
    const picks = byDay(
      pick({
        symbol: 'BBB',
        day: 1,
        close: 50,
        direction: 'Short',
        plan: { profitTarget: 10, stopLoss: 8, timeInMarket: 20 },
      }),
    );
    const result = simulatePortfolio(
      { bars, picksByDay: picks, startDate: D(1), endDate: D(4) },
      options({ longShare: 0, shortShare: 1 }),
    );
    // 10,000 / 50 = 200 shares short. Stop 50 x 1.08 = 54: D2's high 52 stays below; D3 opens at 56, beyond it, so
    // the fill is 56, not 54: (50 - 56) / 50 = -12%, 200 x -6 = -1,200.
    expect(result.trades[0]).toMatchObject({
      direction: 'Short',
      shares: 200,
      exitDate: D(3),
      exitPrice: 56,
      exitReason: 'stop loss',
    });
    expect(result.trades[0].returnPct).toBeCloseTo(-12, 10);
    expect(result.trades[0].profit).toBeCloseTo(-1_200, 10);
    // Cash 10,000 + 200 x 50 = 20,000 owing 200 shares: D1 20,000 - 10,000; D2 20,000 - 200 x 51.5 = 9,700;
    // D3 bought back: 20,000 - 200 x 56 = 8,800.
    expect(result.equity.equity).toEqual([10_000, 9_700, 8_800, 8_800]);
    expect(result.stats.totalReturn).toBeCloseTo(-12, 10);
    expect(result.stats.maxRisk).toBeCloseTo(-12, 10);
  });

  it('takes a position out at the close of the bar where the bars held reach the plan', () => {
    const bars = new Map([
      ['CCC', barsOn({ 1: 100, 2: [100, 101, 99, 100.5], 3: [100.5, 102, 100, 101], 4: [101, 103, 100, 102], 5: 102 })],
    ]);
    const picks = byDay(
      pick({ symbol: 'CCC', day: 1, close: 100, plan: { profitTarget: 10, stopLoss: 10, timeInMarket: 3 } }),
    );
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(5) }, options());
    // Levels 110 and 90 are never touched; bars held D2 = 1, D3 = 2, D4 = 3: out at D4's close 102, +2%.
    expect(result.trades[0]).toMatchObject({
      exitDate: D(4),
      exitPrice: 102,
      exitReason: 'time exhausted',
      barsHeld: 3,
    });
    expect(result.trades[0].returnPct).toBeCloseTo(2, 10);
  });

  it('leaves a position alone on a day its symbol has no bar', () => {
    // CCC has no bar on D3 (DDD's bars make D3 a day of the calendar).
    const bars = new Map([
      ['CCC', barsOn({ 1: 100, 2: 101, 4: 103, 5: 104 })],
      ['DDD', flatBars(10, 5)],
    ]);
    const picks = byDay(pick({ symbol: 'CCC', day: 1, close: 100, plan: { timeInMarket: 2 } }));
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(5) }, options());
    // D2 is bar 1, D3 counts nothing, D4 is bar 2: out at D4's close 103, not D3's.
    expect(result.trades[0]).toMatchObject({
      exitDate: D(4),
      exitPrice: 103,
      exitReason: 'time exhausted',
      barsHeld: 2,
    });
    const d3 = result.actions.find((r) => r.date === D(3));
    // Still 1 bar held, marked at D2's close 101: 100 shares x (101 - 100) = 100.
    expect(d3).toMatchObject({ action: 'Hold', stayInMarket: 1, close: 101, floatProfit: 100, orderStatus: 'Open' });
    expect(result.equity.equity[2]).toBe(10_100);
  });

  it("closes what is still open on the window's last day at its close, and enters nothing that day", () => {
    const bars = new Map([
      ['EEE', barsOn({ 1: 100, 2: 102, 3: 105, 4: 130 })],
      ['FFF', flatBars(20, 4)],
    ]);
    const picks = byDay(pick({ symbol: 'EEE', day: 1, close: 100 }), pick({ symbol: 'FFF', day: 3, close: 20 }));
    // The window ends at D3: D4's bar is outside it.
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(3) }, options());
    // 100 shares at 100 out at D3's 105: +5%. FFF's pick on the last day is not taken.
    expect(result.trades).toHaveLength(1);
    expect(result.trades[0]).toMatchObject({
      symbol: 'EEE',
      exitDate: D(3),
      exitPrice: 105,
      exitReason: 'end of test',
    });
    expect(result.trades[0].returnPct).toBeCloseTo(5, 10);
    expect(result.finalEquity).toBe(10_500);
  });

  it('closes a position whose symbol has no bar on the last day at its last close, dated by that bar', () => {
    const bars = new Map([
      ['GGG', barsOn({ 1: 50, 2: 55 })],
      ['HHH', flatBars(10, 3)],
    ]);
    const picks = byDay(pick({ symbol: 'GGG', day: 1, close: 50 }));
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(3) }, options());
    // 10,000 / 50 = 200 shares, out at D2's 55: 200 x 5 = +1,000. The Sell row is the last day's.
    expect(result.trades[0]).toMatchObject({ exitDate: D(2), exitPrice: 55, exitReason: 'end of test', profit: 1_000 });
    expect(result.actions.at(-1)).toMatchObject({ date: D(3), action: 'Sell', close: 55, orderStatus: 'end of test' });
  });
});
