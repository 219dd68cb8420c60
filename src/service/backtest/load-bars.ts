import type { Frequency } from '../../contract/index.ts';
import type { Bars } from '../../engine/series/bars.ts';
import { barsFromRows } from '../../engine/series/from-rows.ts';
import { inferFrequency } from '../../engine/series/frequency.ts';
import { resampleBars } from '../../engine/series/resample.ts';
import { csvRowsToPriceRows } from '../../csv/csv-data-rows.ts';
import type { MarketData } from '../ports.ts';
import type { MergedParams } from './defaults.ts';
import { onPriceBasis } from './price-basis.ts';
import type { StrategyParamsInput } from '../../contract/index.ts';

const RANK: Record<Frequency, number> = { Hourly: 0, Daily: 1, Weekly: 2, Monthly: 3 };

/** Bars at the requested frequency: resampled when the data is finer, an error when it is coarser. */
export function atFrequency(bars: Bars, frequency: Frequency, label: string): Bars {
  const native = inferFrequency(bars.time);
  // Any intraday spacing reads as Hourly; minute bars still need folding into clock hours (a no-op on hourly bars).
  if (frequency === 'Hourly' && native === 'Hourly') return resampleBars(bars, 'Hourly');
  if (native === frequency) return bars;
  if (RANK[native] > RANK[frequency]) {
    throw new Error(`${label} has ${native} bars, so it cannot be backtested at frequency ${frequency}`);
  }
  if (frequency === 'Daily')
    throw new Error(`${label} has ${native} bars; daily bars from intraday data are not built, send daily data`);
  return resampleBars(bars, frequency);
}

/**
 * The symbol's bars from csv_data (CSV mode) or from the connection's market data, on the run's price basis. A
 * total-return series is made from the data's own bars before any resampling, since each day has its own factor.
 */
export async function loadBars(
  input: StrategyParamsInput,
  merged: MergedParams,
  marketData: MarketData,
): Promise<Bars> {
  if (merged.csv_mode) {
    const bars = barsFromRows(csvRowsToPriceRows(input.csv_data ?? []));
    return atFrequency(bars, merged.frequency, 'csv_data');
  }
  return runBars(await marketData.bars(merged.symbol), merged);
}

/** The run's bars made of the symbol's bars as the connection has them: on its price basis, at its frequency. */
export function runBars(
  bars: Bars | undefined,
  merged: Pick<MergedParams, 'symbol' | 'price_basis' | 'frequency'>,
): Bars {
  if (!bars || bars.time.length === 0) throw new Error(`no price data for ${merged.symbol} in this connection`);
  return atFrequency(onPriceBasis(bars, merged.price_basis, merged.symbol), merged.frequency, merged.symbol);
}
