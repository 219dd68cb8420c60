import type { ScannerBacktestTask } from '../../contract/index.ts';
import { TaskFailedAlert } from '../../ui/tasks/task-failed-alert.tsx';
import type { TaskParams } from '../../ui/tasks/task-params.ts';
import { NothingTradedNotice } from './nothing-traded-notice.tsx';
import { ResultView } from './result-view.tsx';
import { TaskProgress } from './task-progress.tsx';
import { FIND_TYPE_LABELS } from './form-values.ts';
import { formValuesOf, taskTitle } from './task-params.ts';

const FAILED = 'The scanner backtest failed';

/** The task's progress, its error, "nothing traded" (code 407), or its result. */
export function TaskBody({ task, params }: { task: ScannerBacktestTask; params: TaskParams }) {
  if (task.status === 'PENDING' || task.status === 'RUNNING') return <TaskProgress task={task} />;
  if (task.status === 'FAILED') return <TaskFailedAlert title={FAILED} message={task.error ?? task.result?.msg} />;
  const result = task.result;
  if (!result) return <TaskFailedAlert title={FAILED} message="The task finished without a result." />;
  if (result.code === 407 || !result.data) return <NothingTradedNotice message={result.msg} taskId={task.task_id} />;
  const values = formValuesOf(params);
  return (
    <ResultView
      data={result.data}
      capital={Number(values.total_capital)}
      fileStem={`scanner-backtest-${taskTitle(params)}`}
      universe={FIND_TYPE_LABELS[values.find_type]}
    />
  );
}
