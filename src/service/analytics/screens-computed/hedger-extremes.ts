import type { ScreenRecordOf } from '../../../contract/index.ts';
import type { ValueSeries } from '../../../engine/series/bars.ts';
import { isoDay } from '../../../engine/series/bars.ts';
import { COT_CONTRACT_NAMES } from './cot-contracts.ts';
import { figure } from './screen-inputs.ts';

/** Three years of weekly reports. */
export const THREE_YEARS_OF_WEEKS = 156;

export type HedgerRecord = ScreenRecordOf<'D'> & { weeks: number; computed_from: string };

/**
 * One contract's row: over its last 156 weekly commercial net positions (fewer when fewer are stored), the newest
 * position, the window's highest and lowest, and the score (newest - mean) / sample standard deviation (n - 1), null
 * when the window has under two reports or does not vary. Undefined for a series without a value.
 */
export function hedgerExtreme(code: string, series: ValueSeries): HedgerRecord | undefined {
  const rows: { time: number; value: number }[] = [];
  for (let i = 0; i < series.time.length; i++)
    if (Number.isFinite(series.value[i])) rows.push({ time: series.time[i], value: series.value[i] });
  const window = rows.slice(-THREE_YEARS_OF_WEEKS);
  const newest = window.at(-1);
  if (!newest) return undefined;
  const values = window.map((r) => r.value);
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = n < 2 ? 0 : Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1));
  const date = isoDay(newest.time);
  return {
    symbol: code,
    name: COT_CONTRACT_NAMES[code] ?? code,
    last_value: newest.value,
    last_update: date,
    three_year_max: Math.max(...values),
    three_year_min: Math.min(...values),
    net_position: sd > 0 ? figure((newest.value - mean) / sd) : null,
    weeks: n,
    computed_from: 'the stored cftc commercial net positions, up to 156 weekly reports each',
  };
}
