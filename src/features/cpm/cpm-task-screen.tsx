import { useParams } from 'react-router';
import { useCpmTask } from '../../client/analytics-queries.ts';
import { ParamsSummary } from '../../ui/tasks/params-summary.tsx';
import { parseTaskParams } from '../../ui/tasks/task-params.ts';
import { TaskScreenFrame } from '../../ui/tasks/task-screen-frame.tsx';
import { CpmTaskBody } from './cpm-task-body.tsx';
import { CpmTaskHeading } from './cpm-task-heading.tsx';
import { paramLines } from './task-params.ts';

/** One CPM task (route `/cpm/tasks/:taskId`): its progress, its error, or its matches, and its settings. */
export default function CpmTaskScreen() {
  const { taskId = '' } = useParams();
  const task = useCpmTask(taskId);
  return (
    <TaskScreenFrame
      task={task}
      backTo="/cpm"
      backLabel="Pattern matching"
      loadingText="Loading the task…"
      notFoundTitle={`No CPM task with the id ${taskId}`}
      render={(data) => {
        const params = parseTaskParams(data.params);
        return {
          heading: <CpmTaskHeading task={data} params={params} />,
          body: <CpmTaskBody task={data} params={params} />,
          settings: <ParamsSummary lines={paramLines(params, data.mode)} minColumnWidth={170} />,
        };
      }}
    />
  );
}
