import { describe, expect, it } from 'vitest';
import { monthKey, monthsInMarket } from './months-in-market.ts';

const time = Float64Array.from(
  ['2021-01-29', '2021-02-01', '2021-02-26', '2021-03-31', '2021-04-01', '2021-05-03', '2021-06-01'],
  (iso) => Date.parse(`${iso}T00:00:00Z`),
);

describe('monthsInMarket', () => {
  it('marks each month from a trade’s fill bar to its exit bar, the months between included', () => {
    // one trade from 2021-01-29 (bar 0) to 2021-03-31 (bar 3): January, February and March
    // one in and out on 2021-06-01 (bar 6): June; April and May held nothing
    const held = monthsInMarket(time, [
      { entryBar: 0, exitBar: 3 },
      { entryBar: 6, exitBar: 6 },
    ]);
    expect([...held].sort((a, b) => a - b)).toEqual([
      monthKey(2021, 1),
      monthKey(2021, 2),
      monthKey(2021, 3),
      monthKey(2021, 6),
    ]);
  });

  it('marks a month a trade only passes through, with no bar of its own in the trade', () => {
    // bar 2 (2021-02-26) to bar 5 (2021-05-03): February to May, March and April included
    const held = monthsInMarket(time, [{ entryBar: 2, exitBar: 5 }]);
    expect(held.has(monthKey(2021, 1))).toBe(false);
    for (const m of [2, 3, 4, 5]) expect(held.has(monthKey(2021, m)), `month ${m}`).toBe(true);
    expect(held.has(monthKey(2021, 6))).toBe(false);
  });

  it('is empty without trades', () => {
    expect(monthsInMarket(time, []).size).toBe(0);
  });

  it('numbers months consecutively across a year end', () => {
    expect(monthKey(2021, 1) - monthKey(2020, 12)).toBe(1);
  });
});
