import { expect } from 'vitest';
import { makeBars } from '../backtest/test-fixtures.ts';
import type { Bars } from '../series/bars.ts';

/** Tests only: daily bars from [YYYY-MM-DD, close] pairs, and row comparison that allows for float rounding. */

export function utc(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

export function dayOf(iso: string): number {
  return utc(iso) / 86_400_000;
}

export function series(rows: ReadonlyArray<readonly [string, number]>): Bars {
  return makeBars(
    rows.map((r) => r[1]),
    rows.map((r) => utc(r[0])),
  );
}

/** Same rows, same keys; numbers equal to 9 decimals, NaN where NaN is expected. */
export function expectRows<T extends object>(actual: readonly T[], expected: readonly T[]): void {
  expect(actual.map((r) => Object.keys(r).sort())).toEqual(expected.map((r) => Object.keys(r).sort()));
  actual.forEach((row, i) => {
    for (const key of Object.keys(expected[i]) as Array<keyof T>) {
      const want = expected[i][key];
      const got = row[key];
      if (typeof want !== 'number' || typeof got !== 'number')
        throw new Error(`row ${i}: ${String(key)} is not a number`);
      if (Number.isNaN(want)) expect(got, `row ${i} ${String(key)}`).toBeNaN();
      else expect(got, `row ${i} ${String(key)}`).toBeCloseTo(want, 9);
    }
  });
}
