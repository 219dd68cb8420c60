import { useQuery } from '@tanstack/react-query';
import { PROVENANCE_MAX_SYMBOLS } from '../contract/index.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';

/** The prefix of every provenance question: what a refresh or a deleted symbol makes stale. */
export const provenanceKey = endpointQueryKey('GET /data/provenance');

/** Upper-cased, blanks dropped, each once in the order given, at most as many as one question may name. */
export function provenanceSymbols(symbols: readonly string[]): string[] {
  const unique = new Set(symbols.map((s) => s.trim().toUpperCase()).filter((s) => s !== ''));
  return [...unique].slice(0, PROVENANCE_MAX_SYMBOLS);
}

/**
 * Where some symbols' data comes from, in one request: `GET /data/provenance?symbols=A,B`. No request while there is
 * no symbol (a screen with no result yet); an error (an older server without the endpoint) leaves the line out.
 */
export function useDataProvenance(symbols: readonly string[] | undefined) {
  const { backtest } = useConnection();
  const wanted = provenanceSymbols(symbols ?? []);
  const request = wanted.length > 0 ? { query: { symbols: wanted.join(',') } } : null;
  return useQuery({
    ...endpointQueryOptions('GET /data/provenance', request, (r) => backtest.call('GET /data/provenance', r)),
    retry: false,
  });
}
