import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useRef } from 'react';
import { errorText } from '../../client/api-error.ts';
import { useTask } from '../../client/queries.ts';
import type { BacktestTask } from '../../contract/index.ts';

/** "Re-run this task": hands the task's params to the builder once they arrive. */
export function RerunLoader({
  taskId,
  onDone,
}: {
  taskId: string;
  onDone: (task: BacktestTask | null, error?: string) => void;
}) {
  const task = useTask(taskId);
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    if (task.data) {
      done.current = true;
      onDone(task.data);
    } else if (task.error) {
      done.current = true;
      onDone(null, errorText(task.error));
    }
  }, [task.data, task.error, onDone]);
  return task.isPending ? <LinearProgress aria-label="Loading the task's strategy" /> : null;
}
