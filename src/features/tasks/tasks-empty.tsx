import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** What a first-time user sees: no tasks, and the way to make one. */
export function TasksEmpty() {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" gutterBottom>
        No backtests yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Build a strategy and run it: each backtest you run is listed here with its status and results.
      </Typography>
      <Button variant="contained" component={RouterLink} to="/strategy">
        Open the strategy builder
      </Button>
    </Paper>
  );
}
