import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnalyticsErrorBody, AnalyticsErrorCode, DataErrorBody, ErrorEnvelope } from '../contract/index.ts';
import { CsvError } from '../csv/csv-error.ts';
import { SeriesError } from '../engine/series/from-rows.ts';
import { AnalyticsServiceError } from './analytics/analytics-error.ts';
import { ServiceError } from './errors.ts';

/** A failure as every host answers it: the HTTP status and the body in its service's envelope. */
export interface ErrorAnswer {
  status: ContentfulStatusCode;
  body: DataErrorBody | AnalyticsErrorBody;
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
 * endpoint's) a 400 naming the row and column; a series the engine refused a 400; anything else a 500 in the envelope
 * of the path's service.
 */
export function errorAnswer(error: unknown, service: ErrorEnvelope): ErrorAnswer {
  if (error instanceof ServiceError || error instanceof AnalyticsServiceError)
    return { status: error.status, body: error.body };
  if (error instanceof CsvError && service === 'data')
    return { status: 400, body: { detail: error.message, row: error.row, column: error.column } };
  if (error instanceof SeriesError && service === 'data') return { status: 400, body: { detail: error.message } };
  const message = error instanceof Error ? error.message : String(error);
  return failure(service, 500, `internal error: ${message}`);
}
