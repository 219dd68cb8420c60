import type {
  BacktestResult,
  CsvDateOrder,
  CsvReading,
  DatasetKind,
  DatasetSummary,
  DatasetSymbolKind,
  LoadedCsv,
  OptionChainPreview,
  PriceBars,
  StrategyParamsRequest,
  ValidateResponse,
} from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import type { HttpTransport } from './backtest-client.ts';
import type { EndpointCall } from './endpoint-call.ts';
import { endpointCaller } from './endpoint-call.ts';

export type { LoadedCsv } from '../contract/index.ts';

/** A file of bars closer than an hour apart: the worker refused it, and loading it with `resample` would fold it into hours. */
export class CsvNeedsResampleError extends ApiError {
  override readonly resample = 'Hourly' as const;
}

/** The browser's data library and the instant CSV backtest: the `/data/...` endpoints only the in-browser service offers. */
export class LibraryClient {
  private runs = 0;
  private readonly call: EndpointCall;

  constructor(transport: HttpTransport) {
    this.call = endpointCaller(transport);
  }

  list(): Promise<DatasetSummary[]> {
    return this.call('GET /data/library');
  }

  /** Keeps a CSV; `symbolKind` is a price CSV's (stock when absent). */
  save(
    symbol: string,
    kind: DatasetKind,
    fileName: string,
    text: string,
    symbolKind?: DatasetSymbolKind,
  ): Promise<DatasetSummary> {
    return this.call('POST /data/library', { body: { symbol, kind, fileName, text, symbolKind } });
  }

  /** Keeps chosen columns of a wide close file, each under its symbol, read as `readCsv` found the file written. */
  saveWide(request: {
    fileName: string;
    text: string;
    columns: { column: string; symbol: string }[];
    symbolKind: DatasetSymbolKind;
    dateOrder?: CsvDateOrder;
    thousands?: boolean;
  }): Promise<DatasetSummary[]> {
    return this.call('POST /data/library/wide', { body: request });
  }

  /**
   * Reads dropped files (several files of one symbol are joined): their layout, how dates and numbers are written, a
   * default symbol. An ApiError names the row and column (and the file, of several) of what cannot be read.
   */
  readCsv(
    files: { fileName: string; text: string }[],
    options: { asIndicator?: boolean; dateOrder?: CsvDateOrder } = {},
  ): Promise<CsvReading> {
    return this.call('POST /data/csv/read', { body: { files, ...options } });
  }

  async remove(symbol: string): Promise<void> {
    await this.call('DELETE /data/library/:symbol', { params: { symbol } });
  }

  /**
   * A symbol's bars for charts: its fetched series when the connection's store has one (what a backtest of it runs
   * on, on a server too), else the data library's sample or kept file.
   */
  async bars(symbol: string): Promise<PriceBars> {
    try {
      const fetched = await this.call('GET /data/symbols/:symbol/bars', { params: { symbol }, query: {} });
      if (fetched.kind === 'prices') {
        const rows = fetched.rows;
        return {
          dates: rows.map((r) => r.Date),
          open: rows.map((r) => r.Open),
          high: rows.map((r) => r.High),
          low: rows.map((r) => r.Low),
          close: rows.map((r) => r.Close),
          volume: rows.map((r) => r.Volume),
        };
      }
    } catch (error) {
      // not fetched (404), or a host without a store (501): the library may have it
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 501)) throw error;
    }
    return this.call('GET /data/library/:symbol/bars', { params: { symbol } });
  }

  /**
   * Parses a dropped CSV in the worker; an ApiError names the row and column of a bad file, a CsvNeedsResampleError
   * says the bars are intraday (load again with `resample` to fold them into hourly bars).
   */
  async loadCsv(fileName: string, text: string, resample?: 'Hourly'): Promise<LoadedCsv> {
    try {
      return await this.call('POST /data/csv/previews', { body: { fileName, text, resample } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.resample === undefined) throw error;
      throw new CsvNeedsResampleError(error.status, error.detail, [], undefined, error.column);
    }
  }

  /** Reads a dropped option-chain CSV in the worker; an ApiError names the row and column of a bad file. */
  previewOptionChain(fileName: string, text: string): Promise<OptionChainPreview> {
    return this.call('POST /data/options/preview', { body: { fileName, text } });
  }

  /**
   * Backtests the strategy on a loaded CSV at once, without a task. Each call gets a higher run id, so the worker
   * skips a run that a later call overtook (it fails with a 409 the caller, which only wants the latest, ignores).
   */
  runCsv(previewId: string, params: StrategyParamsRequest): Promise<BacktestResult> {
    const runId = ++this.runs;
    return this.call('POST /data/csv/previews/:preview_id/run', {
      params: { preview_id: previewId },
      body: { params, runId },
    });
  }

  /** Validate in CSV mode on a loaded CSV: the worker reads the file it holds, so no rows are sent or re-checked. */
  validateCsv(previewId: string, params: StrategyParamsRequest): Promise<ValidateResponse> {
    return this.call('POST /data/csv/previews/:preview_id/validate', {
      params: { preview_id: previewId },
      body: { params },
    });
  }

  async forgetCsv(previewId: string): Promise<void> {
    await this.call('DELETE /data/csv/previews/:preview_id', { params: { preview_id: previewId } });
  }
}
