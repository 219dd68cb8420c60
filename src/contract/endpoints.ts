import { z } from 'zod';
import {
  AssetCorrDataSchema,
  AssetCorrRequestSchema,
  corrEnvelope,
  CurveObjectSchema,
  DayOfMonthRowSchema,
  DayOfYearRowSchema,
  HolidayListSchema,
  HolidayObjectSchema,
  minimalEnvelope,
  MonthRowSchema,
  PatternCorrDataSchema,
  PatternCorrRequestSchema,
  SEASONALITY_FEATURES,
  SeasonalityAllSchema,
  SeasonalityQuerySchema,
  SingleMonthObjectSchema,
  SpecificDayObjectSchema,
  SymbolBetaDataSchema,
  SymbolCorrDataSchema,
  SymbolCorrRequestSchema,
  WeekRowSchema,
  type SeasonalityFeature,
} from './analytics.ts';
import {
  CatalogueItemSchema,
  CatalogueQuerySchema,
  IndicatorMetadataSchema,
  MetadataQuerySchema,
} from './catalogue.ts';
import {
  CpmParamsSchema,
  CpmPatternListSchema,
  CpmResultSchema,
  CpmTaskListQuerySchema,
  CpmTaskListSchema,
  CpmTaskSchema,
} from './cpm.ts';
import { AnalyticsErrorBodySchema } from './analytics.ts';
import {
  AverageYearQuerySchema,
  AverageYearSchema,
  BestWindowsAnswerSchema,
  BestWindowsQuerySchema,
  WindowAnswerSchema,
  WindowQuerySchema,
} from './seasonality-window.ts';
import { DataErrorBodySchema, ErrorBodySchema, HealthSchema } from './errors.ts';
import {
  DeletedSymbolSchema,
  RefreshRequestSchema,
  RefreshTaskSchema,
  SourceInfoSchema,
  SourceSettingsSchema,
  SourcesAnswerSchema,
  StoredSymbolsAnswerSchema,
  SymbolBarsAnswerSchema,
  SymbolBarsQuerySchema,
} from './market-data.ts';
import { ProvenanceAnswerSchema, ProvenanceQuerySchema } from './provenance.ts';
import { DeletedUniverseSchema, UniversePutSchema, UniverseSchema, UniversesAnswerSchema } from './universes.ts';
import {
  CsvLoadRequestSchema,
  CsvReadingSchema,
  CsvReadRequestSchema,
  CsvRunRequestSchema,
  CsvValidateRequestSchema,
  DatasetSummarySchema,
  LoadedCsvSchema,
  OptionChainPreviewSchema,
  OptionPreviewRequestSchema,
  PriceBarsSchema,
  RemovedDatasetSchema,
  SaveDatasetRequestSchema,
  SaveWideRequestSchema,
} from './library.ts';
import { BacktestResultSchema } from './result.ts';
import {
  ReportsAnswerSchema,
  ReportsQuerySchema,
  ReportTypeListDataSchema,
  ScreenAnswerSchema,
  ScreenListDataSchema,
  ScreenQuerySchema,
} from './publications.ts';
import {
  OptionQuerySchema,
  OptionResponseSchema,
  PredefinedSignalsSchema,
  ScannerBacktestParamsSchema,
  ScannerBacktestTaskListQuerySchema,
  ScannerBacktestTaskListSchema,
  ScannerBacktestTaskSchema,
  ScannerLatestQuerySchema,
  ScannerLatestResponseSchema,
  ScannerSingleQuerySchema,
  ScannerSingleResponseSchema,
} from './scanner.ts';
import { SignalStudyRequestSchema, SignalStudyResponseSchema } from './signal-study.ts';
import { StrategyParamsInputSchema } from './strategy.ts';
import {
  AnyBacktestTaskSchema,
  CancelResponseSchema,
  SweepRequestSchema,
  WalkForwardRequestSchema,
} from './research.ts';
import { BacktestTaskListQuerySchema, SubmitResponseSchema, TaskListResponseSchema } from './task.ts';
import { TechnicalIndicatorInfoSchema } from './technical.ts';
import { ValidateResponseSchema } from './validate.ts';

/** What `/auth-info` answers: how to sign in on this host. */
export const AuthInfoSchema = z.object({
  scheme: z.enum(['Basic', 'none']),
  header: z.string().optional(),
  accounts: z.string(),
  public_paths: z.array(z.string()),
  scope: z.string(),
});
export type AuthInfo = z.infer<typeof AuthInfoSchema>;

