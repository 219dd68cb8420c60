import type { ScannerBacktestTask } from '../../contract/index.ts';
import { NothingTradedNotice } from './nothing-traded-notice.tsx';
import { ResultView } from './result-view.tsx';
import { TaskFailed } from './task-failed.tsx';
import { TaskProgress } from './task-progress.tsx';
import type { TaskParams } from './task-params.ts';
import { formValuesOf, taskTitle } from './task-params.ts';

/** The task's progress, its error, "nothing traded" (code 407), or its result. */
export function TaskBody({ task, params }: { task: ScannerBacktestTask; params: TaskParams }) {
  if (task.status === 'PENDING' || task.status === 'RUNNING') return <TaskProgress task={task} />;
  if (task.status === 'FAILED') return <TaskFailed message={task.error ?? task.result?.msg} />;
  const result = task.result;
  if (!result) return <TaskFailed message="The task finished without a result." />;
  if (result.code === 407 || !result.data) return <NothingTradedNotice message={result.msg} taskId={task.task_id} />;
  const values = formValuesOf(params);
  return (
    <ResultView
      data={result.data}
      capital={Number(values.totalCapital)}
      fileStem={`scanner-backtest-${taskTitle(params)}`}
    />
  );
}
