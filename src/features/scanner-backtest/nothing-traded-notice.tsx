import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { EditAgainButton } from './edit-again-button.tsx';

/** Code 407: the backtest ran and no pick was traded, which is an answer, not a failure. */
export function NothingTradedNotice({ message, taskId }: { message: string; taskId: string }) {
  return (
    <Alert severity="info" role="status">
      <AlertTitle>Nothing was traded</AlertTitle>
      The service says: {message.replace(/\.$/, '')}. No pick passed the settings in this period: choose more signals,
      widen or clear the pick filters, pick another universe or a longer period, then run it again.
      <Box sx={{ mt: 1 }}>
        <EditAgainButton taskId={taskId} />
      </Box>
    </Alert>
  );
}
