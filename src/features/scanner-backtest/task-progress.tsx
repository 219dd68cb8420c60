import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ScannerBacktestTask } from '../../contract/index.ts';
import { errorText } from '../../client/api-error.ts';
import { useCancelScannerBacktest } from '../../client/scanner-queries.ts';
import { formatElapsed } from '../../ui/status/elapsed.ts';
import { useNow } from '../../ui/status/use-now.ts';
import { TaskProgressNotice } from '../../ui/tasks/task-progress-notice.tsx';

/** Two readings of a running task's progress: the first this page saw, and the latest (with when it was seen). */
export interface ProgressReadings {
  firstAt: number;
  first: number;
  latestAt: number;
  latest: number;
}

/**
 * The seconds a run still needs at `now`: the pace between the first and the latest reading, applied to what is
 * left after the latest, less the time since it was seen. Null before the progress has moved since the first reading
 * (nothing to go by yet). Measured from what this page saw, so a page opened halfway through does not count the
 * time before it as spent on nothing.
 */
export function secondsLeft(readings: ProgressReadings, now: number): number | null {
  const { firstAt, first, latestAt, latest } = readings;
  if (!(latest > first) || !(latestAt > firstAt)) return null;
  if (latest >= 1) return 0;
  const leftAtLatest = ((latestAt - firstAt) * (1 - latest)) / (latest - first);
  // Whole ms first, so float noise (0.6 - 0.5) does not add a second.
  return Math.max(0, Math.ceil(Math.round(leftAtLatest - (now - latestAt)) / 1000));
}

/** "about 12 s left", "about 2 min 05 s left"; "estimating time left" before there is a pace to go by. */
export function timeLeftText(seconds: number | null): string {
  if (seconds === null) return 'estimating time left';
  return seconds < 1 ? 'finishing…' : `about ${formatElapsed(seconds * 1000)} left`;
}

/** A running scanner backtest: a determinate bar, the share done and the time left, and Cancel. */
function RunningProgress({ task }: { task: ScannerBacktestTask }) {
  const now = useNow(500);
  const fraction = task.progress ?? 0;
  const [readings, setReadings] = useState<ProgressReadings>(() => ({
    firstAt: now,
    first: fraction,
    latestAt: now,
    latest: fraction,
  }));
  // A new reading: remembered with the time it was seen (React's "state from the previous render" pattern).
  if (fraction !== readings.latest) setReadings({ ...readings, latestAt: now, latest: fraction });
  const cancel = useCancelScannerBacktest();
  const percent = Math.round(fraction * 100);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="status">
        Running: scanning each symbol of the universe for picks, then trading them day by day.
      </Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <LinearProgress variant="determinate" value={percent} aria-label="Scanner backtest progress" />
        </Box>
        <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {Math.floor(fraction * 100)}% done, {timeLeftText(secondsLeft(readings, now))}
        </Typography>
        <Button
          variant="outlined"
          color="warning"
          onClick={() => cancel.mutate(task.task_id)}
          disabled={cancel.isPending || cancel.isSuccess}
        >
          {cancel.isPending || cancel.isSuccess ? 'Cancelling…' : 'Cancel'}
        </Button>
      </Box>
      {cancel.isError && <Alert severity="error">The backtest could not be cancelled: {errorText(cancel.error)}</Alert>}
      <Typography variant="body2" color="text.secondary">
        This page updates by itself when the backtest finishes.
      </Typography>
    </Box>
  );
}

/** A task still waiting (what it waits for and for how long) or running (how far it is, the time left, Cancel). */
export function TaskProgress({ task }: { task: ScannerBacktestTask }) {
  if (task.status === 'RUNNING') return <RunningProgress task={task} />;
  return (
    <TaskProgressNotice
      createdAt={task.created_at}
      message="Queued: waiting for the service to start the backtest"
      progressLabel="Scanner backtest queued"
    />
  );
}
