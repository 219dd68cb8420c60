import type { FieldError } from '../contract/index.ts';
import { DataErrorBodySchema, describeFieldErrorsForPeople, FastApiErrorSchema } from '../contract/index.ts';

/** A non-2xx answer, with what the body said in a form screens can show next to the field, row or column. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fieldErrors: FieldError[] = [],
    readonly row?: number,
    readonly column?: string,
    /** A dropped file of bars closer than an hour: loading it again with `resample: 'Hourly'` folds them into hours. */
    readonly resample?: 'Hourly',
  ) {
    super(detail);
    this.name = 'ApiError';
  }

  /** Reads our `{detail, errors}`, FastAPI's `{detail: [{loc, msg}]}`, and CSV `{detail, row, column}` bodies. */
  static fromBody(status: number, body: unknown): ApiError {
    const fastApi = FastApiErrorSchema.safeParse(body);
    if (fastApi.success) {
      const errors = fastApi.data.detail.map((d) => ({
        path: d.loc.filter((p) => p !== 'body').join('.'),
        message: d.msg,
      }));
      return new ApiError(status, errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors);
    }
    const ours = DataErrorBodySchema.safeParse(body);
    if (ours.success) {
      const { detail, errors, row, column, resample } = ours.data;
      return new ApiError(status, detail, errors ?? [], row, column, resample);
    }
    return new ApiError(status, FALLBACK[status] ?? `the service answered ${status}`);
  }
}

/** A `{code, msg}` answer of the analytics service: the body's code (e.g. 404, 411) is kept beside the HTTP status. */
export class AnalyticsError extends ApiError {
  constructor(
    status: number,
    readonly code: number,
    msg: string,
    fieldErrors: FieldError[] = [],
  ) {
    super(status, msg, fieldErrors);
    this.name = 'AnalyticsError';
  }
}

/*
 * What the screens read of a failure, whatever was thrown: a service's answer (ApiError, AnalyticsError), a worker
 * or a network that failed (an Error), or anything else. Only these look at the error's type.
 */

/** The code to act on: an analytics answer's own code (404, 411…), else the HTTP status; 0 when no service answered. */
export function errorCode(error: unknown): number {
  if (error instanceof AnalyticsError) return error.code;
  return error instanceof ApiError ? error.status : 0;
}

/**
 * The sentence to show: the fields the service named, each as the screens label it (the detail names them by their
 * request paths), else the service's detail, or the message of whatever else failed.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError)
    return error.fieldErrors.length > 0 ? describeFieldErrorsForPeople(error.fieldErrors) : error.detail;
  return error instanceof Error ? error.message : String(error);
}

/** The request fields the service named as wrong, each with its message; none when no service answered. */
export function errorFields(error: unknown): FieldError[] {
  return error instanceof ApiError ? error.fieldErrors : [];
}

/** The failure as an ApiError, so that a screen reads `.detail`, `.row` and `.column` alike: anything else is a 500. */
export function toApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(500, errorText(error));
}

/** What a status means when the body does not say (spec section 5 and the analytics spec's 401/403). */
const FALLBACK: Record<number, string> = {
  401: 'authentication failed (401): the server did not accept the e-mail and password',
  403: 'subscription not authorized (403): the account has no active plan that includes this service',
  503: 'the service is unavailable (503): try again shortly',
};
