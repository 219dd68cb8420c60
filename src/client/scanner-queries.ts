import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryInput, ScannerBacktestRequest } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import type { ScannerLatestQueryInput, ScannerSingleQueryInput } from './analytics-client.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { pollInterval } from './poll.ts';

export type ScannerBacktestTaskQuery = QueryInput<'GET /smart-scanner-backtest/tasks'>;

/** Every page of the scanner backtest list: what a new or cancelled task makes stale. */
const scannerBacktestListPrefix = endpointQueryKey('GET /smart-scanner-backtest/tasks');

/** The 37 signals and their definitions: fixed, fetched once per connection. */
export function useScannerSignals() {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /smart-stock-scanner/get-predefined-signals', {}, () => analytics.scannerSignals()),
    staleTime: Infinity,
  });
}

/* Picks are published once a day, so an answer stays good for minutes; a 404 (no data that day) is an answer. */
const PICKS_STALE_MS = 5 * 60_000;

export function useScannerLatest(query: ScannerLatestQueryInput) {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /smart-stock-scanner/latest-day-all', { query }, (r) =>
      analytics.scannerLatest(r.query),
    ),
    placeholderData: keepPreviousData,
    staleTime: PICKS_STALE_MS,
    retry: false,
  });
}

/** One ticker's picks; null asks for nothing (e.g. no symbol chosen yet). */
export function useScannerSingle(ticker: string | null, query: ScannerSingleQueryInput) {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions(
      'GET /smart-stock-scanner/single/:ticker',
      ticker === null ? null : { params: { ticker }, query },
      (r) => analytics.scannerSingle(r.params.ticker, r.query),
    ),
    staleTime: PICKS_STALE_MS,
    retry: false,
  });
}

export function useSubmitScannerBacktest() {
  const { analytics } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ScannerBacktestRequest) => analytics.submitScannerBacktest(body),
    onSuccess: () => client.invalidateQueries({ queryKey: scannerBacktestListPrefix }),
  });
}

/** A scanner backtest task, polled until it is SUCCESS or FAILED (and not after an error). */
export function useScannerBacktestTask(taskId: string) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    ...endpointQueryOptions('GET /smart-scanner-backtest/status/:task_id', { params: { task_id: taskId } }, (r) =>
      analytics.scannerBacktestTask(r.params.task_id),
    ),
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
        client.invalidateQueries({
          queryKey: endpointQueryKey('GET /smart-scanner-backtest/status/:task_id', { params: { task_id: taskId } }),
        }),
        client.invalidateQueries({ queryKey: scannerBacktestListPrefix }),
      ]),
  });
}

export function useScannerBacktestTasks(query: ScannerBacktestTaskQuery) {
  const connection = useConnection();
  const { analytics } = connection;
  return useQuery({
    ...endpointQueryOptions('GET /smart-scanner-backtest/tasks', { query }, (r) =>
      analytics.scannerBacktestTasks(r.query),
    ),
    placeholderData: keepPreviousData,
    // Keeps status chips moving while tasks run.
    refetchInterval: (q) => (q.state.data?.tasks.some((t) => !isFinished(t.status)) ? pollInterval(connection) : false),
  });
}

/** Short-put opportunities of a snapshot day (the latest without one). */
export function useOptionOpportunities(date: string | undefined) {
  const { analytics } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /smart-option-scanner/options', { query: { date } }, () =>
      analytics.optionOpportunities(date),
    ),
    placeholderData: keepPreviousData,
    staleTime: PICKS_STALE_MS,
    retry: false,
  });
}
