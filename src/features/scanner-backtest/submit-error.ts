import { AnalyticsError } from '../../client/analytics-client.ts';
import { ApiError } from '../../client/api-error.ts';
import type { ScannerBacktestFieldErrors } from './form-values.ts';
import { FIELD_LABELS, fieldOfParameter } from './form-values.ts';

/** Why a backtest was not started: messages on the fields the service named, and the rest as sentences. */
export interface SubmitFailure {
  fields: ScannerBacktestFieldErrors;
  /** What no field explains; empty when the fields say it all. */
  lines: string[];
  /** Whether trying again may help (the connection failed, not the request). */
  retry: boolean;
}

/** Reads a refused submit: a 400's `errors[{path, message}]` go to their fields, anything else is said in words. */
export function describeSubmitError(error: Error): SubmitFailure {
  const code = error instanceof AnalyticsError ? error.code : error instanceof ApiError ? error.status : 0;
  const fields: ScannerBacktestFieldErrors = {};
  const lines: string[] = [];
  const named = error instanceof ApiError ? error.fieldErrors : [];
  for (const f of named) {
    const field = fieldOfParameter(f.path);
    if (field) fields[field] ??= `${FIELD_LABELS[field]}: ${f.message}.`;
    else lines.push(f.path ? `${f.path}: ${f.message}` : f.message);
  }
  if (named.length === 0) lines.push(error.message || 'The service gave no reason.');
  return { fields, lines, retry: code !== 400 && code !== 404 };
}
