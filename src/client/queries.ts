import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatasetKind, DatasetSymbolKind, StrategyParamsRequest } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import type { CatalogueSnapshot } from './catalogue-cache.ts';
import { loadCatalogue } from './catalogue-cache.ts';
import type { TaskListOptions } from './backtest-client.ts';
import { useConnection, useLibrary } from './connection.tsx';
import { pollInterval } from './poll.ts';

export { BROWSER_POLL_MS, SERVER_POLL_MS, pollInterval } from './poll.ts';

export const queryKeys = {
  validate: (params: unknown) => ['validate', params] as const,
  task: (taskId: string) => ['task', taskId] as const,
  tasks: (limit: number, offset: number, options: TaskListOptions = {}) => ['tasks', limit, offset, options] as const,
  allTasks: ['tasks'] as const,
  catalogue: ['catalogue'] as const,
  metadata: (url: string) => ['metadata', url] as const,
  datasets: ['datasets'] as const,
  bars: (symbol: string) => ['bars', symbol] as const,
  csvRun: (previewId: string, params: unknown) => ['csv-run', previewId, params] as const,
};

/** The validate answer for the params (already debounced by the caller); a 400 arrives as the query's error. */
export function useValidate(params: StrategyParamsRequest | null) {
  const { backtest } = useConnection();
  return useQuery({
    queryKey: queryKeys.validate(params),
    queryFn: () => backtest.validate(params!),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSubmitBacktest() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: StrategyParamsRequest) => backtest.submit(params),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.allTasks }),
  });
}

/** A task, polled until it is SUCCESS or FAILED. */
export function useTask(taskId: string) {
  const connection = useConnection();
  const { backtest } = connection;
  return useQuery({
    queryKey: queryKeys.task(taskId),
    queryFn: () => backtest.task(taskId),
    // Stops at SUCCESS or FAILED, and on an error (an unknown task stays unknown).
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
        ? false
        : pollInterval(connection),
    retry: false,
  });
}

export function useTaskList(limit: number, offset: number, options: TaskListOptions = {}) {
  const connection = useConnection();
  const { backtest } = connection;
  return useQuery({
    queryKey: queryKeys.tasks(limit, offset, options),
    queryFn: () => backtest.tasks(limit, offset, options),
    placeholderData: keepPreviousData,
    // Keeps status chips moving while tasks run.
    refetchInterval: (query) =>
      query.state.data?.tasks.some((t) => !isFinished(t.status)) ? pollInterval(connection) : false,
  });
}

export function useDeleteTask() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => backtest.deleteTask(taskId),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.allTasks }),
  });
}

/** The whole catalogue and when it was fetched: once per connection (a server's is kept in IndexedDB). */
export function useCatalogueSnapshot<T = CatalogueSnapshot>(select?: (snapshot: CatalogueSnapshot) => T) {
  const { backtest, catalogueStore } = useConnection();
  return useQuery({
    queryKey: queryKeys.catalogue,
    queryFn: () => loadCatalogue(backtest, catalogueStore),
    staleTime: Infinity,
    select,
  });
}

const catalogueItems = (snapshot: CatalogueSnapshot) => snapshot.items;

/** The whole catalogue, searched locally. */
export function useCatalogue() {
  return useCatalogueSnapshot(catalogueItems);
}

/** Fetches the catalogue again from the service, keeps it, and shows it everywhere. */
export function useRefreshCatalogue() {
  const { backtest, catalogueStore } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => loadCatalogue(backtest, catalogueStore, { refresh: true }),
    onSuccess: (snapshot) => client.setQueryData(queryKeys.catalogue, snapshot),
  });
}

/** The technical map's names and parameters, fetched once per connection. */
export function useTechnicalIndicators() {
  const { backtest } = useConnection();
  return useQuery({ queryKey: ['technical'], queryFn: () => backtest.technical(), staleTime: Infinity, retry: false });
}

export function useIndicatorMetadata(url: string | null) {
  const { backtest } = useConnection();
  return useQuery({
    queryKey: queryKeys.metadata(url ?? ''),
    queryFn: () => backtest.metadata(url!),
    enabled: url !== null,
    staleTime: Infinity,
  });
}

export function useDatasets() {
  const library = useLibrary();
  return useQuery({ queryKey: queryKeys.datasets, queryFn: () => library.list() });
}

export function useSaveDataset() {
  const library = useLibrary();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: {
      symbol: string;
      kind: DatasetKind;
      fileName: string;
      text: string;
      symbolKind?: DatasetSymbolKind;
    }) => library.save(v.symbol, v.kind, v.fileName, v.text, v.symbolKind),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: queryKeys.datasets })
        .then(() => client.invalidateQueries({ queryKey: queryKeys.catalogue })),
  });
}

export function useRemoveDataset() {
  const library = useLibrary();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (symbol: string) => library.remove(symbol),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: queryKeys.datasets })
        .then(() => client.invalidateQueries({ queryKey: queryKeys.catalogue })),
  });
}

/** Price bars of a symbol for charts (browser connection). */
export function usePriceBars(symbol: string | null) {
  const library = useLibrary();
  return useQuery({
    queryKey: queryKeys.bars(symbol ?? ''),
    queryFn: () => library.bars(symbol!),
    enabled: symbol !== null,
    staleTime: Infinity,
  });
}

/** The instant backtest of a dropped CSV: re-runs when the (debounced) params change, no task. */
export function useCsvBacktest(previewId: string | null, params: StrategyParamsRequest | null) {
  const library = useLibrary();
  return useQuery({
    queryKey: queryKeys.csvRun(previewId ?? '', params),
    queryFn: () => library.runCsv(previewId!, params!),
    enabled: previewId !== null && params !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** What a catalogue status line shows: the catalogue and its age, the first load or a refresh under way, why it failed. */
export function useCatalogueFreshness() {
  const catalogue = useCatalogueSnapshot();
  const refresh = useRefreshCatalogue();
  const error = refresh.error ?? catalogue.error;
  return {
    snapshot: catalogue.data ?? null,
    loading: catalogue.isPending,
    refreshing: refresh.isPending,
    error: error ? error.message : null,
    onRefresh: () => refresh.mutate(),
  };
}
