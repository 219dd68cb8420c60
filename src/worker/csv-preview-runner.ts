import type { BacktestResult, CsvPreview } from '../contract/index.ts';
import type { Bars } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';
import { resolveStrategy } from '../service/backtest/resolve-strategy.ts';
import { runBacktest } from '../service/backtest/run-backtest.ts';
import { ServiceError } from '../service/errors.ts';
import type { MarketData } from '../service/ports.ts';
import { previewCsv } from './data-library.ts';

/**
 * Dropped CSVs kept in the worker's memory (never in IndexedDB unless the user keeps them) so the strategy can be
 * re-run on them as the rules change, without a task and without parsing the file again.
 */
export class CsvPreviewRunner {
  private readonly rowsById = new Map<string, Record<string, unknown>[]>();
  private next = 0;

  constructor(private readonly marketData: MarketData) {}

  load(fileName: string, text: string): CsvPreview & { previewId: string } {
    const { preview, bars } = previewCsv(fileName, text);
    const previewId = `csv-${++this.next}`;
    this.rowsById.set(previewId, csvDataRows(bars));
    return { ...preview, previewId };
  }

  /** Runs the strategy in CSV mode on a loaded file. Throws the service's 400 for a strategy that cannot run, 404 for
   * a file no longer loaded. */
  async run(previewId: string, params: Record<string, unknown>, today: string): Promise<BacktestResult> {
    const rows = this.rowsById.get(previewId);
    if (!rows) throw ServiceError.notFound('that CSV is no longer loaded; drop it again');
    const strategy = await resolveStrategy({ ...params, csv_mode: true, csv_data: rows }, this.marketData, today);
    return runBacktest(strategy, this.marketData);
  }

  forget(previewId: string): void {
    this.rowsById.delete(previewId);
  }
}

/** The bars as spec 2.8 csv_data rows: the price columns plus Entry1..5/Exit1..5 when the file had them. */
function csvDataRows(bars: Bars): Record<string, unknown>[] {
  const signalColumns = Object.keys(bars.columns).filter((c) => /^(Entry|Exit)[1-5]$/.test(c));
  const rows: Record<string, unknown>[] = new Array(bars.time.length);
  for (let i = 0; i < bars.time.length; i++) {
    const row: Record<string, unknown> = {
      Date: barLabel(bars.time[i]),
      Open: bars.open[i],
      High: bars.high[i],
      Low: bars.low[i],
      Close: bars.close[i],
      Volume: bars.volume[i],
    };
    for (const c of signalColumns) row[c] = bars.columns[c][i];
    rows[i] = row;
  }
  return rows;
}
