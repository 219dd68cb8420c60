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
import { ErrorBodySchema, HealthSchema } from './errors.ts';
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

/**
 * One endpoint as this project implements it: the source of the OpenAPI document and the reference page, so that the
 * documented shapes are the shapes the code parses. `:name` marks a path parameter.
 */
export interface EndpointDoc {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  summary: string;
  /** Which service's error envelope its failures use. */
  service: 'backtest' | 'analytics' | 'public';
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status and the whole body answered with it (null: no body). */
  status: 200 | 202 | 204;
  response: z.ZodType | null;
  /** The answer is an HTML page rather than JSON. */
  html?: true;
  /** Not in the service specifications: our own addition. */
  extension?: true;
}

const SEASONALITY_ANSWERS: Record<SeasonalityFeature, z.ZodType> = {
  'performance-by-week': z.array(WeekRowSchema),
  'performance-by-month': z.array(MonthRowSchema),
  'performance-around-holiday': HolidayObjectSchema,
  'performance-by-day-of-single-month': SingleMonthObjectSchema,
  'performance-around-specific-days': SpecificDayObjectSchema,
  'performance-by-day-of-month': z.array(DayOfMonthRowSchema),
  'performance-by-day-of-year': z.array(DayOfYearRowSchema),
  'one-dollar-curve': CurveObjectSchema,
};

const backtest = (doc: Omit<EndpointDoc, 'service' | 'status'> & { status?: 200 | 202 | 204 }): EndpointDoc => ({
  status: 200,
  ...doc,
  service: 'backtest',
});
const analytics = (doc: Omit<EndpointDoc, 'service' | 'status'> & { status?: 200 | 202 }): EndpointDoc => ({
  status: 200,
  ...doc,
  service: 'analytics',
});
const publicPage = (doc: Omit<EndpointDoc, 'service' | 'status'>): EndpointDoc => ({
  status: 200,
  ...doc,
  service: 'public',
});

