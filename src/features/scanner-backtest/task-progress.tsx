import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ScannerBacktestTask } from '../../contract/index.ts';
import { createdAtMs, formatElapsed } from '../../ui/status/elapsed.ts';
import { useNow } from '../../ui/status/use-now.ts';

/** A task still waiting or running: what it is doing and for how long, refreshed every second. */
export function TaskProgress({ task }: { task: ScannerBacktestTask }) {
  const now = useNow();
  const running = task.status === 'RUNNING';
  const elapsed = formatElapsed(now - createdAtMs(task.created_at));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="status">
        {running
          ? 'Running: scanning each day of the period and trading the picks'
          : 'Queued: waiting for the service to start the backtest'}
        . Elapsed since it was submitted: {elapsed}.
      </Alert>
      <LinearProgress aria-label={running ? 'Scanner backtest running' : 'Scanner backtest queued'} />
      <Typography variant="body2" color="text.secondary">
        This page updates by itself when the task finishes.
      </Typography>
    </Box>
  );
}
