import type { DrawdownEpisode } from '../../contract/index.ts';
import type { CsvTable } from '../table/csv-file.ts';

/** The drawdown episodes as CSV, deepest first as given; an episode not recovered has empty recovery cells. */
export function drawdownsToCsv(episodes: readonly DrawdownEpisode[]): CsvTable {
  return {
    header: ['Rank', 'Peak', 'Trough', 'Recovery', 'Depth %', 'Bars to trough', 'Bars to recovery'],
    rows: episodes.map((e, i) => [
      i + 1,
      e.peak_date,
      e.trough_date,
      e.recovery_date,
      e.depth_pct,
      e.bars_to_trough,
      e.bars_to_recovery,
    ]),
  };
}
