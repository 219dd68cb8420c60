import { describe, expect, it } from 'vitest';
import { MIN_TRADES, PLAN_GRID } from './plan-grid.ts';

describe('PLAN_GRID', () => {
  it('SwingAI: 5 or 10 bars x 4 or 8% x 3 or 6%, time then target then stop', () => {
    expect(PLAN_GRID.SwingAI.map((p) => [p.timeInMarket, p.profitTarget, p.stopLoss])).toEqual([
      [5, 4, 3],
      [5, 4, 6],
      [5, 8, 3],
      [5, 8, 6],
      [10, 4, 3],
      [10, 4, 6],
      [10, 8, 3],
      [10, 8, 6],
    ]);
  });

  it('MidTermAI: 21, 42 or 63 bars x 10 or 20% x 6 or 12%', () => {
    const plans = PLAN_GRID.MidTermAI;
    expect(plans).toHaveLength(12);
    expect(new Set(plans.map((p) => p.timeInMarket))).toEqual(new Set([21, 42, 63]));
    expect(new Set(plans.map((p) => p.profitTarget))).toEqual(new Set([10, 20]));
    expect(new Set(plans.map((p) => p.stopLoss))).toEqual(new Set([6, 12]));
    expect(plans[0]).toEqual({ timeInMarket: 21, profitTarget: 10, stopLoss: 6 });
    expect(plans[11]).toEqual({ timeInMarket: 63, profitTarget: 20, stopLoss: 12 });
  });

  it('is frozen, and a plan needs 3 prior trades', () => {
    expect(Object.isFrozen(PLAN_GRID.SwingAI)).toBe(true);
    expect(Object.isFrozen(PLAN_GRID.SwingAI[0])).toBe(true);
    expect(MIN_TRADES).toBe(3);
  });
});
