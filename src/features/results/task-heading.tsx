import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { BacktestTask, TaskStatus } from '../../contract/index.ts';
import { DataProvenanceLine } from '../../ui/data-provenance/data-provenance-line.tsx';
import { strategyName } from './params-summary.ts';

const STATUS: Record<TaskStatus, { label: string; color: 'default' | 'info' | 'success' | 'error' }> = {
  PENDING: { label: 'Queued', color: 'default' },
  RUNNING: { label: 'Running', color: 'info' },
  SUCCESS: { label: 'Finished', color: 'success' },
  FAILED: { label: 'Failed', color: 'error' },
};

/**
 * Strategy name, symbol, frequency, data provenance and status of a task, with the way back into the builder once it
 * has ended.
 */
export function TaskHeading({ task }: { task: BacktestTask }) {
  const symbol = task.result?.Symbol ?? (typeof task.params.symbol === 'string' ? task.params.symbol : '?');
  const frequency =
    task.result?.Frequency ?? (typeof task.params.frequency === 'string' ? task.params.frequency : 'Daily');
  const status = STATUS[task.status];
  const ended = task.status === 'SUCCESS' || task.status === 'FAILED';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {strategyName(task.params)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {symbol} · {frequency} · submitted {task.created_at.replace('T', ' ')} UTC
        </Typography>
        <DataProvenanceLine data={task.result?.Extra.data} />
      </Box>
      <Chip label={status.label} color={status.color} aria-label={`Status: ${status.label}`} />
      {ended && (
        <Button
          variant="outlined"
          startIcon={<ReplayIcon />}
          component={RouterLink}
          to={`/strategy?from=${encodeURIComponent(task.task_id)}`}
        >
          Re-run in builder
        </Button>
      )}
    </Box>
  );
}
