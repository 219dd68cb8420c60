import type { QueryClient } from '@tanstack/react-query';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DatasetKind, DatasetSymbolKind, StrategyParamsRequest } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import type { CatalogueSnapshot } from './catalogue-cache.ts';
import { loadCatalogue } from './catalogue-cache.ts';
import type { BacktestClient, TaskListOptions } from './backtest-client.ts';
import { useConnection, useLibrary } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { pollInterval } from './poll.ts';

export { pollInterval } from './poll.ts';

/** Keys of the queries that are not one endpoint's request: the data library, and the catalogue as it was kept. */
export const queryKeys = {
  catalogue: ['catalogue'] as const,
  datasets: ['datasets'] as const,
  bars: (symbol: string) => ['bars', symbol] as const,
  /** Every symbol's bars (a refresh or a delete may change any of them). */
  allBars: ['bars'] as const,
};

/** Every page of the backtest task list: what a new, deleted or cancelled task makes stale. */
export const taskListPrefix = endpointQueryKey('GET /backtest/tasks');

/** The validate answer for the params (already debounced by the caller); a 400 arrives as the query's error. */
export function useValidate(params: StrategyParamsRequest | null) {
  const { backtest } = useConnection();
  return useQuery({
    ...endpointQueryOptions('POST /backtest/validate', params && { body: params }, (r) => backtest.validate(r.body)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSubmitBacktest() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (params: StrategyParamsRequest) => backtest.submit(params),
    onSuccess: () => client.invalidateQueries({ queryKey: taskListPrefix }),
  });
}

/**
 * A backtest task read as a plain backtest (the task page and the compare page share it: one cache, one poll). Its
 * key is apart from useAnyTask's, which reads sweeps and walk-forwards from the same endpoint.
 */
export const backtestTaskQuery = (backtest: BacktestClient, taskId: string) =>
  endpointQueryOptions(
    'GET /backtest/status/:task_id',
    { params: { task_id: taskId } },
    (r) => backtest.task(r.params.task_id),
    'backtest',
  );

/** A task, polled until it is SUCCESS or FAILED. */
export function useTask(taskId: string) {
  const connection = useConnection();
  return useQuery({
    ...backtestTaskQuery(connection.backtest, taskId),
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
    ...endpointQueryOptions('GET /backtest/tasks', { query: { limit, offset, ...options } }, () =>
      backtest.tasks(limit, offset, options),
    ),
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
    onSuccess: () => client.invalidateQueries({ queryKey: taskListPrefix }),
  });
}

/** The whole catalogue and when it was fetched: once per connection (a server's is kept in IndexedDB). */
function useCatalogueSnapshot<T = CatalogueSnapshot>(select?: (snapshot: CatalogueSnapshot) => T) {
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
function useRefreshCatalogue() {
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
  return useQuery({
    ...endpointQueryOptions('GET /backtest/indicators/technical', {}, () => backtest.technical()),
    staleTime: Infinity,
    retry: false,
  });
}

export function useIndicatorMetadata(url: string | null) {
  const { backtest } = useConnection();
  return useQuery({
    ...endpointQueryOptions(
      'GET /backtest/indicators/metadata',
      url === null ? null : { query: { indicator: url } },
      (r) => backtest.metadata(r.query.indicator),
    ),
    staleTime: Infinity,
  });
}

export function useDatasets() {
  const library = useLibrary();
  return useQuery({ queryKey: queryKeys.datasets, queryFn: () => library.list() });
}

/**
 * After a write to the data library: its list and the catalogue are read again. A read still in flight began before
 * the write, and TanStack Query reuses an in-flight fetch of a query that has no data yet (its first load, which reads
 * every sample and may still run when a kept file's write is done) instead of starting another: it is cancelled
 * first, or the table would show the library without what was just kept until the next visit.
 */
export async function libraryChanged(client: QueryClient): Promise<void> {
  const keys = [queryKeys.datasets, queryKeys.catalogue];
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await client.invalidateQueries({ queryKey: queryKeys.datasets });
  await client.invalidateQueries({ queryKey: queryKeys.catalogue });
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
    onSuccess: () => libraryChanged(client),
  });
}

export function useRemoveDataset() {
  const library = useLibrary();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (symbol: string) => library.remove(symbol),
    onSuccess: () => libraryChanged(client),
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
