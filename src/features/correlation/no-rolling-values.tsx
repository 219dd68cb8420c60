import Alert from '@mui/material/Alert';

/** Said in place of a rolling chart when the window is longer than the dates the symbols share. */
export function NoRollingValues({ what, window }: { what: string; window: number }) {
  return (
    <Alert severity="info" role="status">
      No {what}: the rolling window of {window} trading days is longer than the dates the symbols share in this period.
      Pick a shorter window or a longer period.
    </Alert>
  );
}
