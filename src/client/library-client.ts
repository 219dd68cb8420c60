import { z } from 'zod';
import type {
  BacktestResult,
  CsvDateOrder,
  CsvReading,
  DatasetKind,
  DatasetSummary,
  DatasetSymbolKind,
  OptionChainPreview,
  PriceBars,
  StrategyParamsRequest,
  ValidateResponse,
} from '../contract/index.ts';
import {
  BacktestResultSchema,
  CsvPreviewSchema,
  CsvReadingSchema,
  DatasetSummarySchema,
  OptionChainPreviewSchema,
  PriceBarsSchema,
  ValidateResponseSchema,
} from '../contract/index.ts';
import type { WorkerRequestBody } from '../worker/protocol.ts';
import { ApiError } from './api-error.ts';
import type { WorkerConnection } from './worker-connection.ts';

const LoadedCsvSchema = CsvPreviewSchema.extend({
  previewId: z.string(),
  /** The spacing of the file's bars (after any resampling): the frequency it can be backtested at without resampling. */
  frequency: z.enum(['Hourly', 'Daily', 'Weekly', 'Monthly']),
});

export type LoadedCsv = z.infer<typeof LoadedCsvSchema>;

/** A file of bars closer than an hour apart: the worker refused it, and loading it with `resample` would fold it into hours. */
export class CsvNeedsResampleError extends ApiError {
  readonly resample = 'Hourly' as const;
}

const ResampleBodySchema = z.object({
  detail: z.string(),
  column: z.string().optional(),
  resample: z.literal('Hourly'),
});

/** The browser's data library and the instant CSV backtest: worker-only, no HTTP equivalent. */
export class LibraryClient {
  private runs = 0;

  constructor(private readonly connection: Pick<WorkerConnection, 'send'>) {}

  private async call<T>(schema: z.ZodType<T>, request: WorkerRequestBody): Promise<T> {
    const answer = await this.connection.send(request);
    if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, answer.body);
    return schema.parse(answer.body);
  }

  list(): Promise<DatasetSummary[]> {
    return this.call(DatasetSummarySchema.array(), { type: 'library.list' });
  }

  /** Keeps a CSV; `symbolKind` is a price CSV's (stock when absent). */
  save(
    symbol: string,
    kind: DatasetKind,
    fileName: string,
    text: string,
    symbolKind?: DatasetSymbolKind,
  ): Promise<DatasetSummary> {
    const request: WorkerRequestBody = { type: 'library.save', symbol, kind, fileName, text };
    return this.call(DatasetSummarySchema, symbolKind ? { ...request, symbolKind } : request);
  }

  /** Keeps chosen columns of a wide close file, each under its symbol, read as `csv.read` found the file written. */
  saveWide(request: {
    fileName: string;
    text: string;
    columns: { column: string; symbol: string }[];
    symbolKind: DatasetSymbolKind;
    dateOrder?: CsvDateOrder;
    thousands?: boolean;
  }): Promise<DatasetSummary[]> {
    return this.call(DatasetSummarySchema.array(), { type: 'library.saveWide', ...request });
  }

  /**
   * Reads dropped files (several files of one symbol are joined): their layout, how dates and numbers are written, a
   * default symbol. An ApiError names the row and column (and the file, of several) of what cannot be read.
   */
  readCsv(
    files: { fileName: string; text: string }[],
    options: { asIndicator?: boolean; dateOrder?: CsvDateOrder } = {},
  ): Promise<CsvReading> {
    return this.call(CsvReadingSchema, { type: 'csv.read', files, ...options });
  }

  async remove(symbol: string): Promise<void> {
    const answer = await this.connection.send({ type: 'library.remove', symbol });
    if (answer.status !== 200) throw ApiError.fromBody(answer.status, answer.body);
  }

  bars(symbol: string): Promise<PriceBars> {
    return this.call(PriceBarsSchema, { type: 'library.bars', symbol });
  }

  /**
   * Parses a dropped CSV in the worker; an ApiError names the row and column of a bad file, a CsvNeedsResampleError
   * says the bars are intraday (load again with `resample` to fold them into hourly bars).
   */
  async loadCsv(fileName: string, text: string, resample?: 'Hourly'): Promise<LoadedCsv> {
    const request: WorkerRequestBody = { type: 'csv.load', fileName, text };
    const answer = await this.connection.send(resample ? { ...request, resample } : request);
    const intraday = answer.status === 400 ? ResampleBodySchema.safeParse(answer.body) : null;
    if (intraday?.success)
      throw new CsvNeedsResampleError(400, intraday.data.detail, [], undefined, intraday.data.column);
    if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, answer.body);
    return LoadedCsvSchema.parse(answer.body);
  }

  /** Reads a dropped option-chain CSV in the worker; an ApiError names the row and column of a bad file. */
  previewOptionChain(fileName: string, text: string): Promise<OptionChainPreview> {
    return this.call(OptionChainPreviewSchema, { type: 'options.preview', fileName, text });
  }

  /**
   * Backtests the strategy on a loaded CSV at once, without a task. Each call gets a higher run id, so the worker
   * skips a run that a later call overtook (it fails with a 409 the caller, which only wants the latest, ignores).
   */
  runCsv(previewId: string, params: StrategyParamsRequest): Promise<BacktestResult> {
    const runId = ++this.runs;
    return this.call(BacktestResultSchema, {
      type: 'csv.run',
      previewId,
      params: params as Record<string, unknown>,
      runId,
    });
  }

  /** Validate in CSV mode on a loaded CSV: the worker reads the file it holds, so no rows are sent or re-checked. */
  validateCsv(previewId: string, params: StrategyParamsRequest): Promise<ValidateResponse> {
    return this.call(ValidateResponseSchema, {
      type: 'csv.validate',
      previewId,
      params: params as Record<string, unknown>,
    });
  }

  async forgetCsv(previewId: string): Promise<void> {
    await this.connection.send({ type: 'csv.forget', previewId });
  }
}
