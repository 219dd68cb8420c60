import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewSavedStrategy, SavedStrategyPatch } from './strategy-library.ts';
import {
  deleteSavedStrategy,
  duplicateSavedStrategy,
  getSavedStrategy,
  listSavedStrategies,
  saveStrategy,
  updateSavedStrategy,
} from './strategy-library.ts';

/*
 * The library is on this device whatever the connection, so its keys carry no connection. Every change invalidates
 * the whole prefix: the list and any single strategy open elsewhere read the new state.
 */
export const strategyLibraryKeys = {
  all: ['strategy-library'] as const,
  list: ['strategy-library', 'list'] as const,
  one: (id: string) => ['strategy-library', 'one', id] as const,
};

/** Every saved strategy, the most recently changed first (damaged records included, with their problem). */
export function useSavedStrategies() {
  return useQuery({
    queryKey: strategyLibraryKeys.list,
    queryFn: listSavedStrategies,
    // Another tab may have saved or deleted meanwhile; reading IndexedDB again on return is cheap.
    refetchOnWindowFocus: true,
  });
}

/** One saved strategy (null when there is none, e.g. deleted); disabled while `id` is null. */
export function useSavedStrategy(id: string | null) {
  return useQuery({
    queryKey: strategyLibraryKeys.one(id ?? ''),
    queryFn: async () => (await getSavedStrategy(id!)) ?? null,
    enabled: id !== null,
    retry: false,
  });
}

function useLibraryMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: strategyLibraryKeys.all }),
  });
}

export const useSaveStrategy = () => useLibraryMutation((strategy: NewSavedStrategy) => saveStrategy(strategy));

export const useUpdateSavedStrategy = () =>
  useLibraryMutation(({ id, patch }: { id: string; patch: SavedStrategyPatch }) => updateSavedStrategy(id, patch));

export const useDuplicateSavedStrategy = () => useLibraryMutation((id: string) => duplicateSavedStrategy(id));

export const useDeleteSavedStrategy = () => useLibraryMutation((id: string) => deleteSavedStrategy(id));