/** What `/backtest/tutorial` answers: a first backtest, one request a step. */
export const TutorialSchema = z.object({
  title: z.string(),
  steps: z.array(z.object({ step: z.string(), request: z.string(), body: z.unknown().optional(), note: z.string() })),
  curl: z.string(),
});
export type Tutorial = z.infer<typeof TutorialSchema>;

/** An OpenAPI 3.1 document (its shape is OpenAPI's own, not ours to restate). */
const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Which service an endpoint belongs to, and so which error envelope its failures use: `data` is our own, the dropped
 * files and the browser's data library.
 */
export type ServiceName = 'backtest' | 'analytics' | 'data' | 'public';
/** A service that answers failures in an envelope of its own (a public page answers in its path's service's). */
export type ErrorEnvelope = Exclude<ServiceName, 'public'>;

/**
 * One endpoint as this project implements it: what the router registers and validates, what the clients call, and
 * what the OpenAPI document and the reference are generated from. Its method and path are its key in `ENDPOINTS`
 * (`:name` marks a path parameter), so neither is written anywhere else.
 */
export interface EndpointSpec {
  summary: string;
  service: ServiceName;
  /** The query string, parsed by the router before the handler runs (each field a text on the wire). */
  query?: z.ZodType;
  /** The request body, parsed by the router before the handler runs. */
  body?: z.ZodType;
  /** What the body is, in the words of the 400 for an empty body ("send StrategyParams as JSON", the default). */
  bodyName?: string;
  /** What a JSON body that is not an object is told it must be ("StrategyParams"); without it the schema says so. */
  objectName?: string;
  /** The success status (200 when absent); the whole body answered with it is `response` (null: no body). */
  status?: 200 | 202 | 204;
  response: z.ZodType | null;
  /** Codes of the analytics envelope that are answers rather than failures (CPM: 407, nothing matched). */
  answerCodes?: readonly number[];
  /** A submit that repeats an earlier one under the same Idempotency-Key answers 200 with the earlier task. */
  idempotent?: true;
  /** The answer is an HTML page rather than JSON. */
  html?: true;
  /** Not in the service specifications: our own addition. */
  extension?: true;
  /** Offered only by the in-browser service, which holds the data library (IndexedDB); other hosts answer 501. */
  host?: 'browser';
}

/** An endpoint of the table with its method and path spelled out, as the documents list it. */
export interface EndpointDoc extends EndpointSpec {
  key: string;
  method: Method;
  path: string;
  status: 200 | 202 | 204;
}

const SEASONALITY_ANSWERS = {
  'performance-by-week': z.array(WeekRowSchema),
  'performance-by-month': z.array(MonthRowSchema),
  'performance-around-holiday': HolidayObjectSchema,
  'performance-by-day-of-single-month': SingleMonthObjectSchema,
  'performance-around-specific-days': SpecificDayObjectSchema,
  'performance-by-day-of-month': z.array(DayOfMonthRowSchema),
  'performance-by-day-of-year': z.array(DayOfYearRowSchema),
  'one-dollar-curve': CurveObjectSchema,
} as const satisfies Record<SeasonalityFeature, z.ZodType>;

const backtest = <const S extends Omit<EndpointSpec, 'service'>>(spec: S) => ({
  ...spec,
  service: 'backtest' as const,
});
const analytics = <const S extends Omit<EndpointSpec, 'service'>>(spec: S) => ({
  ...spec,
  service: 'analytics' as const,
});
const browserData = <const S extends Omit<EndpointSpec, 'service' | 'extension' | 'host'>>(spec: S) => ({
  ...spec,
  service: 'data' as const,
  extension: true as const,
  host: 'browser' as const,
});
/** The market-data layer (our extension): sources, refresh, stored symbols; every host offers it over its own store. */
const marketData = <const S extends Omit<EndpointSpec, 'service' | 'extension'>>(spec: S) => ({
  ...spec,
  service: 'data' as const,
  extension: true as const,
});
const publicPage = <const S extends Omit<EndpointSpec, 'service'>>(spec: S) => ({
  ...spec,
  service: 'public' as const,
});

type SeasonalityFeatureEndpoints = {
  readonly [F in SeasonalityFeature as `GET /seasonality/${F}`]: {
    summary: string;
    service: 'analytics';
    query: typeof SeasonalityQuerySchema;
    response: z.ZodObject<{ code: z.ZodLiteral<200>; data: (typeof SEASONALITY_ANSWERS)[F] }>;
  };
};

