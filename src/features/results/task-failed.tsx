import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { BacktestTask } from '../../contract/index.ts';
import { ParamsSummaryPanel } from './params-summary-panel.tsx';
import { ResultSection } from '../../ui/layout/result-section.tsx';

/** A FAILED task: the service's error word for word, and the params it failed on. */
export function TaskFailed({ task }: { task: BacktestTask }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="error">
        <AlertTitle>The backtest failed</AlertTitle>
        {task.error ?? 'The service gave no reason.'}
      </Alert>
      <ResultSection title="Parameters">
        <ParamsSummaryPanel params={task.params} />
      </ResultSection>
    </Box>
  );
}
