import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UniversePut } from '../contract/index.ts';
import { loadCatalogue } from './catalogue-cache.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { queryKeys } from './queries.ts';

/*
 * The universe endpoints (issue 30): named symbol lists, the built-in S&P 500 first. Every host serves them through the
 * one typed call; a host without a store answers 501.
 */

const universesKey = endpointQueryKey('GET /data/universes');
const universeKey = endpointQueryKey('GET /data/universes/:name');

export function useUniverses() {
  const { backtest } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /data/universes', {}, () => backtest.call('GET /data/universes')),
    retry: false,
  });
}

/** One universe's members and sectors; null waits (its members are not shown). */
export function useUniverse(name: string | null) {
  const { backtest } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /data/universes/:name', name === null ? null : { params: { name } }, (request) =>
      backtest.call('GET /data/universes/:name', request),
    ),
    retry: false,
  });
}

/**
 * After a universe is written or removed: the list and its members are read again, and so is the catalogue, which
 * lists each universe's market internals. A server's catalogue kept in IndexedDB would come back as it was, so it is
 * fetched anew and kept; the save does not wait for those 3 MB.
 */
function useUniversesChanged() {
  const { backtest, catalogueStore } = useConnection();
  const client = useQueryClient();
  return () => {
    if (catalogueStore)
      void loadCatalogue(backtest, catalogueStore, { refresh: true }).then(
        (snapshot) => client.setQueryData(queryKeys.catalogue, snapshot),
        () => client.invalidateQueries({ queryKey: queryKeys.catalogue }),
      );
    else void client.invalidateQueries({ queryKey: queryKeys.catalogue });
    return Promise.all([
      client.invalidateQueries({ queryKey: universesKey }),
      client.invalidateQueries({ queryKey: universeKey }),
    ]);
  };
}

export function useSaveUniverse() {
  const { backtest } = useConnection();
  const changed = useUniversesChanged();
  return useMutation({
    mutationFn: ({ name, body }: { name: string; body: UniversePut }) =>
      backtest.call('PUT /data/universes/:name', { params: { name }, body }),
    onSuccess: changed,
  });
}

export function useDeleteUniverse() {
  const { backtest } = useConnection();
  const changed = useUniversesChanged();
  return useMutation({
    mutationFn: (name: string) => backtest.call('DELETE /data/universes/:name', { params: { name } }),
    onSuccess: changed,
  });
}
