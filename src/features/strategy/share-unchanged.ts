import type { BacktestResult } from '../../contract/index.ts';

/** `next` when it differs from `previous` anywhere, else `previous` itself: the same values, kept as the same array. */
function sameOr<T>(previous: readonly T[] | undefined, next: T[]): T[] {
  if (!previous || previous.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) if (previous[i] !== next[i]) return next;
  return previous as T[];
}

/**
 * The new result of a live re-run on the same file with the arrays that did not change (the dates, buy and hold, the
 * benchmark's line: the same bars give the same ones whatever the rules) taken from the previous result. The values
 * are the same; only the arrays are the ones already drawn, so the charts skip series whose data is the same array
 * (50,000 points each on a large file) instead of setting them again.
 */
export function shareUnchanged(previous: BacktestResult | null, next: BacktestResult): BacktestResult {
  if (!previous) return next;
  const was = previous.Extra;
  const now = next.Extra;
  const benchmark =
    now.benchmark && was.benchmark && now.benchmark.symbol === was.benchmark.symbol
      ? { ...now.benchmark, equity: sameOr(was.benchmark.equity, now.benchmark.equity) }
      : now.benchmark;
  return {
    ...next,
    Extra: {
      ...now,
      dates: sameOr(was.dates, now.dates),
      buy_hold_equity: sameOr(was.buy_hold_equity, now.buy_hold_equity),
      benchmark,
    },
  };
}
