import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefreshRequest, SourceName, SourceSettings } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { provenanceKey } from './provenance-queries.ts';
import { queryKeys } from './queries.ts';

/*
 * The market-data endpoints (issue 29): the sources a host fetches from, a refresh task with per-symbol progress,
 * and the fetched symbols in the store. Every host serves them through the one typed call.
 */

/**
 * A refresh is read every second on any connection: it is our extension, not a backtest task (whose 10-15 s poll on a
 * server the spec asks for), and its point is to show each symbol as it finishes.
 */
export const REFRESH_POLL_MS = 1000;

const sourcesKey = endpointQueryKey('GET /data/sources');
const symbolsKey = endpointQueryKey('GET /data/symbols');

export function useSources() {
  const { backtest } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /data/sources', {}, () => backtest.call('GET /data/sources')),
    retry: false,
  });
}

export function useStoredSymbols() {
  const { backtest } = useConnection();
  return useQuery({
    ...endpointQueryOptions('GET /data/symbols', {}, () => backtest.call('GET /data/symbols')),
    retry: false,
  });
}

export function useStartRefresh() {
  const { backtest } = useConnection();
  return useMutation({
    mutationFn: (body: RefreshRequest) => backtest.call('POST /data/refresh/start', { body }),
  });
}

/** A refresh task, read until it has ended; when it ends, the fetched symbols are read again. */
export function useRefreshTask(taskId: string | null) {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useQuery({
    ...endpointQueryOptions(
      'GET /data/refresh/status/:task_id',
      taskId ? { params: { task_id: taskId } } : null,
      async (request) => {
        const task = await backtest.call('GET /data/refresh/status/:task_id', request);
        if (isFinished(task.status)) {
          await client.invalidateQueries({ queryKey: symbolsKey });
          await client.invalidateQueries({ queryKey: provenanceKey });
          // a chart of a symbol the refresh changed draws its new bars
          await client.invalidateQueries({ queryKey: queryKeys.allBars });
        }
        return task;
      },
    ),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
        ? false
        : REFRESH_POLL_MS,
    retry: false,
  });
}

/** Stops a refresh; the answer is the task as it stands, written into the status query at once. */
export function useCancelRefresh() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) =>
      backtest.call('POST /data/refresh/:task_id/cancel', { params: { task_id: taskId } }),
    onSettled: (_data, _error, taskId) =>
      client.invalidateQueries({
        queryKey: endpointQueryKey('GET /data/refresh/status/:task_id', { params: { task_id: taskId } }),
      }),
  });
}

export function useDeleteSymbol() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (symbol: string) => backtest.call('DELETE /data/symbols/:symbol', { params: { symbol } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: symbolsKey }),
        client.invalidateQueries({ queryKey: provenanceKey }),
        client.invalidateQueries({ queryKey: queryKeys.allBars }),
      ]),
  });
}

/** The in-browser connection's key or mirror of a source; the sources are read again to show whether it is ready. */
export function useSaveSourceSettings() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ name, settings }: { name: SourceName; settings: SourceSettings }) =>
      backtest.call('POST /data/sources/:name/settings', { params: { name }, body: settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: sourcesKey }),
  });
}
