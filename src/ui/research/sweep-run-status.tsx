import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TaskStatus } from '../../contract/index.ts';
import { errorText } from '../../client/api-error.ts';
import { formatElapsed } from '../../ui/status/elapsed.ts';
import { useNow } from '../../ui/status/use-now.ts';

/**
 * The time a run still needs, from how long it has taken for the part done: elapsed * (1 - p) / p. Null before
 * there is enough to go by (under 1% done, or nothing measured yet).
 */
export function secondsLeft(elapsedMs: number, progress: number | undefined): number | null {
  if (progress === undefined || !(progress >= 0.01) || !(elapsedMs > 0)) return null;
  if (progress >= 1) return 0;
  return Math.ceil((elapsedMs * (1 - progress)) / progress / 1000);
}

/** "about 12 s left", "about 2 min 05 s left". */
export function timeLeftText(seconds: number | null): string {
  if (seconds === null) return 'estimating the time left…';
  return seconds < 1 ? 'finishing…' : `about ${formatElapsed(seconds * 1000)} left`;
}

export interface SweepRunStatusProps {
  /** "Sweep", "Walk-forward": names the bar ("Sweep progress") and the button ("Cancel the sweep"). */
  what: string;
  status: TaskStatus;
  progress: number | undefined;
  /** When the run started (ms): the time left is measured from it. */
  startedAt: number;
  onCancel: () => void;
  cancelling: boolean;
  cancelError?: unknown;
}

/** A running sweep or walk-forward: a determinate bar, the share done and the time left, and Cancel. */
export function SweepRunStatus({
  what,
  status,
  progress,
  startedAt,
  onCancel,
  cancelling,
  cancelError,
}: SweepRunStatusProps) {
  const now = useNow(500);
  const queued = status === 'PENDING';
  const done = progress ?? 0;
  const left = secondsLeft(now - startedAt, progress);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <LinearProgress
            variant={queued ? 'indeterminate' : 'determinate'}
            value={Math.round(done * 100)}
            aria-label={`${what} progress`}
          />
        </Box>
        <Typography variant="body2" role="status" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {queued ? 'Queued: waiting to start…' : `${Math.floor(done * 100)}% done, ${timeLeftText(left)}`}
        </Typography>
        <Button variant="outlined" color="warning" onClick={onCancel} disabled={cancelling}>
          {cancelling ? 'Cancelling…' : `Cancel the ${what.toLowerCase()}`}
        </Button>
      </Box>
      {cancelError !== undefined && cancelError !== null && (
        <Alert severity="error">It could not be cancelled: {errorText(cancelError)}</Alert>
      )}
    </Box>
  );
}
