import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** A FAILED task: the service's error word for word (its settings are shown below, to edit and run again). */
export function TaskFailedAlert({ title, message }: { title: string; message: string | undefined }) {
  return (
    <Alert severity="error">
      <AlertTitle>{title}</AlertTitle>
      {message ?? 'The service gave no reason.'}
    </Alert>
  );
}
