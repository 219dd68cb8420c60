import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { FormFromTask } from './form-from-task.tsx';
import { SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { RunForm } from './run-form.tsx';
import { TaskList } from './task-list.tsx';

/** The scanner backtest (route `/scanner-backtest`): spec 4.5's settings, run as a task, and the list of its tasks. */
export default function ScannerBacktestScreen() {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Scanner backtest
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Trades the scanner’s daily picks as one portfolio over a period: each day the best-ranked picks that pass the
          filters are bought, and each leaves at its profit target, its stop loss or when its time is up.
        </Typography>
      </Box>
      {from ? <FormFromTask key={from} taskId={from} /> : <RunForm initial={SCANNER_BACKTEST_DEFAULTS} />}
      <TaskList />
    </Stack>
  );
}
