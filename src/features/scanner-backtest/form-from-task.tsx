import { useScannerBacktestTask } from '../../client/scanner-queries.ts';
import { FormFromEarlierTask } from '../../ui/tasks/form-from-earlier-task.tsx';
import { parseTaskParams } from '../../ui/tasks/task-params.ts';
import { SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { RunForm } from './run-form.tsx';
import { formValuesOf, taskTitle } from './task-params.ts';

/** "Edit and run again": the form filled in with an earlier task's settings (`/scanner-backtest?from=<task_id>`). */
export function FormFromTask({ taskId }: { taskId: string }) {
  const task = useScannerBacktestTask(taskId);
  return (
    <FormFromEarlierTask
      taskId={taskId}
      task={task}
      noun="backtest"
      defaults={SCANNER_BACKTEST_DEFAULTS}
      read={(data) => {
        const params = parseTaskParams(data.params);
        return { title: taskTitle(params), values: formValuesOf(params) };
      }}
      Form={RunForm}
    />
  );
}
