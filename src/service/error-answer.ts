import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnalyticsErrorBody, AnalyticsErrorCode, DataErrorBody, ErrorEnvelope } from '../contract/index.ts';
import { CsvError } from '../csv/csv-error.ts';
import { SeriesError } from '../engine/series/from-rows.ts';
import { AnalyticsServiceError } from './analytics/analytics-error.ts';
import { ServiceError } from './errors.ts';
import { RETRY_AFTER_SECONDS, storeUnavailable } from './store-unavailable.ts';

/** A failure as every host answers it: the HTTP status and the body in its service's envelope. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: DataErrorBody | AnalyticsErrorBody;
  /** Headers the answer carries: a 503's Retry-After. */
  headers?: Record<string, string>;
}

/**
 * A failure in the envelope of `service` (docs/semantics.md): `{detail}`, or `{code, msg, data: null}` for the
 * analytics service, whose `code` is the status unless told (a body over the limit is HTTP 413 with code 400, since
 * the analytics spec has no code for it).
 */
export function failure(
  service: ErrorEnvelope,
  status: ContentfulStatusCode,
  message: string,
  code?: AnalyticsErrorCode,
): ErrorAnswer {
  if (service !== 'analytics') return { status, body: { detail: message } };
  const analyticsCode = code ?? (status === 401 || status === 404 ? status : 500);
  return { status, body: { code: analyticsCode, msg: message, data: null } };
}

/**
 * What any thrown error answers, in every host: a service's error as it says; a CSV that cannot be read (a data
 * endpoint's) a 400 naming the row and column; a series the engine refused a 400; a database that is away for a moment
 * (store-unavailable.ts) a 503 with Retry-After; anything else a 500 in the envelope of the path's service.
 */
export function errorAnswer(error: unknown, service: ErrorEnvelope): ErrorAnswer {
  if (error instanceof ServiceError || error instanceof AnalyticsServiceError)
    return { status: error.status, body: error.body };
  if (error instanceof CsvError && service === 'data')
    return { status: 400, body: { detail: error.message, row: error.row, column: error.column } };
  if (error instanceof SeriesError && service === 'data') return { status: 400, body: { detail: error.message } };
  const unavailable = storeUnavailable(error);
  if (unavailable) {
    const seconds = RETRY_AFTER_SECONDS[unavailable];
    const why = unavailable === 'connection' ? 'cannot be reached' : 'is busy';
    const message = `the database ${why} for the moment: try again in ${seconds} s`;
    return { ...failure(service, 503, message), headers: { 'Retry-After': String(seconds) } };
  }
  const message = error instanceof Error ? error.message : String(error);
  return failure(service, 500, `internal error: ${message}`);
}
