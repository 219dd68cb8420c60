import { civilFromDays, dayNumber } from '../../series/civil.ts';

/** A calendar month as one number: year x 12 + (month - 1), so consecutive months are consecutive numbers. */
export function monthKey(year: number, month: number): number {
  return year * 12 + month - 1;
}

function monthKeyOf(time: number): number {
  const { year, month } = civilFromDays(dayNumber(time));
  return monthKey(year, month);
}

/**
 * The months (monthKey) in which a position was open at some time: each trade from its fill bar to its exit bar,
 * both included, and every month between. A month outside all of them held no position, so its return is not a
 * figure of the strategy: the heat map shows it blank rather than as 0.0%.
 */
export function monthsInMarket(
  time: Float64Array,
  trades: ReadonlyArray<{ readonly entryBar: number; readonly exitBar: number }>,
): Set<number> {
  const held = new Set<number>();
  for (const { entryBar, exitBar } of trades) {
    const last = monthKeyOf(time[exitBar]);
    for (let k = monthKeyOf(time[entryBar]); k <= last; k++) held.add(k);
  }
  return held;
}
