import { AnalyticsError } from '../../client/analytics-client.ts';
import { ApiError } from '../../client/api-error.ts';
import type { CpmFieldErrors } from './cpm-form-values.ts';
import { CPM_FIELD_LABELS, fieldOfParameter } from './cpm-form-values.ts';

/** Why a task was not started: messages on the fields the service named, and the rest as sentences. */
export interface SubmitFailure {
  fields: CpmFieldErrors;
  /** What no field explains; empty when the fields say it all. */
  lines: string[];
  /** Whether trying again may help (the connection failed, not the request). */
  retry: boolean;
}

export function describeSubmitError(error: Error): SubmitFailure {
  const code = error instanceof AnalyticsError ? error.code : error instanceof ApiError ? error.status : 0;
  const fields: CpmFieldErrors = {};
  const lines: string[] = [];
  const named = error instanceof ApiError ? error.fieldErrors : [];
  for (const f of named) {
    const field = fieldOfParameter(f.path);
    if (field) fields[field] ??= `${CPM_FIELD_LABELS[field]}: ${f.message}.`;
    else lines.push(f.path ? `${f.path}: ${f.message}` : f.message);
  }
  // 404: the connection has no (or too few) prices for the symbol.
  if (named.length === 0 && code === 404) fields.symbol = `${error.message}.`;
  else if (named.length === 0) lines.push(error.message || 'The service gave no reason.');
  return { fields, lines, retry: code !== 400 && code !== 404 };
}
