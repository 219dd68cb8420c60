import { describe, expect, it } from 'vitest';
import { exitLevels, planExit } from './exit-rules.ts';

const plan = { profitTarget: 10, stopLoss: 5, timeInMarket: 3 };

describe('exitLevels', () => {
  it('puts a long target above and its stop below the entry, a short the other way', () => {
    // Long from 100: 100 x 1.10 = 110, 100 x 0.95 = 95. Short from 100: 100 x 0.90 = 90, 100 x 1.05 = 105.
    const long = exitLevels(100, 'Long', plan);
    expect(long.target).toBeCloseTo(110, 12);
    expect(long.stop).toBeCloseTo(95, 12);
    const short = exitLevels(100, 'Short', plan);
    expect(short.target).toBeCloseTo(90, 12);
    expect(short.stop).toBeCloseTo(105, 12);
  });

  it('reads a negative stop as its size and sets no level for 0', () => {
    expect(exitLevels(100, 'Long', { ...plan, stopLoss: -5 }).stop).toBeCloseTo(95, 12);
    const none = exitLevels(100, 'Long', { profitTarget: 0, stopLoss: 0, timeInMarket: 3 });
    expect(none.target).toBeNaN();
    expect(none.stop).toBeNaN();
  });
});

describe('planExit', () => {
  const long = { target: 110, stop: 95 };
  const short = { target: 90, stop: 105 };

  it('holds a bar inside both levels before the time is up', () => {
    expect(planExit({ open: 100, high: 109, low: 96, close: 104 }, 'Long', long, 1, 3)).toBeNull();
    expect(planExit({ open: 100, high: 104, low: 91, close: 96 }, 'Short', short, 2, 3)).toBeNull();
  });

  it('fills a long at the level it touches', () => {
    expect(planExit({ open: 100, high: 112, low: 99, close: 111 }, 'Long', long, 1, 3)).toEqual({
      price: 110,
      reason: 'profit target',
    });
    expect(planExit({ open: 100, high: 101, low: 94, close: 96 }, 'Long', long, 1, 3)).toEqual({
      price: 95,
      reason: 'stop loss',
    });
  });

  it('fills at the open when the bar opens beyond a level', () => {
    expect(planExit({ open: 92, high: 96, low: 90, close: 95 }, 'Long', long, 1, 3)).toEqual({
      price: 92,
      reason: 'stop loss',
    });
    expect(planExit({ open: 115, high: 116, low: 108, close: 109 }, 'Long', long, 1, 3)).toEqual({
      price: 115,
      reason: 'profit target',
    });
    // A short's stop is above: a gap up to 108 buys back at 108; a gap down to 88 takes the target at 88.
    expect(planExit({ open: 108, high: 109, low: 100, close: 101 }, 'Short', short, 1, 3)).toEqual({
      price: 108,
      reason: 'stop loss',
    });
    expect(planExit({ open: 88, high: 95, low: 87, close: 94 }, 'Short', short, 1, 3)).toEqual({
      price: 88,
      reason: 'profit target',
    });
  });

  it('fills a short at the level it touches: the stop by the high, the target by the low', () => {
    expect(planExit({ open: 100, high: 106, low: 99, close: 104 }, 'Short', short, 1, 3)).toEqual({
      price: 105,
      reason: 'stop loss',
    });
    expect(planExit({ open: 100, high: 101, low: 89, close: 91 }, 'Short', short, 1, 3)).toEqual({
      price: 90,
      reason: 'profit target',
    });
  });

  it('takes the stop when one bar touches both levels', () => {
    expect(planExit({ open: 100, high: 111, low: 94, close: 100 }, 'Long', long, 1, 3)?.reason).toBe('stop loss');
    expect(planExit({ open: 100, high: 106, low: 89, close: 100 }, 'Short', short, 1, 3)?.reason).toBe('stop loss');
  });

  it('exits at the close when the bars held reach the plan, a level first if it is touched too', () => {
    expect(planExit({ open: 100, high: 101, low: 99, close: 100.5 }, 'Long', long, 3, 3)).toEqual({
      price: 100.5,
      reason: 'time exhausted',
    });
    expect(planExit({ open: 100, high: 101, low: 99, close: 100.5 }, 'Long', long, 2, 3)).toBeNull();
    expect(planExit({ open: 100, high: 111, low: 99, close: 100.5 }, 'Long', long, 3, 3)?.reason).toBe('profit target');
  });

  it('checks no level the plan does not set', () => {
    const none = { target: NaN, stop: NaN };
    expect(planExit({ open: 50, high: 200, low: 1, close: 100 }, 'Long', none, 1, 3)).toBeNull();
  });
});
