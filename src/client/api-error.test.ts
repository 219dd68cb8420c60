import { describe, expect, it } from 'vitest';
import { AnalyticsError, ApiError, errorCode, errorFields, errorText, toApiError } from './api-error.ts';

describe('ApiError.fromBody', () => {
  it('reads our body: detail and field errors', () => {
    const error = ApiError.fromBody(400, {
      detail: 'risk_control: "x" is not a percentage',
      errors: [{ path: 'risk_control', message: '"x" is not a percentage' }],
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('risk_control: "x" is not a percentage');
    expect(error).toMatchObject({
      status: 400,
      detail: 'risk_control: "x" is not a percentage',
      fieldErrors: [{ path: 'risk_control', message: '"x" is not a percentage' }],
      row: undefined,
      column: undefined,
    });
  });

  it('reads a body with a detail only, e.g. a 404', () => {
    const error = ApiError.fromBody(404, { detail: 'no task with task_id abc' });
    expect(error).toMatchObject({ status: 404, detail: 'no task with task_id abc', fieldErrors: [] });
  });

  it('reads FastAPI’s validation body, dropping the "body" prefix of each location', () => {
    const error = ApiError.fromBody(422, {
      detail: [
        { loc: ['body', 'entry', 'condition', 0, 'rule'], msg: 'Field required', type: 'missing' },
        { loc: ['query', 'limit'], msg: 'Input should be a valid integer', type: 'int_parsing' },
      ],
    });
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual([
      { path: 'entry.condition.0.rule', message: 'Field required' },
      { path: 'query.limit', message: 'Input should be a valid integer' },
    ]);
    expect(error.detail).toBe('entry.condition.0.rule: Field required; query.limit: Input should be a valid integer');
  });

  it('reads FastAPI’s plain string detail, e.g. an HTTPException', () => {
    expect(ApiError.fromBody(401, { detail: 'Not authenticated' })).toMatchObject({
      status: 401,
      detail: 'Not authenticated',
      fieldErrors: [],
    });
  });

  it('reads the CSV body: the row and the column of the problem', () => {
    const error = ApiError.fromBody(400, {
      detail: 'Row 7 (line 7 of the file), column Volume: "-5" is negative',
      row: 7,
      column: 'Volume',
    });
    expect(error).toMatchObject({
      status: 400,
      detail: 'Row 7 (line 7 of the file), column Volume: "-5" is negative',
      row: 7,
      column: 'Volume',
      fieldErrors: [],
    });
  });

  it('ignores a row or column of the wrong type', () => {
    expect(ApiError.fromBody(400, { detail: 'x', row: '7', column: 3 })).toMatchObject({
      row: undefined,
      column: undefined,
    });
  });

  it('falls back to the status for a body it does not know', () => {
    for (const body of [null, undefined, 'Bad Gateway', { message: 'nope' }, [1, 2]]) {
      const error = ApiError.fromBody(502, body);
      expect(error).toMatchObject({ status: 502, detail: 'the service answered 502', fieldErrors: [] });
    }
  });

  it('says what 401, 403 and 503 mean when the body does not', () => {
    expect(ApiError.fromBody(401, null).detail).toBe(
      'authentication failed (401): the server did not accept the e-mail and password',
    );
    expect(ApiError.fromBody(403, '<html>Forbidden</html>').detail).toBe(
      'subscription not authorized (403): the account has no active plan that includes this service',
    );
    expect(ApiError.fromBody(503, undefined).detail).toBe('the service is unavailable (503): try again shortly');
  });
});

describe('reading any failure', () => {
  const refused = new ApiError(400, 'start_date: not a date', [{ path: 'start_date', message: 'not a date' }]);
  const noData = new AnalyticsError(200, 411, 'not enough data for SPX');
  const crashed = new TypeError('worker went away');

  it('takes the code to act on: the analytics code, else the status, else 0', () => {
    expect([refused, noData, crashed, 'odd', null].map(errorCode)).toEqual([400, 411, 0, 0, 0]);
  });

  it('takes the sentence to show and the fields the service named', () => {
    expect([refused, noData, crashed, 'odd'].map(errorText)).toEqual([
      // the field as the builder labels it; errorFields keeps the request path
      'Start date: not a date',
      'not enough data for SPX',
      'worker went away',
      'odd',
    ]);
    expect(errorFields(refused)).toEqual([{ path: 'start_date', message: 'not a date' }]);
    expect(errorFields(crashed)).toEqual([]);
  });

  it('makes an ApiError of anything, keeping one that is', () => {
    expect(toApiError(refused)).toBe(refused);
    expect(toApiError(crashed)).toMatchObject({ status: 500, detail: 'worker went away' });
  });
});