/** One endpoint per seasonality feature (spec 4.1), each answering its own shape. */
const SEASONALITY_FEATURE_ENDPOINTS = Object.fromEntries(
  SEASONALITY_FEATURES.map((feature) => [
    `GET /seasonality/${feature}`,
    analytics({
      summary: `Seasonality: ${feature}`,
      query: SeasonalityQuerySchema,
      response: minimalEnvelope(SEASONALITY_ANSWERS[feature]),
    }),
  ]),
) as unknown as SeasonalityFeatureEndpoints;

/** Every endpoint of both services and our extensions, keyed by method and path, in the order the reference lists them. */
export const ENDPOINTS = {
  'GET /health': publicPage({ summary: 'Health check', response: HealthSchema }),
  'GET /auth-info': publicPage({ summary: 'How to authenticate', response: AuthInfoSchema }),
  'GET /docs': publicPage({ summary: 'This reference, as a page', response: z.string(), html: true }),
  'GET /redoc': publicPage({ summary: 'This reference, as a page', response: z.string(), html: true }),
  'GET /openapi.json': publicPage({
    summary: 'The endpoints as an OpenAPI 3.1 document',
    response: OpenApiDocumentSchema,
  }),
  'GET /backtest/tutorial': publicPage({
    summary: 'A first backtest, step by step',
    response: TutorialSchema,
  }),
  'POST /backtest/start_backtest': backtest({
    summary: 'Queue a backtest of a strategy',
    body: StrategyParamsInputSchema,
    objectName: 'StrategyParams',
    status: 202,
    idempotent: true,
    response: SubmitResponseSchema,
  }),
  'POST /backtest/validate': backtest({
    summary: 'Preview the merged parameters and the encoded signals; nothing is queued',
    body: StrategyParamsInputSchema,
    objectName: 'StrategyParams',
    response: ValidateResponseSchema,
  }),
  'POST /backtest/signal_study': backtest({
    summary: 'What followed each bar where the entry rule fired, against every bar of the window; answered at once',
    body: SignalStudyRequestSchema,
    objectName: 'StrategyParams with optional horizons and min_gap',
    response: SignalStudyResponseSchema,
    extension: true,
  }),
  'POST /backtest/sweep/start': backtest({
    summary: 'Queue a parameter sweep: the strategy run for every combination of 1 to 3 axes of values',
    body: SweepRequestSchema,
    bodyName: 'a sweep body {strategy, axes}',
    status: 202,
    idempotent: true,
    response: SubmitResponseSchema,
    extension: true,
  }),
  'POST /backtest/walk_forward/start': backtest({
    summary: 'Queue a walk-forward test: values chosen in sample, run out of sample, window after window',
    body: WalkForwardRequestSchema,
    bodyName: 'a walk-forward body {strategy, axes, in_sample_bars, out_of_sample_bars}',
    status: 202,
    idempotent: true,
    response: SubmitResponseSchema,
    extension: true,
  }),
  'GET /backtest/status/:task_id': backtest({
    summary:
      'Read a task (backtest, sweep or walk-forward), with its progress while it runs and its result once it succeeded',
    response: AnyBacktestTaskSchema,
  }),
  'POST /backtest/tasks/:task_id/cancel': backtest({
    summary: 'Stop one of your tasks that has not finished; it ends FAILED, cancelled',
    response: CancelResponseSchema,
    extension: true,
  }),
  'GET /backtest/tasks': backtest({
    summary: 'List your backtest tasks with their headline figures, newest first or by a figure',
    query: BacktestTaskListQuerySchema,
    response: TaskListResponseSchema,
  }),
  'DELETE /backtest/tasks/:task_id': backtest({
    summary: 'Remove one of your backtest tasks',
    status: 204,
    response: null,
    extension: true,
  }),
  'GET /backtest/indicators/list': backtest({
    summary: 'The indicator catalogue, filtered',
    query: CatalogueQuerySchema,
    response: z.array(CatalogueItemSchema),
  }),
  'GET /backtest/indicators/technical': backtest({
    summary: 'The technical indicators the engine computes, with their parameters',
    response: z.array(TechnicalIndicatorInfoSchema),
    extension: true,
  }),
  'GET /backtest/indicators/metadata': backtest({
    summary: 'Metadata of one indicator, keyed by its catalogue url',
    query: MetadataQuerySchema,
    response: IndicatorMetadataSchema,
  }),
  'GET /seasonality/get-predefined-holidays': analytics({
    summary: 'The holiday names of performance-around-holiday',
    response: minimalEnvelope(HolidayListSchema),
  }),
  ...SEASONALITY_FEATURE_ENDPOINTS,
  'GET /seasonality': analytics({
    summary: 'Several seasonality features at once',
    query: SeasonalityQuerySchema,
    response: minimalEnvelope(SeasonalityAllSchema),
  }),
  'GET /seasonality/average-year': analytics({
    summary: 'The average year on a calendar axis, with the latest year over it',
    query: AverageYearQuerySchema,
    response: minimalEnvelope(AverageYearSchema),
    extension: true,
  }),
  'GET /seasonality/window': analytics({
    summary: "A calendar window's return in each year, its statistics and the same window on a benchmark",
    query: WindowQuerySchema,
    response: minimalEnvelope(WindowAnswerSchema),
    extension: true,
  }),
  'GET /seasonality/best-windows': analytics({
    summary: 'The windows of n sessions with the highest mean return or share of positive years',
    query: BestWindowsQuerySchema,
    response: minimalEnvelope(BestWindowsAnswerSchema),
    extension: true,
  }),
  'POST /symbol_corr': analytics({
    summary: 'Correlation matrix and rolling correlation of symbols against a benchmark',
    body: SymbolCorrRequestSchema,
    response: corrEnvelope(SymbolCorrDataSchema),
  }),
  'POST /symbol_beta': analytics({
    summary: 'Rolling beta of symbols against a benchmark',
    body: SymbolCorrRequestSchema,
    response: corrEnvelope(SymbolBetaDataSchema),
  }),
  'POST /asset_corr': analytics({
    summary: 'Correlation of the asset classes',
    body: AssetCorrRequestSchema,
    response: corrEnvelope(AssetCorrDataSchema),
  }),
  'POST /pattern_corr': analytics({
    summary: 'Similarity of two price windows, 0 to 100',
    body: PatternCorrRequestSchema,
    response: corrEnvelope(PatternCorrDataSchema),
  }),
  'GET /cpm/get-predefined-patterns': analytics({
    summary: 'The predefined chart patterns',
    response: CpmPatternListSchema,
  }),
  'POST /cpm/backtest/start': analytics({
    summary: 'Queue a pattern match with its backtest',
    body: CpmParamsSchema,
    status: 202,
    idempotent: true,
    response: SubmitResponseSchema,
  }),
  'POST /cpm/scan/start': analytics({
    summary: 'Queue a pattern match',
    body: CpmParamsSchema,
    status: 202,
    idempotent: true,
    response: SubmitResponseSchema,
  }),
  'POST /cpm/scan': analytics({
    summary: 'Pattern match, answered at once (code 407 when nothing matches)',
    body: CpmParamsSchema,
    response: CpmResultSchema,
    answerCodes: [407],
  }),
  'POST /cpm/scan_with_backtest': analytics({
    summary: 'Pattern match with its backtest, answered at once',
    body: CpmParamsSchema,
    response: CpmResultSchema,
    answerCodes: [407],
  }),
  'GET /cpm/status/:task_id': analytics({ summary: 'Read a CPM task', response: CpmTaskSchema }),
  'GET /cpm/tasks': analytics({
    summary: 'List your CPM tasks',
    query: CpmTaskListQuerySchema,
    response: CpmTaskListSchema,
  }),
  'GET /smart-stock-scanner/get-predefined-signals': analytics({
    summary: 'The 37 scanner signals with their definitions',
    response: PredefinedSignalsSchema,
  }),
  'GET /smart-stock-scanner/single/:ticker': analytics({
    summary: "One ticker's picks over a window",
    query: ScannerSingleQuerySchema,
    response: ScannerSingleResponseSchema,
  }),
  'GET /smart-stock-scanner/latest-day-all': analytics({
    summary: 'Every pick of a day',
    query: ScannerLatestQuerySchema,
    response: ScannerLatestResponseSchema,
  }),
  'POST /smart-scanner-backtest/start': analytics({
    summary: 'Queue a portfolio backtest of the scanner picks',
    body: ScannerBacktestParamsSchema,
    status: 202,
    idempotent: true,
    response: SubmitResponseSchema,
  }),
  'GET /smart-scanner-backtest/status/:task_id': analytics({
    summary: 'Read a scanner backtest task',
    response: ScannerBacktestTaskSchema,
  }),
  'GET /smart-scanner-backtest/tasks': analytics({
    summary: 'List your scanner backtest tasks',
    query: ScannerBacktestTaskListQuerySchema,
    response: ScannerBacktestTaskListSchema,
  }),
  'POST /smart-scanner-backtest/tasks/:task_id/cancel': analytics({
    summary: 'Stop one of your scanner backtests that has not finished; it ends FAILED, cancelled',
    response: CancelResponseSchema,
    extension: true,
  }),
  'GET /smart-option-scanner/options': analytics({
    summary: 'Short-put opportunities of a snapshot day',
    query: OptionQuerySchema,
    response: OptionResponseSchema,
  }),
  'GET /screens/get-predefined-screens': analytics({
    summary: 'Screen keys by category',
    response: minimalEnvelope(ScreenListDataSchema),
  }),
  'GET /screens': analytics({
    summary: "A screen's records of a day",
    query: ScreenQuerySchema,
    response: ScreenAnswerSchema,
  }),
  'GET /reports/get-predefined-report-types': analytics({
    summary: 'The report types',
    response: minimalEnvelope(ReportTypeListDataSchema),
  }),
  'GET /reports': analytics({
    summary: 'Reports, newest first',
    query: ReportsQuerySchema,
    response: ReportsAnswerSchema,
  }),
  'GET /data/library': browserData({
    summary: 'The data library: the bundled samples and the CSVs kept in this browser',
    response: z.array(DatasetSummarySchema),
  }),
  'POST /data/library': browserData({
    summary: 'Keep a CSV in the data library under a symbol (upper-cased)',
    body: SaveDatasetRequestSchema,
    bodyName: 'a dataset body {symbol, kind, fileName, text}',
    response: DatasetSummarySchema,
  }),
  'POST /data/library/wide': browserData({
    summary: 'Keep chosen columns of a wide close file, each under its symbol',
    body: SaveWideRequestSchema,
    bodyName: 'a wide-file body {fileName, text, columns, symbolKind}',
    response: z.array(DatasetSummarySchema),
  }),
  'DELETE /data/library/:symbol': browserData({
    summary: 'Remove a kept dataset (a sample cannot be removed)',
    response: RemovedDatasetSchema,
  }),
  'GET /data/library/:symbol/bars': browserData({
    summary: "A symbol's price bars as plain arrays, for charts",
    response: PriceBarsSchema,
  }),
  'POST /data/csv/read': browserData({
    summary: 'Read dropped files: their layout, date order, thousands separators and a default symbol; nothing is kept',
    body: CsvReadRequestSchema,
    bodyName: 'a body {files: [{fileName, text}]}',
    response: CsvReadingSchema,
  }),
  'POST /data/csv/previews': browserData({
    summary: 'Load a dropped price CSV for CSV mode: its preview and the id runs name it by',
    body: CsvLoadRequestSchema,
    bodyName: 'a body {fileName, text}',
    response: LoadedCsvSchema,
  }),
  'POST /data/csv/previews/:preview_id/run': browserData({
    summary: 'Backtest a strategy on a loaded CSV, answered at once (409 when a newer edit overtook the run)',
    body: CsvRunRequestSchema,
    bodyName: 'a body {params, runId}',
    response: BacktestResultSchema,
  }),
  'POST /data/csv/previews/:preview_id/validate': browserData({
    summary: 'Validate a strategy on a loaded CSV, without sending its rows',
    body: CsvValidateRequestSchema,
    bodyName: 'a body {params}',
    response: ValidateResponseSchema,
  }),
  'DELETE /data/csv/previews/:preview_id': browserData({
    summary: 'Forget a loaded CSV',
    status: 204,
    response: null,
  }),
  'POST /data/options/preview': browserData({
    summary: 'Read a dropped option-chain CSV for its preview; nothing is kept',
    body: OptionPreviewRequestSchema,
    bodyName: 'a body {fileName, text}',
    response: OptionChainPreviewSchema,
  }),
  'GET /data/sources': marketData({
    summary: 'The market-data sources this host can fetch from, what each gives and whether it needs a key',
    response: SourcesAnswerSchema,
  }),
  'POST /data/sources/:name/settings': browserData({
    summary: "Set this browser's API key or mirror address for a source; the key stays in this browser",
    body: SourceSettingsSchema,
    bodyName: 'a body {api_key?, base_url?}',
    response: SourceInfoSchema,
  }),
  'POST /data/refresh/start': marketData({
    summary: 'Fetch symbols from a source into the store: new history, or what is new since the last stored bar',
    body: RefreshRequestSchema,
    bodyName: 'a body {symbols?, universe?, source?, from?}',
    status: 202,
    response: SubmitResponseSchema,
  }),
  'GET /data/refresh/status/:task_id': marketData({
    summary: "Read a refresh: per-symbol progress while it runs, each symbol's outcome once it ended",
    response: RefreshTaskSchema,
  }),
  'POST /data/refresh/:task_id/cancel': marketData({
    summary: 'Stop a running refresh; the symbols already done are kept, the one under way is left as it was',
    response: RefreshTaskSchema,
  }),
  'GET /data/symbols': marketData({
    summary: 'The fetched symbols in the store: source, range, rows, last update, splits and dividends',
    response: StoredSymbolsAnswerSchema,
  }),
  'GET /data/symbols/:symbol/bars': marketData({
    summary: "A stored symbol's bars (or values), optionally between two dates",
    query: SymbolBarsQuerySchema,
    response: SymbolBarsAnswerSchema,
  }),
  'GET /data/provenance': marketData({
    summary: "Where symbols' data comes from and the dates it spans, flagged when it lags the store's newest",
    query: ProvenanceQuerySchema,
    response: ProvenanceAnswerSchema,
  }),
  'DELETE /data/symbols/:symbol': marketData({
    summary: 'Remove a fetched symbol from the store',
    response: DeletedSymbolSchema,
  }),
  'GET /data/universes': marketData({
    summary: 'The universes (named symbol lists): the built-in ones first, each with its member count',
    response: UniversesAnswerSchema,
  }),
  'GET /data/universes/:name': marketData({
    summary: "A universe's members and their sectors",
    response: UniverseSchema,
  }),
  'PUT /data/universes/:name': marketData({
    summary: 'Create or replace a user universe with its members (and their sectors); a built-in one stays',
    body: UniversePutSchema,
    bodyName: 'a body {symbols, sectors?}',
    objectName: 'a universe {symbols, sectors?}',
    response: UniverseSchema,
  }),
  'DELETE /data/universes/:name': marketData({
    summary: 'Remove a user universe (a built-in one stays)',
    response: DeletedUniverseSchema,
  }),
} as const satisfies Record<`${Method} /${string}`, EndpointSpec>;

