import type { FieldError } from '../contract/index.ts';
import { ErrorBodySchema, FastApiErrorSchema } from '../contract/index.ts';

/** A non-2xx answer, with what the body said in a form screens can show next to the field, row or column. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly fieldErrors: FieldError[] = [],
    readonly row?: number,
    readonly column?: string,
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
    const ours = ErrorBodySchema.safeParse(body);
    if (ours.success) {
      const csv = body as { row?: unknown; column?: unknown };
      return new ApiError(
        status,
        ours.data.detail,
        ours.data.errors ?? [],
        typeof csv.row === 'number' ? csv.row : undefined,
        typeof csv.column === 'string' ? csv.column : undefined,
      );
    }
    return new ApiError(status, FALLBACK[status] ?? `the service answered ${status}`);
  }
}

/** What a status means when the body does not say (spec section 5 and the analytics spec's 401/403). */
const FALLBACK: Record<number, string> = {
  401: 'authentication failed (401): the server did not accept the e-mail and password',
  403: 'subscription not authorized (403): the account has no active plan that includes this service',
  503: 'the service is unavailable (503): try again shortly',
};
