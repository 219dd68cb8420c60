import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAnyTask } from '../../client/research-queries.ts';
import type { BacktestTask } from '../../contract/index.ts';
import { TaskScreenFrame } from '../../ui/tasks/task-screen-frame.tsx';
import { ResearchTaskBody, ResearchTaskHeading } from '../../ui/research/sweep-task-page.tsx';
import { TaskFailed } from './task-failed.tsx';
import { TaskHeading } from './task-heading.tsx';
import { TaskProgress } from './task-progress.tsx';
import { TaskSuccess } from './task-success.tsx';

function TaskBody({ task, countdown }: { task: BacktestTask; countdown: ReactNode }) {
  if (task.status === 'FAILED') return <TaskFailed task={task} />;
  if (task.status === 'SUCCESS' && task.result) return <TaskSuccess task={task} result={task.result} />;
  if (task.status === 'SUCCESS') return <TaskFailed task={{ ...task, error: 'The task finished without a result.' }} />;
  return <TaskProgress task={task} countdown={countdown} />;
}

/**
 * The page of one task (route `tasks/:taskId`): its progress, its error, or its result. Its params are shown only
 * when it failed (under "Parameters"), and a server's poll countdown sits under the progress.
 */
export default function TaskResultScreen() {
  const { taskId = '' } = useParams();
  // Any task of the backtest service: a sweep or a walk-forward shows its own result views (issue 15).
  const task = useAnyTask(taskId);
  // A task opens at its top: the router keeps the scroll of the page before (the builder's Run button sits low on a
  // long form), which would land the reader, and the heading, under the app bar. A block body: newer Chromium returns
  // a promise from scrollTo, and an effect that returns anything but a cleanup function breaks React's unmount.
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [taskId]);
  return (
    <TaskScreenFrame
      task={task}
      backTo="/tasks"
      backLabel="All tasks"
      errorBackLabel="Back to Tasks"
      loadingText="Loading the task…"
      notFoundTitle={`No task with the id ${taskId}`}
      notFoundText="It may have been deleted, or it was run on another connection."
      render={(data) =>
        data.task_type === 'backtest'
          ? {
              heading: <TaskHeading task={data} />,
              body: (countdown) => <TaskBody task={data} countdown={countdown} />,
            }
          : {
              heading: <ResearchTaskHeading task={data} />,
              body: (countdown) => <ResearchTaskBody task={data} countdown={countdown} />,
            }
      }
    />
  );
}
