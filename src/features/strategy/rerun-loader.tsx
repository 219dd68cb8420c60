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

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function rerunStrategy(task: AnyBacktestTask): RerunStrategy {
  const { strategy } = task.params;
  return {
    task_id: task.task_id,
    task_type: task.task_type,
    params: task.task_type !== 'backtest' && isRecord(strategy) ? strategy : task.params,
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
