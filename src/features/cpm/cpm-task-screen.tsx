import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { useCpmTask } from '../../client/analytics-queries.ts';
import { useConnection } from '../../client/connection.tsx';
import { pollInterval } from '../../client/queries.ts';
import { isFinished } from '../../contract/index.ts';
import { PollCountdown } from '../../ui/status/poll-countdown.tsx';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { CpmTaskBody } from './cpm-task-body.tsx';
import { CpmTaskHeading } from './cpm-task-heading.tsx';
import { CpmTaskLoadError } from './cpm-task-load-error.tsx';
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
      <Link
        component={RouterLink}
        to="/cpm"
        underline="hover"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content' }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" />
        Pattern matching
      </Link>
      {task.isPending ? (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 2 }}>
          <CircularProgress size={24} aria-hidden="true" />
          <Typography>Loading the task…</Typography>
        </Box>
      ) : task.isError ? (
        <CpmTaskLoadError taskId={taskId} error={task.error} onRetry={() => void task.refetch()} />
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
