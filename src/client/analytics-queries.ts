import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CpmMode,
  CpmRequest,
  TaskStatus,
  AssetCorrRequest,
  DatasetSummary,
  PatternCorrRequest,
  SeasonalityRequest,
  AverageYearQuery,
  BestWindowsQuery,
  WindowQuery,
  SymbolCorrRequest,
  ReportType,
  ScreenKey,
} from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import type { AnalyticsClient } from './analytics-client.ts';
import { useConnection } from './connection.tsx';
import { pollInterval } from './poll.ts';

export const analyticsKeys = {
  holidays: ['analytics', 'holidays'] as const,
  seasonality: (request: SeasonalityRequest | null) => ['analytics', 'seasonality', request] as const,
  averageYear: (query: AverageYearQuery | null) => ['analytics', 'average-year', query] as const,
  seasonalWindow: (query: WindowQuery | null) => ['analytics', 'seasonal-window', query] as const,
  bestWindows: (query: BestWindowsQuery | null) => ['analytics', 'best-windows', query] as const,
  symbolCorr: (body: SymbolCorrRequest | null) => ['analytics', 'symbol_corr', body] as const,
  symbolBeta: (body: SymbolCorrRequest | null) => ['analytics', 'symbol_beta', body] as const,
  assetCorr: (body: AssetCorrRequest | null) => ['analytics', 'asset_corr', body] as const,
  patternCorr: (body: PatternCorrRequest | null) => ['analytics', 'pattern_corr', body] as const,
  symbols: ['analytics', 'symbols'] as const,
  cpmPatterns: ['cpm', 'patterns'] as const,
  cpmTask: (taskId: string) => ['cpm', 'task', taskId] as const,
  cpmTasks: (query: CpmTaskQuery) => ['cpm', 'tasks', query] as const,
  allCpmTasks: ['cpm', 'tasks'] as const,
};

export interface CpmTaskQuery {
  limit: number;
  offset: number;
  status?: TaskStatus;
  mode?: CpmMode;
}

/*
 * Each analytics screen submits a form; the submitted request is the query's key, so a new run replaces the answer
 * and the previous answer stays on screen (dimmed by the screen) while the next one loads. A 4xx is an answer, not a
 * hiccup: no retries.
 */

export function useHolidays() {
  const { analytics } = useConnection();
  return useQuery({ queryKey: analyticsKeys.holidays, queryFn: () => analytics.holidays(), staleTime: Infinity });
}

/** One submitted request of an analytics screen: no request yet (null) means nothing to load. */
function useSubmitted<B, T>(
  key: (body: B | null) => readonly unknown[],
  body: B | null,
  fetch: (client: AnalyticsClient, body: B) => Promise<T>,
) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: key(body),
    queryFn: () => fetch(analytics, body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export const useSeasonality = (request: SeasonalityRequest | null) =>
  useSubmitted(analyticsKeys.seasonality, request, (client, r) => client.seasonality(r));

export const useAverageYear = (query: AverageYearQuery | null) =>
  useSubmitted(analyticsKeys.averageYear, query, (client, q) => client.averageYear(q));

export const useSeasonalWindow = (query: WindowQuery | null) =>
  useSubmitted(analyticsKeys.seasonalWindow, query, (client, q) => client.seasonalWindow(q));

export const useBestWindows = (query: BestWindowsQuery | null) =>
  useSubmitted(analyticsKeys.bestWindows, query, (client, q) => client.bestWindows(q));

export const useSymbolCorrelation = (body: SymbolCorrRequest | null) =>
  useSubmitted(analyticsKeys.symbolCorr, body, (client, b) => client.symbolCorrelation(b));

export const useSymbolBeta = (body: SymbolCorrRequest | null) =>
  useSubmitted(analyticsKeys.symbolBeta, body, (client, b) => client.symbolBeta(b));

export const useAssetCorrelation = (body: AssetCorrRequest | null) =>
  useSubmitted(analyticsKeys.assetCorr, body, (client, b) => client.assetCorrelation(b));

export const usePatternCorrelation = (body: PatternCorrRequest | null) =>
  useSubmitted(analyticsKeys.patternCorr, body, (client, b) => client.patternCorrelation(b));

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
  return useQuery({ queryKey: analyticsKeys.cpmPatterns, queryFn: () => analytics.cpmPatterns(), staleTime: Infinity });
}

export function useSubmitCpm() {
  const { analytics } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { mode: CpmMode; body: CpmRequest }) => analytics.submitCpm(v.mode, v.body),
    onSuccess: () => client.invalidateQueries({ queryKey: analyticsKeys.allCpmTasks }),
  });
}

/** A CPM task, polled until it is SUCCESS or FAILED (and not after an error). */
export function useCpmTask(taskId: string) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    queryKey: analyticsKeys.cpmTask(taskId),
    queryFn: () => analytics.cpmTask(taskId),
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
    queryKey: analyticsKeys.cpmTasks(query),
    queryFn: () => analytics.cpmTasks(query),
    placeholderData: keepPreviousData,
    // Keeps status chips moving while tasks run.
    refetchInterval: (q) => (q.state.data?.tasks.some((t) => !isFinished(t.status)) ? pollInterval(connection) : false),
  });
}

// ---------------------------------------------------------------- screens and reports (spec 4.7, 4.8)

/** Screens and reports are published nightly: an answer stays fresh for a few minutes, so going back shows it at once. */
const PUBLISHED_STALE_MS = 5 * 60_000;

export const publicationKeys = {
  screens: ['screens', 'list'] as const,
  screen: (key: ScreenKey | null, date: string | undefined) => ['screens', 'records', key, date ?? null] as const,
  reportTypes: ['reports', 'types'] as const,
  reports: (type: ReportType | undefined, n: number) => ['reports', 'list', type ?? null, n] as const,
};

/** The predefined screens: a fixed list, fetched once per connection. */
export function useScreenList() {
  const { analytics } = useConnection();
  return useQuery({ queryKey: publicationKeys.screens, queryFn: () => analytics.screens(), staleTime: Infinity });
}

/** One screen's records (none asked: null). Another screen has other columns, so no previous answer is kept. */
export function useScreen(key: ScreenKey | null, date?: string) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: publicationKeys.screen(key, date),
    queryFn: () => analytics.screen(key!, date),
    enabled: key !== null,
    staleTime: PUBLISHED_STALE_MS,
    retry: false,
  });
}

export function useReportTypes() {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: publicationKeys.reportTypes,
    queryFn: () => analytics.reportTypes(),
    staleTime: Infinity,
  });
}

/** The newest `n` reports of a type (or of all): the list on screen stays while another type or count loads. */
export function useReports(type: ReportType | undefined, n: number) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: publicationKeys.reports(type, n),
    queryFn: () => analytics.reports(type, n),
    placeholderData: keepPreviousData,
    staleTime: PUBLISHED_STALE_MS,
    retry: false,
  });
}
