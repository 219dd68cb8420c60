import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BodyInput,
  CpmMode,
  DatasetSummary,
  EndpointKey,
  QueryInput,
  ReportType,
  RequestOf,
  ScreenKey,
} from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import type { AnalyticsClient, CpmRequestInput } from './analytics-client.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { pollInterval } from './poll.ts';

/** Keys of the analytics screens' queries that are not a request to the service. */
export const analyticsKeys = {
  symbols: ['analytics', 'symbols'] as const,
};

export type CpmTaskQuery = QueryInput<'GET /cpm/tasks'>;

/*
 * Each analytics screen submits a form; the submitted request is the query's key, so a new run replaces the answer
 * and the previous answer stays on screen (dimmed by the screen) while the next one loads. A 4xx is an answer, not a
 * hiccup: no retries.
 */

export function useHolidays() {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /seasonality/get-predefined-holidays', {}, () => analytics.holidays()),
    staleTime: Infinity,
  });
}

/** One submitted request of an analytics screen: no request yet (null) means nothing to load. */
function useSubmitted<K extends EndpointKey, T>(
  key: K,
  request: RequestOf<K> | null,
  fetch: (client: AnalyticsClient, request: RequestOf<K>) => Promise<T>,
) {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions(key, request, (r) => fetch(analytics, r)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useSeasonality = (query: QueryInput<'GET /seasonality'> | null) =>
  useSubmitted('GET /seasonality', query && { query }, (client, r) => client.seasonality(r.query));

export const useAverageYear = (query: QueryInput<'GET /seasonality/average-year'> | null) =>
  useSubmitted('GET /seasonality/average-year', query && { query }, (client, r) => client.averageYear(r.query));

export const useSeasonalWindow = (query: QueryInput<'GET /seasonality/window'> | null) =>
  useSubmitted('GET /seasonality/window', query && { query }, (client, r) => client.seasonalWindow(r.query));

export const useBestWindows = (query: QueryInput<'GET /seasonality/best-windows'> | null) =>
  useSubmitted('GET /seasonality/best-windows', query && { query }, (client, r) => client.bestWindows(r.query));

export const useSymbolCorrelation = (body: BodyInput<'POST /symbol_corr'> | null) =>
  useSubmitted('POST /symbol_corr', body && { body }, (client, r) => client.symbolCorrelation(r.body));

export const useSymbolBeta = (body: BodyInput<'POST /symbol_beta'> | null) =>
  useSubmitted('POST /symbol_beta', body && { body }, (client, r) => client.symbolBeta(r.body));

export const useAssetCorrelation = (body: BodyInput<'POST /asset_corr'> | null) =>
  useSubmitted('POST /asset_corr', body && { body }, (client, r) => client.assetCorrelation(r.body));

export const usePatternCorrelation = (body: BodyInput<'POST /pattern_corr'> | null) =>
  useSubmitted('POST /pattern_corr', body && { body }, (client, r) => client.patternCorrelation(r.body));

/**
 * Price datasets the connection knows, for symbol pickers: the browser's data library. A server publishes no symbol
 * list, so there the pickers take any typed symbol and this is empty.
 */
export function usePriceSymbols() {
  const { library } = useConnection();
  return useQuery({
    queryKey: analyticsKeys.symbols,
    queryFn: async (): Promise<DatasetSummary[]> =>
      library ? (await library.list()).filter((d) => d.kind === 'price') : [],
    staleTime: 60_000,
  });
}

/** The eight predefined patterns and their shapes, fetched once per connection. */
export function useCpmPatterns() {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /cpm/get-predefined-patterns', {}, () => analytics.cpmPatterns()),
    staleTime: Infinity,
  });
}

export function useSubmitCpm() {
  const { analytics } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { mode: CpmMode; body: CpmRequestInput }) => analytics.submitCpm(v.mode, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointQueryKey('GET /cpm/tasks') }),
  });
}

/** A CPM task, polled until it is SUCCESS or FAILED (and not after an error). */
export function useCpmTask(taskId: string) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    ...endpointQueryOptions('GET /cpm/status/:task_id', { params: { task_id: taskId } }, (r) =>
      analytics.cpmTask(r.params.task_id),
    ),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
        ? false
        : pollInterval(connection),
    retry: false,
  });
}

export function useCpmTasks(query: CpmTaskQuery) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    ...endpointQueryOptions('GET /cpm/tasks', { query }, (r) => analytics.cpmTasks(r.query)),
    placeholderData: keepPreviousData,
    // Keeps status chips moving while tasks run.
    refetchInterval: (q) => (q.state.data?.tasks.some((t) => !isFinished(t.status)) ? pollInterval(connection) : false),
  });
}

// ---------------------------------------------------------------- screens and reports (spec 4.7, 4.8)

/** Screens and reports are published nightly: an answer stays fresh for a few minutes, so going back shows it at once. */
const PUBLISHED_STALE_MS = 5 * 60_000;

/** The predefined screens: a fixed list, fetched once per connection. */
export function useScreenList() {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /screens/get-predefined-screens', {}, () => analytics.screens()),
    staleTime: Infinity,
  });
}

/** One screen's records (none asked: null). Another screen has other columns, so no previous answer is kept. */
export function useScreen(key: ScreenKey | null, date?: string, universe?: string) {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /screens', key === null ? null : { query: { key, date, universe } }, (r) =>
      analytics.screen(r.query.key, r.query.date, r.query.universe),
    ),
    staleTime: PUBLISHED_STALE_MS,
    retry: false,
  });
}

export function useReportTypes() {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /reports/get-predefined-report-types', {}, () => analytics.reportTypes()),
    staleTime: Infinity,
  });
}

/** The newest `n` reports of a type (or of all): the list on screen stays while another type or count loads. */
export function useReports(type: ReportType | undefined, n: number) {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /reports', { query: { report_type: type, n } }, () => analytics.reports(type, n)),
    placeholderData: keepPreviousData,
    staleTime: PUBLISHED_STALE_MS,
    retry: false,
  });
}
