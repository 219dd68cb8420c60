/**
 * The address a request goes to when a source has a mirror: the mirror's origin, the mirror's path prefix (if any)
 * followed by the request's own path, and the request's query unchanged. So `https://query2.finance.yahoo.com/v8/
 * finance/chart/AAPL?interval=1d` with the base `http://127.0.0.1:9000/yahoo` becomes
 * `http://127.0.0.1:9000/yahoo/v8/finance/chart/AAPL?interval=1d`.
 */
export function rebase(url: string, baseUrl: string): string {
  const request = new URL(url);
  const base = new URL(baseUrl);
  const prefix = base.pathname.replace(/\/+$/, '');
  return `${base.origin}${prefix}${request.pathname}${request.search}`;
}

/** Whether two base addresses name the same place (a trailing slash does not count). */
export function sameBase(a: string, b: string): boolean {
  const strip = (s: string) => s.replace(/\/+$/, '');
  return strip(a) === strip(b);
}
