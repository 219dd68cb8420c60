import { z } from 'zod';
import type {
  CpmMode,
  CpmPatternList,
  CpmRequest,
  CpmResult,
  CpmTask,
  CpmTaskList,
  SubmitResponse,
  TaskStatus,
  AssetCorrData,
  AssetCorrRequest,
  PatternCorrData,
  PatternCorrRequest,
  SeasonalityAll,
  SeasonalityRequest,
  SymbolBetaData,
  SymbolCorrData,
  SymbolCorrRequest,
} from '../contract/index.ts';
import {
  CpmPatternListSchema,
  CpmResultSchema,
  CpmTaskListSchema,
  CpmTaskSchema,
  SubmitResponseSchema,
  AnalyticsErrorBodySchema,
  AssetCorrDataSchema,
  HolidayListSchema,
  PatternCorrDataSchema,
  SeasonalityAllSchema,
  SymbolBetaDataSchema,
  SymbolCorrDataSchema,
} from '../contract/index.ts';
import { ApiError } from './api-error.ts';
import type { HttpTransport } from './backtest-client.ts';

/** A `{code, msg}` answer of the analytics service: the body's code (e.g. 404, 411) is kept beside the HTTP status. */
export class AnalyticsError extends ApiError {
  constructor(
    status: number,
    readonly code: number,
    msg: string,
    fieldErrors: ApiError['fieldErrors'] = [],
  ) {
    super(status, msg, fieldErrors);
    this.name = 'AnalyticsError';
  }
}

function queryString(query: SeasonalityRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | undefined][])
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.size ? `?${params}` : '';
}

/** The analytics service's endpoints: each answer's envelope checked, its `data` parsed with the contract. */
export class AnalyticsClient {
  constructor(private readonly transport: HttpTransport) {}

  /** The whole answer parsed with `schema`; an error envelope (or a non-2xx answer) throws. */
  private async request<T>(
    schema: z.ZodType<T>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    /** Code 407 ("nothing found") is a result here, not a failure (CPM). */
    noResultsIsAnswer = false,
  ): Promise<T> {
    const answer = await this.transport.request(method, path, body);
    const failure = AnalyticsErrorBodySchema.safeParse(answer.body);
    if (failure.success && !(noResultsIsAnswer && failure.data.code === 407))
      throw new AnalyticsError(answer.status, failure.data.code, failure.data.msg, failure.data.errors ?? []);
    if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, answer.body);
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success)
      throw new ApiError(
        502,
        `the service's answer to ${method} ${path} is not in the expected shape: ${parsed.error.issues[0]?.message}`,
      );
    return parsed.data;
  }

  /** The `data` of a `{code, data}` envelope. */
  private async call<T>(
    data: z.ZodType<T>,
    successCode: 200 | 211,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<T> {
    return (await this.request(z.object({ code: z.literal(successCode), data }), method, path, body)).data;
  }

  holidays(): Promise<string[]> {
    return this.call(HolidayListSchema, 200, 'GET', '/seasonality/get-predefined-holidays').then((d) => d.holidays);
  }

  /** Every feature (or those named) in one request. */
  seasonality(query: SeasonalityRequest): Promise<SeasonalityAll> {
    return this.call(SeasonalityAllSchema, 200, 'GET', `/seasonality${queryString(query)}`);
  }

  symbolCorrelation(body: SymbolCorrRequest): Promise<SymbolCorrData> {
    return this.call(SymbolCorrDataSchema, 211, 'POST', '/symbol_corr', body);
  }

  symbolBeta(body: SymbolCorrRequest): Promise<SymbolBetaData> {
    return this.call(SymbolBetaDataSchema, 211, 'POST', '/symbol_beta', body);
  }

  assetCorrelation(body: AssetCorrRequest): Promise<AssetCorrData> {
    return this.call(AssetCorrDataSchema, 211, 'POST', '/asset_corr', body);
  }

  patternCorrelation(body: PatternCorrRequest): Promise<PatternCorrData> {
    return this.call(PatternCorrDataSchema, 211, 'POST', '/pattern_corr', body);
  }

  cpmPatterns(): Promise<CpmPatternList> {
    return this.request(CpmPatternListSchema, 'GET', '/cpm/get-predefined-patterns');
  }

  submitCpm(mode: CpmMode, body: CpmRequest): Promise<SubmitResponse> {
    return this.request(
      SubmitResponseSchema,
      'POST',
      mode === 'backtest' ? '/cpm/backtest/start' : '/cpm/scan/start',
      body,
    );
  }

  /** The synchronous variants: the result at once, without a task. */
  cpmNow(mode: CpmMode, body: CpmRequest): Promise<CpmResult> {
    const path = mode === 'backtest' ? '/cpm/scan_with_backtest' : '/cpm/scan';
    return this.request(CpmResultSchema, 'POST', path, body, true);
  }

  cpmTask(taskId: string): Promise<CpmTask> {
    return this.request(CpmTaskSchema, 'GET', `/cpm/status/${encodeURIComponent(taskId)}`);
  }

  cpmTasks(query: { limit: number; offset: number; status?: TaskStatus; mode?: CpmMode }): Promise<CpmTaskList> {
    const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
    if (query.status) params.set('status', query.status);
    if (query.mode) params.set('mode', query.mode);
    return this.request(CpmTaskListSchema, 'GET', `/cpm/tasks?${params}`);
  }
}