/** The error body each service answers with. */
export const ERROR_BODIES = {
  backtest: ErrorBodySchema,
  analytics: AnalyticsErrorBodySchema,
  data: DataErrorBodySchema,
} as const satisfies Record<ErrorEnvelope, z.ZodType>;

export type EndpointKey = keyof typeof ENDPOINTS;

/** The endpoints only the in-browser service offers (`host: 'browser'`): its worker must give them handlers. */
export type BrowserOnlyKey = {
  [K in EndpointKey]: (typeof ENDPOINTS)[K] extends { host: 'browser' } ? K : never;
}[EndpointKey];

/** The method and path of an endpoint key. */
export function methodAndPath(key: string): { method: Method; path: string } {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space) as Method, path: key.slice(space + 1) };
}

/** Every endpoint with its method, path and status spelled out, in the table's order. */
export const ENDPOINT_LIST: readonly EndpointDoc[] = Object.entries(ENDPOINTS).map(
  ([key, spec]: [string, EndpointSpec]) => ({ ...spec, key, ...methodAndPath(key), status: spec.status ?? 200 }),
);

/** Paths that need no account. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(
  ENDPOINT_LIST.filter((e) => e.service === 'public').map((e) => e.path),
);

/** The first segment of a path: `/backtest/status/1` -> `backtest`. */
export function firstSegment(path: string): string {
  return path.split('/')[1] ?? '';
}

/** Each first segment of a path of a service's endpoints, with that service (public pages take their path's). */
const ENVELOPE_BY_SEGMENT: ReadonlyMap<string, ErrorEnvelope> = new Map(
  ENDPOINT_LIST.flatMap((e) => (e.service === 'public' ? [] : [[firstSegment(e.path), e.service] as const])),
);

/**
 * The service whose error envelope answers a request to `path`, any path, in the table or not: the service of the
 * endpoints under the same first segment, else the analytics service (which owns most top-level paths). Every
 * decision of which envelope to answer in is this one.
 */
export function serviceOf(path: string): ErrorEnvelope {
  return ENVELOPE_BY_SEGMENT.get(firstSegment(path)) ?? 'analytics';
}
