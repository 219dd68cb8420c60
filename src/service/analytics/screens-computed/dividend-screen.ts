import type { ScreenRecordOf } from '../../../contract/index.ts';
import type { Bars } from '../../../engine/series/bars.ts';
import type { StoredFundamentals } from '../../data/snapshot-port.ts';
import { figure } from './screen-inputs.ts';

/** Trading days back of each performance column: a month, three, six, a year and two years of sessions. */
export const PERFORMANCE_DAYS = {
  onemonthperf: 21,
  threemonthperf: 63,
  sixmonthperf: 126,
  oneyearperf: 252,
  twoyearperf: 504,
} as const;

export type DividendRecord = ScreenRecordOf<'G'> & { universe: string; computed_from: string };

/** Percent change of the newest close over the close `days` bars before it; null without that many bars. */
export function performance(bars: Bars | undefined, days: number): number | null {
  if (!bars) return null;
  const last = bars.close.length - 1;
  const then = last - days;
  if (then < 0 || !(bars.close[then] > 0)) return null;
  return figure((bars.close[last] / bars.close[then] - 1) * 100);
}

const percent = (fraction: number | null) => (fraction === null ? null : figure(fraction * 100));

/**
 * A dividend screen over the members of `universe` that have fundamentals, in the universe's order: the fetched
 * yield, payout ratio and EPS growth in percent, the trailing P/E as is, and performance from stored closes.
 */
export function dividendScreen(
  universe: { name: string; symbols: readonly string[] },
  fundamentals: readonly StoredFundamentals[],
  bars: ReadonlyMap<string, Bars>,
): DividendRecord[] {
  const bySymbol = new Map(fundamentals.map((f) => [f.symbol.toUpperCase(), f]));
  return universe.symbols.flatMap((symbol) => {
    const f = bySymbol.get(symbol);
    if (!f) return [];
    const b = bars.get(symbol);
    return [
      {
        name: symbol,
        symbol,
        report_date: f.date,
        divyield: percent(f.dividendYield),
        pe_ratio: figure(f.trailingPE),
        onemonthperf: performance(b, PERFORMANCE_DAYS.onemonthperf),
        threemonthperf: performance(b, PERFORMANCE_DAYS.threemonthperf),
        sixmonthperf: performance(b, PERFORMANCE_DAYS.sixmonthperf),
        oneyearperf: performance(b, PERFORMANCE_DAYS.oneyearperf),
        twoyearperf: performance(b, PERFORMANCE_DAYS.twoyearperf),
        eps_growth: percent(f.epsGrowth),
        payout_ratio: percent(f.payoutRatio),
        universe: universe.name,
        computed_from: `the ${universe.name} members with fetched fundamentals`,
      },
    ];
  });
}
