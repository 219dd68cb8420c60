import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { BacktestTask } from '../../contract/index.ts';
import { createdAtMs, formatElapsed } from '../../ui/status/elapsed.ts';
import { useNow } from '../../ui/status/use-now.ts';

/**
 * A task still waiting or running: what it is doing and for how long, refreshed every second; on a server, also
 * when it is read next (`countdown`).
 */
export function TaskProgress({ task, countdown }: { task: BacktestTask; countdown?: ReactNode }) {
  const now = useNow();
  const running = task.status === 'RUNNING';
  const elapsed = formatElapsed(now - createdAtMs(task.created_at));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="status">
        {running ? 'Running the backtest' : 'Queued: waiting for the service to start the backtest'}. Elapsed since it
        was submitted: {elapsed}.
      </Alert>
      <LinearProgress aria-label={running ? 'Backtest running' : 'Backtest queued'} />
      <Typography variant="body2" color="text.secondary">
        This page updates by itself when the backtest finishes.
      </Typography>
      {countdown}
    </Box>
  );
}
