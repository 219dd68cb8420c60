import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { createdAtMs, formatElapsed } from '../status/elapsed.ts';
import { useNow } from '../status/use-now.ts';

export interface TaskProgressNoticeProps {
  createdAt: string;
  /** What the task is doing ("Running the search"), without the full stop. */
  message: string;
  /** The progress bar's accessible name ("Pattern match running"). */
  progressLabel: string;
  /** What finishes, in "This page updates by itself when the task finishes" ("backtest"); "task" by default. */
  subject?: string;
  /** Shown last, e.g. when a server is read next. */
  children?: ReactNode;
}

/** A task still waiting or running: what it is doing and for how long, refreshed every second. */
export function TaskProgressNotice({
  createdAt,
  message,
  progressLabel,
  subject = 'task',
  children,
}: TaskProgressNoticeProps) {
  const now = useNow();
  const elapsed = formatElapsed(now - createdAtMs(createdAt));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Alert severity="info" role="status">
        {message}. Elapsed since it was submitted: {elapsed}.
      </Alert>
      <LinearProgress aria-label={progressLabel} />
      <Typography variant="body2" color="text.secondary">
        This page updates by itself when the {subject} finishes.
      </Typography>
      {children}
    </Box>
  );
}
