import type { Bars } from '../../engine/series/bars.ts';
import type { ConditionSpec } from '../../engine/rules/types.ts';
import { alignToBars } from '../../engine/series/align.ts';
import type { MarketData } from '../ports.ts';
import type { ResolvedCondition } from './resolve-condition.ts';
import type { PriceColumn } from './resolve-signal.ts';
import type { SeriesCache } from './series-cache.ts';
import { signalKey } from './series-cache.ts';

const COLUMN_OF: Record<PriceColumn, keyof Pick<Bars, 'open' | 'high' | 'low' | 'close' | 'volume'>> = {
  Open: 'open',
  High: 'high',
  Low: 'low',
  Close: 'close',
  Volume: 'volume',
};

/** A zero-filled column: spec 2.8 fills missing Entry/Exit columns with 0. */
function csvColumn(bars: Bars, name: string): Float64Array {
  return bars.columns[name] ?? new Float64Array(bars.time.length);
}

/** The values a condition's signal takes on every bar of `bars`. */
export async function signalSeries(c: ResolvedCondition, bars: Bars, marketData: MarketData): Promise<Float64Array> {
  const s = c.signal;
  if (s.column) return bars[COLUMN_OF[s.column]];
  if (s.technical) return s.technical.indicator.compute(bars, s.technical.params);
  if (s.csvColumn) return csvColumn(bars, s.csvColumn);
  const series = s.catalogueItem && (await marketData.indicator(s.catalogueItem.url));
  if (!series) throw new Error(`no data for the sentiment indicator ${s.name}`);
  return alignToBars(bars.time, series);
}

export async function conditionSpec(
  c: ResolvedCondition,
  bars: Bars,
  marketData: MarketData,
  cache?: SeriesCache,
): Promise<ConditionSpec> {
  const series = () => signalSeries(c, bars, marketData);
  return {
    series: cache ? await cache.get(bars, signalKey(c), series) : await series(),
    close: bars.close,
    comparison: c.comparison,
    operator: c.operator,
    value: c.value,
    period: c.period,
    qualifier: c.qualifier,
  };
}
