import Box from '@mui/material/Box';
import { useParams } from 'react-router';
import { useCpmTask } from '../../client/analytics-queries.ts';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval } from '../../client/queries.ts';
import { isFinished } from '../../contract/index.ts';
import { BackLink } from '../../ui/layout/back-link.tsx';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { LoadingStatus } from '../../ui/status/loading-status.tsx';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import { TaskLoadError } from '../../ui/status/task-load-error.tsx';
import { CpmTaskBody } from './cpm-task-body.tsx';
import { CpmTaskHeading } from './cpm-task-heading.tsx';
import { ParamsSummary } from './params-summary.tsx';
import { parseTaskParams } from './task-params.ts';

/** One CPM task (route `/cpm/tasks/:taskId`): its progress, its error, or its matches, and its settings. */
export default function CpmTaskScreen() {
  const { taskId = '' } = useParams();
  const connection = useConnection();
  const task = useCpmTask(taskId);
  const params = task.data ? parseTaskParams(task.data.params) : {};
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <BackLink to="/cpm">Pattern matching</BackLink>
      {task.isPending ? (
        <LoadingStatus>Loading the task…</LoadingStatus>
      ) : task.isError ? (
        <TaskLoadError
          error={task.error}
          onRetry={() => void task.refetch()}
          backTo="/cpm"
          backLabel="Back to Pattern matching"
          notFoundTitle={`No CPM task with the id ${taskId}`}
          notFoundText="It may have been run on another connection."
        />
      ) : (
        <>
          <CpmTaskHeading task={task.data} params={params} />
          {/* A server is read every 12 s (spec 8): say when, and offer to read it now. In the browser it is instant. */}
          {connection.kind === 'server' && !isFinished(task.data.status) && (
            <PollCountdown
              lastCheckAt={task.dataUpdatedAt}
              intervalMs={pollInterval(connection)}
              checking={task.isFetching}
              onCheckNow={() => void task.refetch()}
            />
          )}
          <CpmTaskBody task={task.data} params={params} />
          <ResultSection title="Settings">
            <ParamsSummary params={params} mode={task.data.mode} />
          </ResultSection>
        </>
      )}
    </Box>
  );
}
