import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SweepRequest, WalkForwardRequest } from '../contract/index.ts';
import { isFinished } from '../contract/index.ts';
import { useConnection } from './connection.tsx';
import { pollInterval } from './poll.ts';
import { queryKeys } from './queries.ts';

/**
 * Sweeps and walk-forward runs (issue 15): submitted like backtests, read through the same status endpoint as any
 * task of the backtest service. Their query key is apart from useTask's, which reads backtests only.
 */
export const researchKeys = {
  anyTask: (taskId: string) => ['any-task', taskId] as const,
};

export function useSubmitSweep() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: SweepRequest) => backtest.sweep(request),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.allTasks }),
  });
}

export function useSubmitWalkForward() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: WalkForwardRequest) => backtest.walkForward(request),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.allTasks }),
  });
}

/** Any task of the backtest service (backtest, sweep or walk-forward), polled until it is SUCCESS or FAILED. */
export function useAnyTask(taskId: string | null) {
  const connection = useConnection();
  const { backtest } = connection;
  return useQuery({
    queryKey: researchKeys.anyTask(taskId ?? ''),
    queryFn: () => backtest.anyTask(taskId!),
    enabled: taskId !== null && taskId !== '',
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && isFinished(query.state.data.status))
        ? false
        : pollInterval(connection),
    retry: false,
  });
}

/** Stops a running task (it ends FAILED, "cancelled ..."), then reads it and the task list again. */
export function useCancelTask() {
  const { backtest } = useConnection();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => backtest.cancelTask(taskId),
    onSettled: (_data, _error, taskId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: researchKeys.anyTask(taskId) }),
        client.invalidateQueries({ queryKey: queryKeys.task(taskId) }),
        client.invalidateQueries({ queryKey: queryKeys.allTasks }),
      ]),
  });
}
