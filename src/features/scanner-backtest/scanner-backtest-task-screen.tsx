import { useParams } from 'react-router';
import { useScannerBacktestTask } from '../../client/scanner-queries.ts';
import { ParamsSummary } from '../../ui/tasks/params-summary.tsx';
import { parseTaskParams } from '../../ui/tasks/task-params.ts';
import { TaskScreenFrame } from '../../ui/tasks/task-screen-frame.tsx';
import { TaskBody } from './task-body.tsx';
import { TaskHeading } from './task-heading.tsx';
import { paramLines } from './task-params.ts';

/** One scanner backtest (route `/scanner-backtest/tasks/:taskId`): its progress, its error or its result, and its settings. */
export default function ScannerBacktestTaskScreen() {
  const { taskId = '' } = useParams();
  const task = useScannerBacktestTask(taskId);
  return (
    <TaskScreenFrame
      task={task}
      backTo="/scanner-backtest"
      backLabel="Scanner backtest"
      loadingText="Loading the backtest…"
      notFoundTitle={`No scanner backtest with the id ${taskId}`}
      render={(data) => {
        const params = parseTaskParams(data.params);
        return {
          heading: <TaskHeading task={data} params={params} />,
          body: <TaskBody task={data} params={params} />,
          settings: <ParamsSummary lines={paramLines(params)} minColumnWidth={190} />,
        };
      }}
    />
  );
}
