import Chip from '@mui/material/Chip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import SyncIcon from '@mui/icons-material/Sync';
import type { ReactElement } from 'react';
import type { TaskStatus } from '../../contract/index.ts';

interface StatusLook {
  label: string;
  color: 'default' | 'info' | 'success' | 'error';
  icon: ReactElement;
}

// The word is the status itself (colour alone would leave colour-blind readers and screen readers guessing); the
// spec's upper-case names are kept so the chip matches what the API and the docs say.
const LOOKS: Record<TaskStatus, StatusLook> = {
  PENDING: { label: 'PENDING', color: 'default', icon: <HourglassEmptyIcon /> },
  RUNNING: { label: 'RUNNING', color: 'info', icon: <SyncIcon /> },
  SUCCESS: { label: 'SUCCESS', color: 'success', icon: <CheckCircleIcon /> },
  FAILED: { label: 'FAILED', color: 'error', icon: <ErrorIcon /> },
};

const DESCRIPTIONS: Record<TaskStatus, string> = {
  PENDING: 'Waiting to run',
  RUNNING: 'Running now',
  SUCCESS: 'Finished with results',
  FAILED: 'Stopped with an error',
};

/** A task's status as a coloured chip with an icon and the status word; the tooltip text says it in English. */
export function TaskStatusChip({ status }: { status: TaskStatus }) {
  const look = LOOKS[status];
  return (
    <Chip
      size="small"
      variant={status === 'PENDING' ? 'outlined' : 'filled'}
      color={look.color}
      icon={look.icon}
      label={look.label}
      title={DESCRIPTIONS[status]}
    />
  );
}
