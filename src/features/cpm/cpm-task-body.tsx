import type { CpmTask } from '../../contract/index.ts';
import { TaskFailedAlert } from '../../ui/tasks/task-failed-alert.tsx';
import type { TaskParams } from '../../ui/tasks/task-params.ts';
import { CpmResultView } from './cpm-result-view.tsx';
import { CpmTaskProgress } from './cpm-task-progress.tsx';
import { NoMatchNotice } from './no-match-notice.tsx';
import { formValuesOf, templateTitle } from './task-params.ts';

const FAILED = 'The pattern match failed';

/** The task's progress, its error, "no match" (code 407), or its matches. */
export function CpmTaskBody({ task, params }: { task: CpmTask; params: TaskParams }) {
  if (task.status === 'PENDING' || task.status === 'RUNNING') return <CpmTaskProgress task={task} />;
  if (task.status === 'FAILED') return <TaskFailedAlert title={FAILED} message={task.error ?? task.result?.msg} />;
  const values = formValuesOf(params, task.mode);
  const result = task.result;
  if (!result) return <TaskFailedAlert title={FAILED} message="The task finished without a result." />;
  if (result.code === 407 || !result.data) return <NoMatchNotice message={result.msg} corrPer={values.corrPer} />;
  return (
    <CpmResultView
      data={result.data}
      symbol={values.symbol}
      templateName={templateTitle(params)}
      timeInMarket={Number(values.timeInMarket)}
    />
  );
}
