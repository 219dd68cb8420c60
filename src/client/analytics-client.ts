import { z } from 'zod';
import type {
  CancelResponse,
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
  AverageYear,
  AverageYearQuery,
  BestWindowsAnswer,
  BestWindowsQuery,
  WindowAnswer,
  WindowQuery,
  SymbolBetaData,
  SymbolCorrData,
  SymbolCorrRequest,
  Report,
  ReportType,
  ReportTypeItem,
  ScreenKey,
  ScreenListItem,
  ScreenRecord,
  OptionResponse,
  PredefinedSignals,
  ScannerBacktestRequest,
  ScannerBacktestTask,
  ScannerBacktestTaskList,
  ScannerLatestResponse,
  ScannerPickCategory,
  ScannerSingleResponse,
} from '../contract/index.ts';
import {
  CancelResponseSchema,
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
  AverageYearSchema,
  BestWindowsAnswerSchema,
  WindowAnswerSchema,
  SymbolBetaDataSchema,
  SymbolCorrDataSchema,
  ReportSchema,
  ReportTypeListDataSchema,
  ScreenListDataSchema,
  screenRecordsSchema,
  OptionResponseSchema,
  PredefinedSignalsSchema,
  ScannerBacktestTaskListSchema,
  ScannerBacktestTaskSchema,
  ScannerLatestResponseSchema,
  ScannerSingleResponseSchema,
} from '../contract/index.ts';
import { AnalyticsError } from './api-error.ts';
import { parseAnswer } from './parse-answer.ts';
import type { HttpTransport } from './backtest-client.ts';

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, string | number | boolean | undefined][])
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
    return parseAnswer(schema, answer, method, path);
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

  /** Our extension: the average year on a calendar axis, with the latest year over it. */
  averageYear(query: AverageYearQuery): Promise<AverageYear> {
    return this.call(AverageYearSchema, 200, 'GET', `/seasonality/average-year${queryString(query)}`);
  }

  /** Our extension: each year's return in a calendar window (MM-DD to MM-DD), and the same on a benchmark. */
  seasonalWindow(query: WindowQuery): Promise<WindowAnswer> {
    return this.call(WindowAnswerSchema, 200, 'GET', `/seasonality/window${queryString(query)}`);
  }

  /** Our extension: the windows of n sessions with the highest mean return or share of positive years. */
  bestWindows(query: BestWindowsQuery): Promise<BestWindowsAnswer> {
    return this.call(BestWindowsAnswerSchema, 200, 'GET', `/seasonality/best-windows${queryString(query)}`);
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

  /** The 15 predefined screens, each with its category (spec 4.7). */
  screens(): Promise<ScreenListItem[]> {
    return this.call(ScreenListDataSchema, 200, 'GET', '/screens/get-predefined-screens').then((d) => d.screens);
  }

  /** A screen's records, each checked against its category's fields; `date` matters only to the ideas screens. */
  screen(key: ScreenKey, date?: string): Promise<ScreenRecord[]> {
    const params = new URLSearchParams({ key });
    if (date) params.set('date', date);
    return this.call(screenRecordsSchema(key), 200, 'GET', `/screens?${params}`);
  }

  /** The report types and their display names (spec 4.8). */
  reportTypes(): Promise<ReportTypeItem[]> {
    return this.call(ReportTypeListDataSchema, 200, 'GET', '/reports/get-predefined-report-types').then(
      (d) => d.report_types,
    );
  }

  /** The newest `n` reports (the service's default 5 without it), of one type or of all. */
  reports(type?: ReportType, n?: number): Promise<Report[]> {
    const params = new URLSearchParams();
    if (type) params.set('report_type', type);
    if (n !== undefined) params.set('n', String(n));
    return this.call(ReportSchema.array(), 200, 'GET', `/reports${params.size ? `?${params}` : ''}`);
  }

  // ---------------------------------------------------------------- scanners (spec 4.4-4.6)

  /** The 37 signals with their categories and definitions. */
  scannerSignals(): Promise<PredefinedSignals['data']> {
    return this.request(PredefinedSignalsSchema, 'GET', '/smart-stock-scanner/get-predefined-signals').then(
      (a) => a.data,
    );
  }

  /** One ticker's picks between the dates (the latest day without them). */
  scannerSingle(ticker: string, query: ScannerSingleQueryInput = {}): Promise<ScannerSingleResponse['data']> {
    const path = `/smart-stock-scanner/single/${encodeURIComponent(ticker)}${queryString(query)}`;
    return this.request(ScannerSingleResponseSchema, 'GET', path).then((a) => a.data);
  }

  /** Every pick of one day (the latest without a date). */
  scannerLatest(query: ScannerLatestQueryInput = {}): Promise<ScannerLatestResponse['data']> {
    const path = `/smart-stock-scanner/latest-day-all${queryString(query)}`;
    return this.request(ScannerLatestResponseSchema, 'GET', path).then((a) => a.data);
  }

  submitScannerBacktest(body: ScannerBacktestRequest): Promise<SubmitResponse> {
    return this.request(SubmitResponseSchema, 'POST', '/smart-scanner-backtest/start', body);
  }

  scannerBacktestTask(taskId: string): Promise<ScannerBacktestTask> {
    return this.request(
      ScannerBacktestTaskSchema,
      'GET',
      `/smart-scanner-backtest/status/${encodeURIComponent(taskId)}`,
    );
  }

  /** Our extension: stops a PENDING or RUNNING scanner backtest; it ends FAILED with the cancel message. */
  cancelScannerBacktest(taskId: string): Promise<CancelResponse> {
    return this.request(
      CancelResponseSchema,
      'POST',
      `/smart-scanner-backtest/tasks/${encodeURIComponent(taskId)}/cancel`,
    );
  }

  scannerBacktestTasks(query: {
    limit: number;
    offset: number;
    status?: TaskStatus;
  }): Promise<ScannerBacktestTaskList> {
    return this.request(ScannerBacktestTaskListSchema, 'GET', `/smart-scanner-backtest/tasks${queryString(query)}`);
  }

  /** Short-put opportunities of one snapshot day (the latest without a date). */
  optionOpportunities(date?: string): Promise<OptionResponse['data']> {
    return this.request(OptionResponseSchema, 'GET', `/smart-option-scanner/options${queryString({ date })}`).then(
      (a) => a.data,
    );
  }
}

export interface ScannerSingleQueryInput {
  start_date?: string;
  end_date?: string;
  include_backtest?: boolean;
  category?: ScannerPickCategory;
}

export interface ScannerLatestQueryInput {
  ticker?: string;
  date?: string;
  category?: ScannerPickCategory;
  include_backtest?: boolean;
  /** Ours: without a date, the latest day that has picks. */
  with_picks?: boolean;
}
