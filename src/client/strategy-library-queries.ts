import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewSavedStrategy, SavedStrategyPatch } from './strategy-library.ts';
import {
  deleteSavedStrategy,
  duplicateSavedStrategy,
  listSavedStrategies,
  saveStrategy,
  updateSavedStrategy,
} from './strategy-library.ts';

/*
 * The library is on this device whatever the connection, so its keys carry no connection. Every change invalidates
 * the whole prefix, so that any list open elsewhere reads the new state.
 */
const strategyLibraryKeys = {
  all: ['strategy-library'] as const,
  list: ['strategy-library', 'list'] as const,
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
