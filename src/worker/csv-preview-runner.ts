import type { BacktestResult, CsvPreview, Frequency, ValidateResponse } from '../contract/index.ts';
import type { BarFrequency, Bars } from '../engine/series/bars.ts';
import { barLabel } from '../engine/series/bars.ts';
import { atFrequency } from '../service/backtest/load-bars.ts';
import { lookbackOf } from '../service/backtest/lookback.ts';
import type { ResolvedStrategy } from '../service/backtest/resolve-strategy.ts';
import { parseStrategyRequest, resolveStrategy } from '../service/backtest/resolve-strategy.ts';
import { computeBacktest } from '../service/backtest/run-backtest.ts';
import { buildResult } from '../service/backtest/build-result.ts';
import { validateResponse } from '../service/backtest/validate.ts';
import { ServiceError } from '../service/errors.ts';
import type { MarketData } from '../service/ports.ts';
import { previewCsv } from './data-library.ts';

/** A loaded file: its bars, parsed and checked once, and the same bars at each frequency a run asked for. */
interface LoadedFile {
  fileName: string;
  bars: Bars;
  /** The first bar as a csv_data row (see `resolve`). */
  firstRow: Record<string, string | number>;
  byFrequency: Map<Frequency, Bars | Error>;
}

/** A run that a newer run of the same page has replaced before it finished: its answer would be thrown away. */
export class SupersededRun extends ServiceError {
  constructor(runId: number) {
    super(409, { detail: `run ${runId} was superseded by a newer edit`, superseded: true });
    this.name = 'SupersededRun';
  }
}

/** Lets the messages already queued for the worker arrive (a newer run among them) before going on. */
const letQueuedMessagesIn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The service's lookback warning counts `csv_data` rows, which a run on a loaded file does not send: this one counts the file's bars. */
const CSV_ROWS_WARNING = /^csv_data has \d+ rows, /;

/**
 * The request run on a loaded file: its bars stand in for csv_data, whose rows are neither sent nor checked again;
 * the one row given only satisfies the contract's "csv_mode needs rows" (checking it costs nothing).
 */
const csvBody = (file: LoadedFile, params: Record<string, unknown>): Record<string, unknown> => ({
  ...params,
  csv_mode: true,
  csv_data: [file.firstRow],
});

/**
 * Dropped CSVs kept in the worker's memory (never in IndexedDB unless the user keeps them) as parsed bars, so each
 * edit of the rules re-runs only the strategy's resolution and the engine: the file is read and checked once, on
 * load. Runs carry increasing ids; a run that a newer one overtook while it waited is skipped.
 */
export class CsvPreviewRunner {
  private readonly files = new Map<string, LoadedFile>();
  private next = 0;
  private latestRun = 0;

  constructor(private readonly marketData: MarketData) {}

  load(
    fileName: string,
    text: string,
    resample?: 'Hourly',
  ): CsvPreview & { previewId: string; frequency: BarFrequency } {
    const { preview, bars, frequency } = previewCsv(fileName, text, resample);
    const previewId = `csv-${++this.next}`;
    const firstRow = {
      Date: barLabel(bars.time[0]),
      Open: bars.open[0],
      High: bars.high[0],
      Low: bars.low[0],
      Close: bars.close[0],
      Volume: bars.volume[0],
    };
    this.files.set(previewId, { fileName, bars, firstRow, byFrequency: new Map() });
    return { ...preview, previewId, frequency };
  }

  /**
   * Runs the strategy in CSV mode on a loaded file. Throws the service's 400 for a strategy that cannot run, 404 for a
   * file no longer loaded, SupersededRun when a run with a higher `runId` arrived meanwhile.
   */
  async run(previewId: string, params: Record<string, unknown>, today: string, runId = 0): Promise<BacktestResult> {
    const file = this.file(previewId);
    if (runId > 0) {
      this.latestRun = Math.max(this.latestRun, runId);
      await letQueuedMessagesIn();
      this.checkLatest(runId);
    }
    const strategy = await this.resolve(file, params, today);
    this.checkLatest(runId);
    const bars = this.barsAt(file, strategy.merged.frequency);
    let computed: Awaited<ReturnType<typeof computeBacktest>>;
    try {
      computed = await computeBacktest(strategy, bars, this.marketData);
    } catch (error) {
      // What the engine refuses here (no bar in the window) comes from what the user typed: a 400, not a crash.
      throw new ServiceError(400, { detail: error instanceof Error ? error.message : String(error) });
    }
    // The benchmark comes from the connection's market data, as for a task: the same tearsheet for a dropped file.
    return buildResult(strategy, bars, computed, this.marketData);
  }

  /** POST /backtest/validate in CSV mode on a loaded file, without sending its rows. */
  async validate(previewId: string, params: Record<string, unknown>, today: string): Promise<ValidateResponse> {
    const file = this.file(previewId);
    return validateResponse(await this.resolve(file, params, today), csvBody(file, params));
  }

  forget(previewId: string): void {
    this.files.delete(previewId);
  }

  private file(previewId: string): LoadedFile {
    const file = this.files.get(previewId);
    if (!file) throw ServiceError.notFound('that CSV is no longer loaded; drop it again');
    return file;
  }

  private checkLatest(runId: number): void {
    if (runId > 0 && runId < this.latestRun) throw new SupersededRun(runId);
  }

  /** The strategy resolved in CSV mode with the file's bars standing in for `csv_data` (never validated row by row). */
  private async resolve(file: LoadedFile, params: Record<string, unknown>, today: string): Promise<ResolvedStrategy> {
    const strategy = await resolveStrategy(parseStrategyRequest(csvBody(file, params)), this.marketData, today);
    const at = this.barsAt(file, strategy.merged.frequency, false);
    const rows = at instanceof Error ? file.bars.time.length : at.time.length;
    const longest = Math.max(0, ...[...strategy.entry.conditions, ...strategy.exit.conditions].map(lookbackOf));
    const warnings = strategy.warnings.filter((w) => !CSV_ROWS_WARNING.test(w));
    if (rows <= longest)
      warnings.push(
        `${file.fileName} has ${rows} bars, not more than the longest lookback of ${longest} bars; the conditions cannot hold on any bar`,
      );
    return { ...strategy, warnings };
  }

  /** The file's bars at a frequency (resampled once and kept), or the sentence saying why they cannot be. */
  private barsAt(file: LoadedFile, frequency: Frequency, raise?: true): Bars;
  private barsAt(file: LoadedFile, frequency: Frequency, raise: false): Bars | Error;
  private barsAt(file: LoadedFile, frequency: Frequency, raise = true): Bars | Error {
    let bars = file.byFrequency.get(frequency);
    if (!bars) {
      try {
        bars = atFrequency(file.bars, frequency, file.fileName);
      } catch (error) {
        bars = ServiceError.field('frequency', error instanceof Error ? error.message : String(error));
      }
      file.byFrequency.set(frequency, bars);
    }
    if (bars instanceof Error && raise) throw bars;
    return bars;
  }
}
