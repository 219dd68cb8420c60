import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

/** Code 407: the search ran and found nothing, which is an answer, not a failure. */
export function NoMatchNotice({ message, corrPer }: { message: string; corrPer: string }) {
  return (
    <Alert severity="info" role="status">
      <AlertTitle>No window matched</AlertTitle>
      The service says: {message}. Lower the minimum correlation (now {corrPer}%) or pick another pattern, then run
      again with “Edit and run again”.
    </Alert>
  );
}
