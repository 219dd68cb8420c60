import type { ScannerBacktestTask } from '../../contract/index.ts';
import { submittedAt, TaskHeadingBar } from '../../ui/tasks/task-heading-bar.tsx';
import type { TaskParams } from '../../ui/tasks/task-params.ts';
import { EditAgainButton } from './edit-again-button.tsx';
import { FIND_TYPE_LABELS } from './form-values.ts';
import { formValuesOf, name, taskTitle } from './task-params.ts';

/** What the backtest tested, when it was submitted, its status, and the way back into the form. */
export function TaskHeading({ task, params }: { task: ScannerBacktestTask; params: TaskParams }) {
  const v = formValuesOf(params);
  const signals =
    v.signal_mode === 'all' ? 'all signals' : `${v.signals.length} signal${v.signals.length === 1 ? '' : 's'}`;
  // Without a name the title already says the universe and the period.
  const what = name(params)
    ? `${FIND_TYPE_LABELS[v.find_type]}, ${v.start_date} to ${v.end_date}, ${signals}`
    : signals.charAt(0).toUpperCase() + signals.slice(1);
  return (
    <TaskHeadingBar
      title={taskTitle(params)}
      details={`${what} · ${submittedAt(task.created_at)}`}
      status={task.status}
      finishedAction={<EditAgainButton taskId={task.task_id} />}
    />
  );
}
