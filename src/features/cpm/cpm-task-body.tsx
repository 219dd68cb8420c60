import type { CpmTask } from '../../contract/index.ts';
import { CpmResultView } from './cpm-result-view.tsx';
import { CpmTaskFailed } from './cpm-task-failed.tsx';
import { CpmTaskProgress } from './cpm-task-progress.tsx';
import { NoMatchNotice } from './no-match-notice.tsx';
import type { TaskParams } from './task-params.ts';
import { formValuesOf, templateTitle } from './task-params.ts';

/** The task's progress, its error, "no match" (code 407), or its matches. */
export function CpmTaskBody({ task, params }: { task: CpmTask; params: TaskParams }) {
  if (task.status === 'PENDING' || task.status === 'RUNNING') return <CpmTaskProgress task={task} />;
  if (task.status === 'FAILED') return <CpmTaskFailed task={task} />;
  const values = formValuesOf(params, task.mode);
  const result = task.result;
  if (!result) return <CpmTaskFailed task={{ ...task, error: 'The task finished without a result.' }} />;
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
