import { describe, expect, it } from 'vitest';
import { simulatePortfolio } from './simulate.ts';
import { D, barsOn, byDay, options, pick } from './test-fixtures.ts';

/** Money: commissions, equity, drawdown, the action rows and the summary figures, all worked by hand. */

describe('simulatePortfolio money', () => {
  it('charges the commission on entry and exit of a long', () => {
    const bars = new Map([['AAA', barsOn({ 1: 100, 2: [100, 105, 99, 104], 3: [104, 112, 103, 111], 4: 111 })]]);
    const picks = byDay(
      pick({ symbol: 'AAA', day: 1, close: 100, plan: { profitTarget: 10, stopLoss: 5, timeInMarket: 10 } }),
    );
    const result = simulatePortfolio(
      { bars, picksByDay: picks, startDate: D(1), endDate: D(4) },
      options({ commissionPct: 1 }),
    );
    // Shares: 10,000 / (100 x 1.01) = 99.0099 -> 99. Entry 9,900 + commission 99: cash 1, equity 1 + 9,900 = 9,901.
    // D2: 1 + 99 x 104 = 10,297. D3: out at the 110 target, 99 x 110 = 10,890 less 108.90: cash 10,782.10.
    const [d1, d2, d3, d4] = result.equity.equity;
    expect(d1).toBeCloseTo(9_901, 9);
    expect(d2).toBeCloseTo(10_297, 9);
    expect(d3).toBeCloseTo(10_782.1, 9);
    expect(d4).toBeCloseTo(10_782.1, 9);
    // Profit 99 x 10 - 99 - 108.90 = 782.10; return (110 x 0.99 - 100 x 1.01) / 100 = 7.9%.
    const trade = result.trades[0];
    expect(trade.shares).toBe(99);
    expect(trade.profit).toBeCloseTo(782.1, 9);
    expect(trade.returnPct).toBeCloseTo(7.9, 10);
    // FloatProfit: D1 -99 (the entry commission); D2 99 x 4 - 99 = 297; D3 the realised 782.10.
    expect(result.actions.map((r) => [r.action, r.floatProfit])).toEqual([
      ['Buy', expect.closeTo(-99, 9)],
      ['Hold', expect.closeTo(297, 9)],
      ['Sell', expect.closeTo(782.1, 9)],
    ]);
    // 10,782.10 / 10,000 - 1 = 7.821%; the first day's 9,901 is 0.99% under the capital.
    expect(result.stats.totalReturn).toBeCloseTo(7.821, 9);
    expect(result.stats.maxRisk).toBeCloseTo(-0.99, 9);
  });

  it('charges the commission on entry and exit of a short', () => {
    const bars = new Map([['BBB', barsOn({ 1: 50, 2: 45, 3: 45 })]]);
    const picks = byDay(
      pick({
        symbol: 'BBB',
        day: 1,
        close: 50,
        direction: 'Short',
        plan: { profitTarget: 10, stopLoss: 5, timeInMarket: 10 },
      }),
    );
    const result = simulatePortfolio(
      { bars, picksByDay: picks, startDate: D(1), endDate: D(3) },
      options({ longShare: 0, shortShare: 1, commissionPct: 1 }),
    );
    // 10,000 / (50 x 1.01) = 198.02 -> 198 short. Proceeds 9,900 less 99: cash 19,801, owing 9,900: equity 9,901.
    // D2 opens at the 45 target: buy back 198 x 45 = 8,910 plus 89.10: cash 10,801.90.
    // Profit 198 x 5 - 99 - 89.10 = 801.90; return (50 x 0.99 - 45 x 1.01) / 50 = 8.1%.
    expect(result.equity.equity[0]).toBeCloseTo(9_901, 9);
    expect(result.finalEquity).toBeCloseTo(10_801.9, 9);
    expect(result.trades[0]).toMatchObject({ shares: 198, exitPrice: 45, exitReason: 'profit target' });
    expect(result.trades[0].profit).toBeCloseTo(801.9, 9);
    expect(result.trades[0].returnPct).toBeCloseTo(8.1, 10);
  });

  it('marks equity every day and measures the drawdown from the peak', () => {
    const bars = new Map([['MMM', barsOn({ 1: 100, 2: 110, 3: 99, 4: 104.5, 5: 120 })]]);
    const picks = byDay(pick({ symbol: 'MMM', day: 1, close: 100 }));
    const result = simulatePortfolio({ bars, picksByDay: picks, startDate: D(1), endDate: D(5) }, options());
    // 100 shares, cash 0: equity is 100 x the close.
    expect(result.equity.equity).toEqual([10_000, 11_000, 9_900, 10_450, 12_000]);
    // Peak 11,000 then 9,900: 9,900 / 11,000 - 1 = -10%. Total 12,000 / 10,000 - 1 = 20%.
    expect(result.stats.maxRisk).toBeCloseTo(-10, 10);
    expect(result.stats.totalReturn).toBeCloseTo(20, 10);
  });

  it('writes Buy, Hold and Sell rows with the days held, the close and the floating profit', () => {
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
    // 200 short at 50. D2 marked at 51.5: 200 x (50 - 51.5) = -300. D3 stopped at the 56 open: 200 x -6 = -1,200.
    const common = { startDate: D(1), symbol: 'BBB', signal: 'MA', direction: 'Short', shares: 200, price: 50 };
    const plan = { timeInMarket: 20, profitTarget: 10, stopLoss: 8, kelly: 0.5 };
    expect(result.actions).toEqual([
      {
        ...common,
        ...plan,
        date: D(1),
        stayInMarket: 0,
        close: 50,
        floatProfit: -0,
        orderStatus: 'Open',
        action: 'Buy',
      },
      {
        ...common,
        ...plan,
        date: D(2),
        stayInMarket: 1,
        close: 51.5,
        floatProfit: -300,
        orderStatus: 'Open',
        action: 'Hold',
      },
      {
        ...common,
        ...plan,
        date: D(3),
        stayInMarket: 2,
        close: 56.5,
        floatProfit: -1_200,
        orderStatus: 'stop loss',
        action: 'Sell',
      },
    ]);
  });

  it('reports time in market, average position and buy and hold by hand', () => {
    const bars = new Map([
      ['AAA', barsOn({ 1: 100, 2: [101, 104, 100, 103], 3: [103, 111, 102, 108], 4: 108, 5: 108 })],
    ]);
    const picks = byDay(
      pick({ symbol: 'AAA', day: 1, close: 100, plan: { profitTarget: 10, stopLoss: 5, timeInMarket: 10 } }),
    );
    const input = { bars, picksByDay: picks, startDate: D(1), endDate: D(5) };
    const result = simulatePortfolio(input, options({ allocation: 0.5 }));
    // 50 shares D1 .. D3 (out at 110 on D3): rows on 3 of 5 days = 60%. Open value at the close: D1 50 x 100 = 5,000,
    // D2 50 x 103 = 5,150, then nothing: 10,150 / 5 = 2,030.
    expect(result.stats.timeInMarket).toBeCloseTo(60, 10);
    expect(result.stats.averagePosition).toBeCloseTo(2_030, 10);
    // No benchmark: AAA's own 108 / 100 - 1 = 8%. With one from 200 to 210: 5%.
    expect(result.stats.buyAndHold).toBeCloseTo(8, 10);
    const benchmark = barsOn({ 1: 200, 3: 190, 5: 210, 6: 300 });
    expect(simulatePortfolio({ ...input, benchmark }, options({ allocation: 0.5 })).stats.buyAndHold).toBeCloseTo(
      5,
      10,
    );
    expect(result.stats).toMatchObject({ totalTrades: 1, totalPositive: 1, totalNegative: 0, winRate: 100 });
    expect(result.stats.totalReturn).toBeCloseTo(5, 10);
  });
});
