import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef } from 'react';
import { errorText } from '../../client/api-error.ts';
import { useAnyTask } from '../../client/research-queries.ts';
import type { AnyBacktestTask, BacktestTaskType } from '../../contract/index.ts';

/** The strategy a task ran: a backtest's params, or the strategy a sweep or a walk-forward varied. */
export interface RerunStrategy {
  task_id: string;
  task_type: BacktestTaskType;
  params: Record<string, unknown>;
}

function rerunStrategy(task: AnyBacktestTask): RerunStrategy {
  const { strategy } = task.params;
  const varied = task.task_type !== 'backtest' && typeof strategy === 'object' && strategy !== null;
  return {
    task_id: task.task_id,
    task_type: task.task_type,
    params: varied ? (strategy as Record<string, unknown>) : task.params,
  };
}

/** "Re-run this task": hands the task's strategy to the builder once it arrives. */
export function RerunLoader({
  taskId,
  onDone,
}: {
  taskId: string;
  onDone: (task: RerunStrategy | null, error?: string) => void;
}) {
  const task = useAnyTask(taskId);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (task.data) {
      done.current = true;
      onDone(rerunStrategy(task.data));
    } else if (task.error) {
      done.current = true;
      onDone(null, errorText(task.error));
    }
  }, [task.data, task.error, onDone]);
  return task.isPending ? <LinearProgress aria-label="Loading the task's strategy" /> : null;
}
