import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval } from '../../client/poll.ts';
import { useScannerBacktestTask } from '../../client/scanner-queries.ts';
import { isFinished } from '../../contract/index.ts';
import { BackLink } from '../../ui/layout/back-link.tsx';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import { TaskLoadError } from '../../ui/status/task-load-error.tsx';
import { ParamsSummary } from './params-summary.tsx';
import { TaskBody } from './task-body.tsx';
import { TaskHeading } from './task-heading.tsx';
import { parseTaskParams } from './task-params.ts';

/** One scanner backtest (route `/scanner-backtest/tasks/:taskId`): its progress, its error or its result, and its settings. */
export default function ScannerBacktestTaskScreen() {
  const { taskId = '' } = useParams();
  const connection = useConnection();
  const task = useScannerBacktestTask(taskId);
  const params = task.data ? parseTaskParams(task.data.params) : {};
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <BackLink to="/scanner-backtest">Scanner backtest</BackLink>
      {task.isPending ? (
        <LoadingStatus>Loading the backtest…</LoadingStatus>
      ) : task.isError ? (
        <TaskLoadError
          error={task.error}
          onRetry={() => void task.refetch()}
          backTo="/scanner-backtest"
          backLabel="Back to Scanner backtest"
          notFoundTitle={`No scanner backtest with the id ${taskId}`}
          notFoundText="It may have been run on another connection."
        />
      ) : (
        <>
          <TaskHeading task={task.data} params={params} />
          {/* A server is read every 12 s (spec 8): say when, and offer to read it now. In the browser it is instant. */}
          {connection.kind === 'server' && !isFinished(task.data.status) && (
            <PollCountdown
              lastCheckAt={task.dataUpdatedAt}
              intervalMs={pollInterval(connection)}
              checking={task.isFetching}
              onCheckNow={() => void task.refetch()}
            />
          )}
          <TaskBody task={task.data} params={params} />
          <ResultSection title="Settings">
            <ParamsSummary params={params} />
          </ResultSection>
        </>
      )}
    </Box>
  );
}
