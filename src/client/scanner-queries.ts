import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScannerBacktestRequest, TaskStatus } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import type { ScannerLatestQueryInput, ScannerSingleQueryInput } from './analytics-client.ts';
import { useConnection } from './connection.tsx';
import { pollInterval } from './poll.ts';

export interface ScannerBacktestTaskQuery {
  limit: number;
  offset: number;
  status?: TaskStatus;
}

export const scannerKeys = {
  signals: ['scanner', 'signals'] as const,
  latest: (query: ScannerLatestQueryInput) => ['scanner', 'latest', query] as const,
  single: (ticker: string, query: ScannerSingleQueryInput) => ['scanner', 'single', ticker, query] as const,
  backtestTask: (taskId: string) => ['scanner-backtest', 'task', taskId] as const,
  backtestTasks: (query: ScannerBacktestTaskQuery) => ['scanner-backtest', 'tasks', query] as const,
  allBacktestTasks: ['scanner-backtest', 'tasks'] as const,
  options: (date: string | undefined) => ['options', date ?? null] as const,
};

/** The 37 signals and their definitions: fixed, fetched once per connection. */
export function useScannerSignals() {
  const { analytics } = useConnection();
  return useQuery({ queryKey: scannerKeys.signals, queryFn: () => analytics.scannerSignals(), staleTime: Infinity });
}

/* Picks are published once a day, so an answer stays good for minutes; a 404 (no data that day) is an answer. */
const PICKS_STALE_MS = 5 * 60_000;

export function useScannerLatest(query: ScannerLatestQueryInput) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: scannerKeys.latest(query),
    queryFn: () => analytics.scannerLatest(query),
    placeholderData: keepPreviousData,
    staleTime: PICKS_STALE_MS,
    retry: false,
  });
}

/** One ticker's picks; null asks for nothing (e.g. no symbol chosen yet). */
export function useScannerSingle(ticker: string | null, query: ScannerSingleQueryInput) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: scannerKeys.single(ticker ?? '', query),
    queryFn: () => analytics.scannerSingle(ticker!, query),
    enabled: ticker !== null,
    staleTime: PICKS_STALE_MS,
    retry: false,
  });
}

export function useSubmitScannerBacktest() {
  const { analytics } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScannerBacktestRequest) => analytics.submitScannerBacktest(body),
    onSuccess: () => client.invalidateQueries({ queryKey: scannerKeys.allBacktestTasks }),
  });
}

/** A scanner backtest task, polled until it is SUCCESS or FAILED (and not after an error). */
export function useScannerBacktestTask(taskId: string) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    queryKey: scannerKeys.backtestTask(taskId),
    queryFn: () => analytics.scannerBacktestTask(taskId),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
        ? false
        : pollInterval(connection),
    retry: false,
  });
}

/** Stops a running scanner backtest (it ends FAILED, cancelled), then reads it and the task list again. */
export function useCancelScannerBacktest() {
  const { analytics } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => analytics.cancelScannerBacktest(taskId),
    onSettled: (_data, _error, taskId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: scannerKeys.backtestTask(taskId) }),
        client.invalidateQueries({ queryKey: scannerKeys.allBacktestTasks }),
      ]),
  });
}

export function useScannerBacktestTasks(query: ScannerBacktestTaskQuery) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    queryKey: scannerKeys.backtestTasks(query),
    queryFn: () => analytics.scannerBacktestTasks(query),
    placeholderData: keepPreviousData,
    // Keeps status chips moving while tasks run.
    refetchInterval: (q) => (q.state.data?.tasks.some((t) => !isFinished(t.status)) ? pollInterval(connection) : false),
  });
}

/** Short-put opportunities of a snapshot day (the latest without one). */
export function useOptionOpportunities(date: string | undefined) {
  const { analytics } = useConnection();
  return useQuery({
    queryKey: scannerKeys.options(date),
    queryFn: () => analytics.optionOpportunities(date),
    placeholderData: keepPreviousData,
    staleTime: PICKS_STALE_MS,
    retry: false,
  });
}
