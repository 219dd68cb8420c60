import { errorCode, errorFields } from '../../client/api-error.ts';

/** Why a task was not started: messages on the fields the service named, and the rest as sentences. */
export interface SubmitFailure<F extends string> {
  fields: Partial<Record<F, string>>;
  /** What no field explains; empty when the fields say it all. */
  lines: string[];
  /** Whether trying again may help (the connection failed, not the request). */
  retry: boolean;
}

export interface SubmitForm<F extends string> {
  /** The form field a request parameter's path names, if any. */
  fieldOf: (path: string) => F | undefined;
  labels: Record<F, string>;
  /** The field a 404 without named fields belongs on (e.g. a symbol without prices); else it is said in words. */
  notFoundField?: F;
}

/** Reads a refused submit: a 400's `errors[{path, message}]` go to their fields, anything else is said in words. */
export function describeSubmitFailure<F extends string>(
  error: Error,
  { fieldOf, labels, notFoundField }: SubmitForm<F>,
): SubmitFailure<F> {
  const code = errorCode(error);
  const fields: Partial<Record<F, string>> = {};
  const lines: string[] = [];
  const named = errorFields(error);
  for (const f of named) {
    const field = fieldOf(f.path);
    if (field) fields[field] ??= `${labels[field]}: ${f.message}.`;
    else lines.push(f.path ? `${f.path}: ${f.message}` : f.message);
  }
  if (named.length === 0 && code === 404 && notFoundField) fields[notFoundField] = `${error.message}.`;
  else if (named.length === 0) lines.push(error.message || 'The service gave no reason.');
  return { fields, lines, retry: code !== 400 && code !== 404 };
}

/**
 * A refused submit shown on a form: each field's message through `setError`, and the sentences no field explains
 * answered for the form to show.
 */
export function placeSubmitFailure<F extends string>(
  error: Error,
  form: SubmitForm<F> & { fields: readonly F[] },
  setError: (field: F, message: string) => void,
): string[] {
  const described = describeSubmitFailure(error, form);
  for (const field of form.fields) {
    const message = described.fields[field];
    if (message) setError(field, message);
  }
  return described.lines;
}
