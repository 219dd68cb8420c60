/** What a form field holds as typed: text, a tick box, or a list (of tickers, say). */
export type UrlFormValue = string | boolean | string[];
export type UrlFormValues = Record<string, UrlFormValue>;

/** One field's value as the address writes it: a list joined by commas (tickers hold none), a tick as 1 or 0. */
export function urlText(value: UrlFormValue): string {
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (Array.isArray(value)) return value.join(',');
  return value;
}

/** Reads one field from the address, in the shape its default has; what cannot be read means the default. */
function fromUrlText(text: string, fallback: UrlFormValue): UrlFormValue {
  if (typeof fallback === 'boolean') {
    if (text === '1' || text === 'true') return true;
    if (text === '0' || text === 'false') return false;
    return fallback;
  }
  if (Array.isArray(fallback))
    return text
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
  return text;
}

/** The form's values that the address holds (under `prefix` + the field's name), the defaults for the rest. */
export function valuesFromSearch<V extends UrlFormValues>(search: URLSearchParams, defaults: V, prefix = ''): V {
  const values: UrlFormValues = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults)) {
    const text = search.get(prefix + field);
    if (text !== null) values[field] = fromUrlText(text, fallback);
  }
  return values as V;
}

/**
 * The address with the form's values written in, other parameters kept. A value equal to its default is left out, so
 * that the address says only what the analyst changed and stays short enough to read and share.
 */
export function searchWithValues<V extends UrlFormValues>(
  search: URLSearchParams,
  values: V,
  defaults: V,
  prefix = '',
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [field, fallback] of Object.entries(defaults)) {
    const text = urlText(values[field] ?? fallback);
    if (text === urlText(fallback)) next.delete(prefix + field);
    else next.set(prefix + field, text);
  }
  return next;
}

/** The values as one string, spaces around text ignored: two forms that read the same give the same key. */
export function valuesKey<V extends UrlFormValues>(values: V, defaults: V): string {
  return JSON.stringify(
    Object.keys(defaults)
      .sort()
      .map((field) => {
        const value = values[field] ?? defaults[field];
        return [field, typeof value === 'string' ? value.trim() : urlText(value)];
      }),
  );
}
