import { useQueryClient } from '@tanstack/react-query';
import { useConnection } from './connection.tsx';
import { endpointQueryOptions } from './endpoint-query.ts';
import { provenanceSymbols } from './provenance-queries.ts';

/** A universe's members that have prices on this connection, in the universe's order. */
export interface UniverseMembersWithPrices {
  name: string;
  /** How many members the universe has, with prices or not. */
  members: number;
  symbols: string[];
}

/**
 * Reads a universe's members that have prices, on demand (a "fill from universe" action): the members, then which of
 * them the connection has prices for (GET /data/provenance, which leaves out the ones it does not have).
 */
export function useUniverseMembersWithPrices(): (name: string) => Promise<UniverseMembersWithPrices> {
  const { backtest } = useConnection();
  const queryClient = useQueryClient();
  return async (name) => {
    const universe = await queryClient.fetchQuery(
      endpointQueryOptions('GET /data/universes/:name', { params: { name } }, (r) =>
        backtest.call('GET /data/universes/:name', r),
      ),
    );
    const wanted = provenanceSymbols(universe.symbols);
    const known =
      wanted.length === 0
        ? { symbols: [] }
        : await queryClient.fetchQuery(
            endpointQueryOptions('GET /data/provenance', { query: { symbols: wanted.join(',') } }, (r) =>
              backtest.call('GET /data/provenance', r),
            ),
          );
    const priced = new Set(known.symbols.map((p) => p.symbol.toUpperCase()));
    return {
      name: universe.name,
      members: universe.symbols.length,
      symbols: universe.symbols.filter((s) => priced.has(s.toUpperCase())),
    };
  };
}
