import { makeBars } from '../../engine/backtest/test-fixtures.ts';
import type { Bars } from '../../engine/series/bars.ts';

/** Tests only: daily bars from [YYYY-MM-DD, close] pairs (every price of a bar equal to its close). */
export function barsOn(rows: ReadonlyArray<readonly [string, number]>): Bars {
  return makeBars(
    rows.map((r) => r[1]),
    rows.map((r) => Date.parse(`${r[0]}T00:00:00Z`)),
  );
}
