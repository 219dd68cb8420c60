import { useCpmTask } from '../../client/analytics-queries.ts';
import { FormFromEarlierTask } from '../../ui/tasks/form-from-earlier-task.tsx';
import { parseTaskParams } from '../../ui/tasks/task-params.ts';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import { CpmRunForm } from './cpm-run-form.tsx';
import { formValuesOf, templateTitle } from './task-params.ts';

/** "Edit and run again": the form filled in with an earlier task's settings (`/cpm?from=<task_id>`). */
export function FormFromTask({ taskId }: { taskId: string }) {
  const task = useCpmTask(taskId);
  return (
    <FormFromEarlierTask
      taskId={taskId}
      task={task}
      noun="task"
      defaults={CPM_FORM_DEFAULTS}
      read={(data) => {
        const params = parseTaskParams(data.params);
        return { title: templateTitle(params), values: formValuesOf(params, data.mode) };
      }}
      Form={CpmRunForm}
    />
  );
}
