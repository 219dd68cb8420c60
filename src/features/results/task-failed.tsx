import Box from '@mui/material/Box';
import type { BacktestTask } from '../../contract/index.ts';
import { ResultSection } from '../../ui/layout/result-section.tsx';
import { TaskFailedAlert } from '../../ui/tasks/task-failed-alert.tsx';
import { ParamsSummaryPanel } from './params-summary-panel.tsx';
import { StrategyWordsSection } from './strategy-words-section.tsx';

/** A FAILED task: the service's error word for word, and the params it failed on. */
export function TaskFailed({ task }: { task: BacktestTask }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TaskFailedAlert title="The backtest failed" message={task.error} />
      <StrategyWordsSection task={task} />
      <ResultSection title="Parameters">
        <ParamsSummaryPanel params={task.params} />
      </ResultSection>
    </Box>
  );
}
