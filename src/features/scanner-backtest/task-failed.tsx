import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A FAILED task: the service's error word for word (its settings are shown below, to edit and run again). */
export function TaskFailed({ message }: { message: string | undefined }) {
  return (
    <Alert severity="error">
      <AlertTitle>The scanner backtest failed</AlertTitle>
      {message ?? 'The service gave no reason.'}
    </Alert>
  );
}
