import type { DataErrorBody, FieldError } from '../contract/index.ts';
import { describeFieldErrors } from '../contract/index.ts';

/** An error with its HTTP status and the body the service answers with (a data endpoint's may say more: the row). */
export class ServiceError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 500 | 501 | 503,
    readonly body: DataErrorBody,
  ) {
    super(body.detail);
  }

  static badRequest(errors: FieldError[]): ServiceError {
    return new ServiceError(400, { detail: describeFieldErrors(errors), errors });
  }

  static field(path: string, message: string): ServiceError {
    return ServiceError.badRequest([{ path, message }]);
  }

  static notFound(detail: string): ServiceError {
    return new ServiceError(404, { detail });
  }
}
