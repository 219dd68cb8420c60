import type { ScreenRecordOf } from '../../../contract/index.ts';
import { sma } from '../../../engine/indicators/moving-averages.ts';
import type { Bars, ValueSeries } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import { figure, indexOfTime } from './screen-inputs.ts';

/** A symbol with its prices and its Optix sentiment series. */
export interface OptixMember {
  symbol: string;
  chartName: string;
  bars: Bars;
  optix: ValueSeries;
}

/** Extremes of the Optix scale (0 to 100) the screens read: under 35 pessimistic, over 65 optimistic. */
export const PESSIMISTIC = 35;
export const OPTIMISTIC = 65;

const lastAverage = (values: Float64Array, n: number, at: number) => sma(values.subarray(0, at + 1), n)[at];

/** The newest day on which some member has both a bar and an Optix value (epoch ms). */
export function newestOptixTime(members: readonly OptixMember[]): number | undefined {
  let newest: number | undefined;
  for (const m of members)
    for (let i = m.optix.time.length - 1; i >= 0; i--) {
      const t = m.optix.time[i];
      if (newest !== undefined && t <= newest) break;
      if (indexOfTime(m.bars.time, t) >= 0) {
        newest = t;
        break;
      }
    }
  return newest;
}

export type IdeaRecord = ScreenRecordOf<'C'> & { computed_from: string };

/**
 * Long (or short) ideas on `time`: members with a bar and an Optix value that day whose close is above (below) its
 * 200-day simple average while the 5-day average of Optix is under 35 (over 65): the spec's Optix rule #1 and its
 * mirror. Sorted by symbol.
 */
export function optixIdeas(
  members: readonly OptixMember[],
  side: 'long' | 'short',
  time: number,
  from: string,
): IdeaRecord[] {
  const date = isoDay(time);
  return members
    .flatMap((m) => {
      const o = indexOfTime(m.optix.time, time);
      const b = indexOfTime(m.bars.time, time);
      if (o < 0 || b < 0) return [];
      const fiveMa = lastAverage(m.optix.value, 5, o);
      const ma200 = lastAverage(m.bars.close, 200, b);
      const close = m.bars.close[b];
      const hit = side === 'long' ? close > ma200 && fiveMa < PESSIMISTIC : close < ma200 && fiveMa > OPTIMISTIC;
      if (!hit) return [];
      return [
        {
          symbol: m.symbol,
          chart_name: m.chartName,
          date,
          last_value: figure(m.optix.value[o]),
          five_ma: figure(fiveMa),
          equity_close: figure(close),
          ma_200: figure(ma200),
          computed_from: `${from} on ${date}`,
        },
      ];
    })
    .sort((a, b) => a.symbol.localeCompare(b.symbol));
}

export type ExhaustionRecord = ScreenRecordOf<'F'> & { symbol: string; computed_from: string };

/** Each member whose 10-day average of Optix, at its newest value, is at or past an extreme (35 or 65). */
export function optixExhaustion(members: readonly OptixMember[]): ExhaustionRecord[] {
  return members.flatMap((m) => {
    const at = m.optix.time.length - 1;
    if (at < 0) return [];
    const tenMa = lastAverage(m.optix.value, 10, at);
    if (!(tenMa >= OPTIMISTIC || tenMa <= PESSIMISTIC)) return [];
    const date = isoDay(m.optix.time[at]);
    return [
      {
        chart_name: m.chartName,
        symbol: m.symbol,
        last_value: figure(m.optix.value[at]),
        last_update: date,
        group: tenMa >= OPTIMISTIC ? 'Optimism exhaustion' : 'Pessimism exhaustion',
        '10MA': figure(tenMa),
        computed_from: 'the loaded Optix series',
      },
    ];
  });
}

export type TrendRecord = ScreenRecordOf<'B'> & { computed_from: string };

/** Each member's newest Optix value beside its newest close and 200-day simple average of closes. */
export function optixTrend(members: readonly OptixMember[], group: string): TrendRecord[] {
  return members.flatMap((m) => {
    const o = m.optix.time.length - 1;
    const b = m.bars.time.length - 1;
    if (o < 0 || b < 0) return [];
    return [
      {
        symbol: m.symbol,
        chart_name: m.chartName,
        name: m.symbol,
        group,
        last_value: figure(m.optix.value[o]),
        last_update: isoDay(m.optix.time[o]),
        close: figure(m.bars.close[b]),
        MA: figure(lastAverage(m.bars.close, 200, b)),
        computed_from: `the loaded Optix series of ${group} symbols and their prices`,
      },
    ];
  });
}
