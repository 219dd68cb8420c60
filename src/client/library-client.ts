import { z } from 'zod';
import type {
  BacktestResult,
  CsvPreview,
  DatasetKind,
  DatasetSummary,
  DatasetSymbolKind,
  OptionChainPreview,
  PriceBars,
  StrategyParamsRequest,
} from '../contract/index.ts';
import {
  BacktestResultSchema,
  CsvPreviewSchema,
  DatasetSummarySchema,
  OptionChainPreviewSchema,
  PriceBarsSchema,
} from '../contract/index.ts';
import type { WorkerRequestBody } from '../worker/protocol.ts';
import { ApiError } from './api-error.ts';
import type { WorkerConnection } from './worker-connection.ts';

export type LoadedCsv = CsvPreview & { previewId: string };

const LoadedCsvSchema = CsvPreviewSchema.extend({ previewId: z.string() });

/** The browser's data library and the instant CSV backtest: worker-only, no HTTP equivalent. */
export class LibraryClient {
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

  async remove(symbol: string): Promise<void> {
    const answer = await this.connection.send({ type: 'library.remove', symbol });
    if (answer.status !== 200) throw ApiError.fromBody(answer.status, answer.body);
  }

  bars(symbol: string): Promise<PriceBars> {
    return this.call(PriceBarsSchema, { type: 'library.bars', symbol });
  }

  /** Parses a dropped CSV in the worker; an ApiError names the row and column of a bad file. */
  loadCsv(fileName: string, text: string): Promise<LoadedCsv> {
    return this.call(LoadedCsvSchema, { type: 'csv.load', fileName, text });
  }

  /** Reads a dropped option-chain CSV in the worker; an ApiError names the row and column of a bad file. */
  previewOptionChain(fileName: string, text: string): Promise<OptionChainPreview> {
    return this.call(OptionChainPreviewSchema, { type: 'options.preview', fileName, text });
  }

  /** Backtests the strategy on a loaded CSV at once, without a task. */
  runCsv(previewId: string, params: StrategyParamsRequest): Promise<BacktestResult> {
    return this.call(BacktestResultSchema, { type: 'csv.run', previewId, params: params as Record<string, unknown> });
  }

  async forgetCsv(previewId: string): Promise<void> {
    await this.connection.send({ type: 'csv.forget', previewId });
  }
}
