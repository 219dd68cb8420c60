import type {
  BodyInput,
  CpmMode,
  QueryInput,
  ReportType,
  ScannerBacktestRequest,
  ScreenKey,
} from '../contract/index.ts';
import { screenRecordsSchema } from '../contract/index.ts';
import type { HttpTransport } from './backtest-client.ts';
import type { EndpointCall } from './endpoint-call.ts';
import { endpointCaller, narrowAnswer } from './endpoint-call.ts';

export type CpmRequestInput = BodyInput<'POST /cpm/scan'>;
export type ScannerSingleQueryInput = QueryInput<'GET /smart-stock-scanner/single/:ticker'>;
export type ScannerLatestQueryInput = QueryInput<'GET /smart-stock-scanner/latest-day-all'>;

/**
 * The analytics service's endpoints, each called by its key in the endpoint table: an error envelope throws, and the
 * `{code, data}` envelope's `data` is what most methods hand back.
 */
export class AnalyticsClient {
  /** Any endpoint of the table, by its key. */
  readonly call: EndpointCall;

  constructor(transport: HttpTransport) {
    this.call = endpointCaller(transport);
  }

  async holidays() {
    return (await this.call('GET /seasonality/get-predefined-holidays')).data.holidays;
  }

  /** Every feature (or those named) in one request. */
  async seasonality(query: QueryInput<'GET /seasonality'>) {
    return (await this.call('GET /seasonality', { query })).data;
  }

  /** Our extension: the average year on a calendar axis, with the latest year over it. */
  async averageYear(query: QueryInput<'GET /seasonality/average-year'>) {
    return (await this.call('GET /seasonality/average-year', { query })).data;
  }

  /** Our extension: each year's return in a calendar window (MM-DD to MM-DD), and the same on a benchmark. */
  async seasonalWindow(query: QueryInput<'GET /seasonality/window'>) {
    return (await this.call('GET /seasonality/window', { query })).data;
  }

  /** Our extension: the windows of n sessions with the highest mean return or share of positive years. */
  async bestWindows(query: QueryInput<'GET /seasonality/best-windows'>) {
    return (await this.call('GET /seasonality/best-windows', { query })).data;
  }

  async symbolCorrelation(body: BodyInput<'POST /symbol_corr'>) {
    return (await this.call('POST /symbol_corr', { body })).data;
  }

  async symbolBeta(body: BodyInput<'POST /symbol_beta'>) {
    return (await this.call('POST /symbol_beta', { body })).data;
  }

  async assetCorrelation(body: BodyInput<'POST /asset_corr'>) {
    return (await this.call('POST /asset_corr', { body })).data;
  }

  async patternCorrelation(body: BodyInput<'POST /pattern_corr'>) {
    return (await this.call('POST /pattern_corr', { body })).data;
  }

  cpmPatterns() {
    return this.call('GET /cpm/get-predefined-patterns');
  }

  submitCpm(mode: CpmMode, body: CpmRequestInput) {
    return mode === 'backtest'
      ? this.call('POST /cpm/backtest/start', { body })
      : this.call('POST /cpm/scan/start', { body });
  }

  /** The synchronous variants: the result at once, without a task (code 407, nothing matched, is a result too). */
  cpmNow(mode: CpmMode, body: CpmRequestInput) {
    return mode === 'backtest'
      ? this.call('POST /cpm/scan_with_backtest', { body })
      : this.call('POST /cpm/scan', { body });
  }

  cpmTask(taskId: string) {
    return this.call('GET /cpm/status/:task_id', { params: { task_id: taskId } });
  }

  cpmTasks(query: QueryInput<'GET /cpm/tasks'>) {
    return this.call('GET /cpm/tasks', { query });
  }

  /** The 15 predefined screens, each with its category (spec 4.7). */
  async screens() {
    return (await this.call('GET /screens/get-predefined-screens')).data.screens;
  }

  /**
   * A screen's records, each checked against its category's fields; `date` matters only to the ideas screens,
   * `universe` only to the screens computed over one (screenTakesUniverse).
   */
  async screen(key: ScreenKey, date?: string, universe?: string) {
    const request = { query: { key, date, universe } };
    const answer = await this.call('GET /screens', request);
    return narrowAnswer('GET /screens', request, screenRecordsSchema(key), answer.data);
  }

  /** The report types and their display names (spec 4.8). */
  async reportTypes() {
    return (await this.call('GET /reports/get-predefined-report-types')).data.report_types;
  }

  /** The newest `n` reports (the service's default 5 without it), of one type or of all. */
  async reports(type?: ReportType, n?: number) {
    return (await this.call('GET /reports', { query: { report_type: type, n } })).data;
  }

  // ---------------------------------------------------------------- scanners (spec 4.4-4.6)

  /** The 37 signals with their categories and definitions. */
  async scannerSignals() {
    return (await this.call('GET /smart-stock-scanner/get-predefined-signals')).data;
  }

  /** One ticker's picks between the dates (the latest day without them). */
  async scannerSingle(ticker: string, query: ScannerSingleQueryInput = {}) {
    return (await this.call('GET /smart-stock-scanner/single/:ticker', { params: { ticker }, query })).data;
  }

  /** Every pick of one day (the latest without a date). */
  async scannerLatest(query: ScannerLatestQueryInput = {}) {
    return (await this.call('GET /smart-stock-scanner/latest-day-all', { query })).data;
  }

  /** Takes the request a form builds (the table also reads `signals: "All"` and texts of numbers). */
  submitScannerBacktest(body: ScannerBacktestRequest) {
    return this.call('POST /smart-scanner-backtest/start', { body });
  }

  scannerBacktestTask(taskId: string) {
    return this.call('GET /smart-scanner-backtest/status/:task_id', { params: { task_id: taskId } });
  }

  /** Our extension: stops a PENDING or RUNNING scanner backtest; it ends FAILED with the cancel message. */
  cancelScannerBacktest(taskId: string) {
    return this.call('POST /smart-scanner-backtest/tasks/:task_id/cancel', { params: { task_id: taskId } });
  }

  scannerBacktestTasks(query: QueryInput<'GET /smart-scanner-backtest/tasks'>) {
    return this.call('GET /smart-scanner-backtest/tasks', { query });
  }

  /** Short-put opportunities of one snapshot day (the latest without a date). */
  async optionOpportunities(date?: string) {
    return (await this.call('GET /smart-option-scanner/options', { query: { date } })).data;
  }
}