/** Every endpoint of both services and our extensions, in the order the reference lists them. */
export const ENDPOINTS: readonly EndpointDoc[] = [
  publicPage({ method: 'GET', path: '/health', summary: 'Health check', response: HealthSchema }),
  publicPage({ method: 'GET', path: '/auth-info', summary: 'How to authenticate', response: AuthInfoSchema }),
  publicPage({ method: 'GET', path: '/docs', summary: 'This reference, as a page', response: z.string(), html: true }),
  publicPage({ method: 'GET', path: '/redoc', summary: 'This reference, as a page', response: z.string(), html: true }),
  publicPage({
    method: 'GET',
    path: '/openapi.json',
    summary: 'The endpoints as an OpenAPI 3.1 document',
    response: OpenApiDocumentSchema,
  }),
  publicPage({
    method: 'GET',
    path: '/backtest/tutorial',
    summary: 'A first backtest, step by step',
    response: TutorialSchema,
  }),

  backtest({
    method: 'POST',
    path: '/backtest/start_backtest',
    summary: 'Queue a backtest of a strategy',
    body: StrategyParamsInputSchema,
    status: 202,
    response: SubmitResponseSchema,
  }),
  backtest({
    method: 'POST',
    path: '/backtest/validate',
    summary: 'Preview the merged parameters and the encoded signals; nothing is queued',
    body: StrategyParamsInputSchema,
    response: ValidateResponseSchema,
  }),
  backtest({
    method: 'POST',
    path: '/backtest/signal_study',
    summary: 'What followed each bar where the entry rule fired, against every bar of the window; answered at once',
    body: SignalStudyRequestSchema,
    response: SignalStudyResponseSchema,
    extension: true,
  }),
  backtest({
    method: 'POST',
    path: '/backtest/sweep/start',
    summary: 'Queue a parameter sweep: the strategy run for every combination of 1 to 3 axes of values',
    body: SweepRequestSchema,
    status: 202,
    response: SubmitResponseSchema,
    extension: true,
  }),
  backtest({
    method: 'POST',
    path: '/backtest/walk_forward/start',
    summary: 'Queue a walk-forward test: values chosen in sample, run out of sample, window after window',
    body: WalkForwardRequestSchema,
    status: 202,
    response: SubmitResponseSchema,
    extension: true,
  }),
  backtest({
    method: 'GET',
    path: '/backtest/status/:task_id',
    summary:
      'Read a task (backtest, sweep or walk-forward), with its progress while it runs and its result once it succeeded',
    response: AnyBacktestTaskSchema,
  }),
  backtest({
    method: 'POST',
    path: '/backtest/tasks/:task_id/cancel',
    summary: 'Stop one of your tasks that has not finished; it ends FAILED, cancelled',
    response: CancelResponseSchema,
    extension: true,
  }),
  backtest({
    method: 'GET',
    path: '/backtest/tasks',
    summary: 'List your backtest tasks with their headline figures, newest first or by a figure',
    query: BacktestTaskListQuerySchema,
    response: TaskListResponseSchema,
  }),
  backtest({
    method: 'DELETE',
    path: '/backtest/tasks/:task_id',
    summary: 'Remove one of your backtest tasks',
    status: 204,
    response: null,
    extension: true,
  }),
  backtest({
    method: 'GET',
    path: '/backtest/indicators/list',
    summary: 'The indicator catalogue, filtered',
    query: CatalogueQuerySchema,
    response: z.array(CatalogueItemSchema),
  }),
  backtest({
    method: 'GET',
    path: '/backtest/indicators/technical',
    summary: 'The technical indicators the engine computes, with their parameters',
    response: z.array(TechnicalIndicatorInfoSchema),
    extension: true,
  }),
  backtest({
    method: 'GET',
    path: '/backtest/indicators/metadata',
    summary: 'Metadata of one indicator, keyed by its catalogue url',
    query: MetadataQuerySchema,
    response: IndicatorMetadataSchema,
  }),

  analytics({
    method: 'GET',
    path: '/seasonality/get-predefined-holidays',
    summary: 'The holiday names of performance-around-holiday',
    response: minimalEnvelope(HolidayListSchema),
  }),
  ...SEASONALITY_FEATURES.map((feature) =>
    analytics({
      method: 'GET',
      path: `/seasonality/${feature}`,
      summary: `Seasonality: ${feature}`,
      query: SeasonalityQuerySchema,
      response: minimalEnvelope(SEASONALITY_ANSWERS[feature]),
    }),
  ),
  analytics({
    method: 'GET',
    path: '/seasonality',
    summary: 'Several seasonality features at once',
    query: SeasonalityQuerySchema,
    response: minimalEnvelope(SeasonalityAllSchema),
  }),
  analytics({
    method: 'GET',
    path: '/seasonality/average-year',
    summary: 'The average year on a calendar axis, with the latest year over it',
    query: AverageYearQuerySchema,
    response: minimalEnvelope(AverageYearSchema),
    extension: true,
  }),
  analytics({
    method: 'GET',
    path: '/seasonality/window',
    summary: "A calendar window's return in each year, its statistics and the same window on a benchmark",
    query: WindowQuerySchema,
    response: minimalEnvelope(WindowAnswerSchema),
    extension: true,
  }),
  analytics({
    method: 'GET',
    path: '/seasonality/best-windows',
    summary: 'The windows of n sessions with the highest mean return or share of positive years',
    query: BestWindowsQuerySchema,
    response: minimalEnvelope(BestWindowsAnswerSchema),
    extension: true,
  }),
  analytics({
    method: 'POST',
    path: '/symbol_corr',
    summary: 'Correlation matrix and rolling correlation of symbols against a benchmark',
    body: SymbolCorrRequestSchema,
    response: corrEnvelope(SymbolCorrDataSchema),
  }),
  analytics({
    method: 'POST',
    path: '/symbol_beta',
    summary: 'Rolling beta of symbols against a benchmark',
    body: SymbolCorrRequestSchema,
    response: corrEnvelope(SymbolBetaDataSchema),
  }),
  analytics({
    method: 'POST',
    path: '/asset_corr',
    summary: 'Correlation of the asset classes',
    body: AssetCorrRequestSchema,
    response: corrEnvelope(AssetCorrDataSchema),
  }),
  analytics({
    method: 'POST',
    path: '/pattern_corr',
    summary: 'Similarity of two price windows, 0 to 100',
    body: PatternCorrRequestSchema,
    response: corrEnvelope(PatternCorrDataSchema),
  }),
  analytics({
    method: 'GET',
    path: '/cpm/get-predefined-patterns',
    summary: 'The predefined chart patterns',
    response: CpmPatternListSchema,
  }),
  analytics({
    method: 'POST',
    path: '/cpm/backtest/start',
    summary: 'Queue a pattern match with its backtest',
    body: CpmParamsSchema,
    response: SubmitResponseSchema,
  }),
  analytics({
    method: 'POST',
    path: '/cpm/scan/start',
    summary: 'Queue a pattern match',
    body: CpmParamsSchema,
    response: SubmitResponseSchema,
  }),
  analytics({
    method: 'POST',
    path: '/cpm/scan',
    summary: 'Pattern match, answered at once (code 407 when nothing matches)',
    body: CpmParamsSchema,
    response: CpmResultSchema,
  }),
  analytics({
    method: 'POST',
    path: '/cpm/scan_with_backtest',
    summary: 'Pattern match with its backtest, answered at once',
    body: CpmParamsSchema,
    response: CpmResultSchema,
  }),
  analytics({ method: 'GET', path: '/cpm/status/:task_id', summary: 'Read a CPM task', response: CpmTaskSchema }),
  analytics({
    method: 'GET',
    path: '/cpm/tasks',
    summary: 'List your CPM tasks',
    query: CpmTaskListQuerySchema,
    response: CpmTaskListSchema,
  }),
  analytics({
    method: 'GET',
    path: '/smart-stock-scanner/get-predefined-signals',
    summary: 'The 37 scanner signals with their definitions',
    response: PredefinedSignalsSchema,
  }),
  analytics({
    method: 'GET',
    path: '/smart-stock-scanner/single/:ticker',
    summary: "One ticker's picks over a window",
    query: ScannerSingleQuerySchema,
    response: ScannerSingleResponseSchema,
  }),
  analytics({
    method: 'GET',
    path: '/smart-stock-scanner/latest-day-all',
    summary: 'Every pick of a day',
    query: ScannerLatestQuerySchema,
    response: ScannerLatestResponseSchema,
  }),
  analytics({
    method: 'POST',
    path: '/smart-scanner-backtest/start',
    summary: 'Queue a portfolio backtest of the scanner picks',
    body: ScannerBacktestParamsSchema,
    response: SubmitResponseSchema,
  }),
  analytics({
    method: 'GET',
    path: '/smart-scanner-backtest/status/:task_id',
    summary: 'Read a scanner backtest task',
    response: ScannerBacktestTaskSchema,
  }),
  analytics({
    method: 'GET',
    path: '/smart-scanner-backtest/tasks',
    summary: 'List your scanner backtest tasks',
    query: ScannerBacktestTaskListQuerySchema,
    response: ScannerBacktestTaskListSchema,
  }),
  analytics({
    method: 'POST',
    path: '/smart-scanner-backtest/tasks/:task_id/cancel',
    summary: 'Stop one of your scanner backtests that has not finished; it ends FAILED, cancelled',
    response: CancelResponseSchema,
    extension: true,
  }),
  analytics({
    method: 'GET',
    path: '/smart-option-scanner/options',
    summary: 'Short-put opportunities of a snapshot day',
    query: OptionQuerySchema,
    response: OptionResponseSchema,
  }),
  analytics({
    method: 'GET',
    path: '/screens/get-predefined-screens',
    summary: 'Screen keys by category',
    response: minimalEnvelope(ScreenListDataSchema),
  }),
  analytics({
    method: 'GET',
    path: '/screens',
    summary: "A screen's records of a day",
    query: ScreenQuerySchema,
    response: ScreenAnswerSchema,
  }),
  analytics({
    method: 'GET',
    path: '/reports/get-predefined-report-types',
    summary: 'The report types',
    response: minimalEnvelope(ReportTypeListDataSchema),
  }),
  analytics({
    method: 'GET',
    path: '/reports',
    summary: 'Reports, newest first',
    query: ReportsQuerySchema,
    response: ReportsAnswerSchema,
  }),
];

/** The error body each service answers with. */
export const ERROR_BODIES = { backtest: ErrorBodySchema, analytics: AnalyticsErrorBodySchema } as const;

/** Paths that need no account. */
export const PUBLIC_PATHS: ReadonlySet<string> = new Set(
  ENDPOINTS.filter((e) => e.service === 'public').map((e) => e.path),
);
