import type { AnalyticsErrorBody, AnalyticsErrorCode, FieldError } from '../../contract/index.ts';
import { analyticsHttpStatus, describeFieldErrors } from '../../contract/index.ts';

/** An analytics-service failure: answered as `{code, msg, data: null}` (docs/semantics.md). */
export class AnalyticsServiceError extends Error {
  constructor(
    readonly code: AnalyticsErrorCode,
    msg: string,
    readonly errors?: FieldError[],
  ) {
    super(msg);
  }

  get status() {
    return analyticsHttpStatus(this.code);
  }

  get body(): AnalyticsErrorBody {
    return { code: this.code, msg: this.message, data: null, ...(this.errors && { errors: this.errors }) };
  }

  static badRequest(errors: FieldError[]): AnalyticsServiceError {
    return new AnalyticsServiceError(400, describeFieldErrors(errors), errors);
  }

  static field(path: string, message: string): AnalyticsServiceError {
    return AnalyticsServiceError.badRequest([{ path, message }]);
  }
}
