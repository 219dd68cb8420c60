import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A search or status filter that matches no task, and the way back to all of them. */
export function TasksNoMatch({ onClear }: { onClear: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        No backtest matches this search and status.
      </Typography>
      <Button size="small" onClick={onClear}>
        Show all backtests
      </Button>
    </Paper>
  );
}
