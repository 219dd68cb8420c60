import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SweepRequest, WalkForwardRequest } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import { useConnection } from './connection.tsx';
import { endpointQueryKey, endpointQueryOptions } from './endpoint-query.ts';
import { pollInterval } from './poll.ts';
import { taskListPrefix } from './queries.ts';

/*
 * Sweeps and walk-forward runs (issue 15): submitted like backtests, read through the same status endpoint as any
 * task of the backtest service.
 */

export function useSubmitSweep() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SweepRequest) => backtest.sweep(request),
    onSuccess: () => client.invalidateQueries({ queryKey: taskListPrefix }),
  });
}

export function useSubmitWalkForward() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: WalkForwardRequest) => backtest.walkForward(request),
    onSuccess: () => client.invalidateQueries({ queryKey: taskListPrefix }),
  });
}

/** Any task of the backtest service (backtest, sweep or walk-forward), polled until it is SUCCESS or FAILED. */
export function useAnyTask(taskId: string | null) {
  const connection = useConnection();
  const { backtest } = connection;
  return useQuery({
    ...endpointQueryOptions(
      'GET /backtest/status/:task_id',
      taskId === null || taskId === '' ? null : { params: { task_id: taskId } },
      (r) => backtest.anyTask(r.params.task_id),
    ),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
        ? false
        : pollInterval(connection),
    retry: false,
  });
}

/** Stops a running task (it ends FAILED, "cancelled ..."), then reads it (in every view) and the task list again. */
export function useCancelTask() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => backtest.cancelTask(taskId),
    onSettled: (_data, _error, taskId) =>
      Promise.all([
        client.invalidateQueries({
          queryKey: endpointQueryKey('GET /backtest/status/:task_id', { params: { task_id: taskId } }),
        }),
        client.invalidateQueries({ queryKey: taskListPrefix }),
      ]),
  });
}
