import { z } from 'zod';
import type {
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

  private async call<T>(
    data: z.ZodType<T>,
    successCode: 200 | 211,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<T> {
    const answer = await this.transport.request(method, path, body);
    const failure = AnalyticsErrorBodySchema.safeParse(answer.body);
    if (failure.success)
      throw new AnalyticsError(answer.status, failure.data.code, failure.data.msg, failure.data.errors ?? []);
    if (answer.status < 200 || answer.status >= 300) throw ApiError.fromBody(answer.status, answer.body);
    const parsed = z.object({ code: z.literal(successCode), data }).safeParse(answer.body);
    if (!parsed.success)
      throw new ApiError(
        502,
        `the service's answer to ${method} ${path} is not in the expected shape: ${parsed.error.issues[0]?.message}`,
      );
    return parsed.data.data;
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
}
