import type { EndpointKey, RequestOf } from '../contract/index.ts';

/**
 * The cache key of an endpoint's queries: its key in the table, then the request as the table types it. `[key]` alone
 * is the prefix of every query of the endpoint (what a submit or a delete invalidates), `[key, request]` the prefix of
 * every view of one request.
 */
export function endpointQueryKey<K extends EndpointKey>(key: K): readonly [K];
export function endpointQueryKey<K extends EndpointKey>(
  key: K,
  request: RequestOf<K> | null,
): readonly [K, RequestOf<K> | null];
export function endpointQueryKey<K extends EndpointKey>(key: K, ...request: [RequestOf<K> | null] | []) {
  return [key, ...request] as const;
}

/**
 * A TanStack query of one endpoint: keyed by the endpoint and its request, fetched by `fetch` (the client's method,
 * which narrows the table's answer where it has a reason to). A null request is one not asked yet: the query waits.
 * `view` names a narrowing that another hook of the same request does not make (a task read as a plain backtest
 * only), so that the two answers are cached apart.
 */
export function endpointQueryOptions<K extends EndpointKey, T>(
  key: K,
  request: RequestOf<K> | null,
  fetch: (request: RequestOf<K>) => Promise<T>,
  view?: string,
) {
  const queryKey: readonly [K, RequestOf<K> | null, ...string[]] =
    view === undefined ? endpointQueryKey(key, request) : [key, request, view];
  return {
    queryKey,
    // A refetch of a query that was never enabled is a caller's mistake, not a request to send without its inputs.
    queryFn: (): Promise<T> =>
      request === null
        ? Promise.reject(new Error(`${key} was asked for before its request was known`))
        : fetch(request),
    enabled: request !== null,
  };
}
