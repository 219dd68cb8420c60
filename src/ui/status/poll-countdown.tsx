import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useNow } from './use-now.ts';

export interface PollCountdownProps {
  /** Epoch ms of the last answer (a query's `dataUpdatedAt`); the next check is `intervalMs` after it. */
  lastCheckAt: number;
  intervalMs: number;
  /** A check is on its way. */
  checking: boolean;
  /** Checks at once (a query's `refetch`). */
  onCheckNow: () => void;
  /** What is being checked, for the button's accessible name, e.g. "the task". */
  subject?: string;
}

/** Seconds until the next check, never below 0. */
export function secondsUntil(lastCheckAt: number, intervalMs: number, now: number): number {
  return Math.max(0, Math.ceil((lastCheckAt + intervalMs - now) / 1000));
}

/**
 * While a server task runs: when it is read next (spec 8 asks every 10 to 15 s) and a button to read it now. The
 * text is not a live region: announcing every second would drown a screen reader.
 */
export function PollCountdown({
  lastCheckAt,
  intervalMs,
  checking,
  onCheckNow,
  subject = 'the task',
}: PollCountdownProps) {
  const now = useNow(1000);
  const id = useId();
  const left = secondsUntil(lastCheckAt, intervalMs, now);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography id={id} variant="body2" color="text.secondary" aria-live="off">
        {checking ? 'Checking now…' : left > 0 ? `Next check in ${left} s` : 'Checking shortly…'}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        startIcon={<RefreshIcon />}
        onClick={onCheckNow}
        disabled={checking}
        aria-label={`Check ${subject} now`}
        aria-describedby={id}
      >
        Check now
      </Button>
    </Stack>
  );
}
