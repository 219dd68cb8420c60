import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { CPM_FORM_DEFAULTS } from './cpm-form-values.ts';
import { CpmRunForm } from './cpm-run-form.tsx';
import { CpmTaskList } from './cpm-task-list.tsx';
import { FormFromTask } from './form-from-task.tsx';

/** Chart pattern matching (route `/cpm`): the search settings, run as a task, and the list of CPM tasks. */
export default function CpmScreen() {
  const [params] = useSearchParams();
  const from = params.get('from');
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Pattern matching
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Finds the windows of a symbol’s history shaped like a template, a predefined pattern or a window you pick,
          shows what prices did after each, and can backtest a trade taken after every match.
        </Typography>
      </Box>
      {from ? <FormFromTask key={from} taskId={from} /> : <CpmRunForm initial={CPM_FORM_DEFAULTS} />}
      <CpmTaskList />
    </Stack>
  );
}
