import LZString from 'lz-string';

/*
 * A share link carries the whole strategy request, compressed into the URL: `#/strategy?s=<code>`. Never CSV rows
 * (they are data, and can be megabytes) and never credentials (the request has none; the connection keeps them).
 * A strategy that ran on a dropped CSV keeps only the file's name, so the page can ask for that file.
 */

export interface SharedStrategy {
  /** A link's request as found: the builder checks it when it turns it into form values (fromRequest). */
  request: Record<string, unknown>;
  /** The name of the CSV the strategy ran on, when it ran in CSV mode. */
  csvFile?: string;
  /** An unfinished strategy's form values, as they are, so it opens with the same unfinished fields. */
  form?: unknown;
}

/** Fields that must never leave the browser in a link. */
const NEVER_SHARED = new Set(['csv_data', 'csv_mode', 'csv_file', 'form']);

export function encodeShare({ request, csvFile, form }: SharedStrategy): string {
  const payload: Record<string, unknown> = Object.fromEntries(
    Object.entries(request).filter(([key]) => !NEVER_SHARED.has(key)),
  );
  if (csvFile) payload.csv_file = csvFile;
  if (form !== undefined) payload.form = form;
  return LZString.compressToEncodedURIComponent(JSON.stringify(payload));
}

export type DecodedShare = { ok: true; shared: SharedStrategy } | { ok: false; message: string };

/** Reads a link's code; the request's shape is checked later, when it is turned into form values. */
export function decodeShare(code: string): DecodedShare {
  let payload: unknown;
  try {
    const json = LZString.decompressFromEncodedURIComponent(code);
    payload = json ? JSON.parse(json) : undefined;
  } catch {
    payload = undefined;
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    return { ok: false, message: 'This share link is damaged or incomplete; ask for the link again.' };
  }
  const fields: Record<string, unknown> = { ...payload };
  const { csv_file: csvFile, form } = fields;
  const request = Object.fromEntries(Object.entries(fields).filter(([key]) => !NEVER_SHARED.has(key)));
  return {
    ok: true,
    shared: {
      request,
      ...(typeof csvFile === 'string' && csvFile !== '' && { csvFile }),
      ...(form !== undefined && { form }),
    },
  };
}

/** The full link for the current page: the app's address with the builder route and the code in the hash. */
export function shareUrl(code: string, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string {
  return `${location.origin}${location.pathname}${location.search}#/strategy?s=${code}`;
}
