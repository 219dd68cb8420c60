import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCancelTask } from '../../client/research-queries.ts';
import { encodeShare } from '../../client/share-link.ts';
import type { StrategyParamsRequest, SweepTask, WalkForwardTask } from '../../contract/index.ts';
import { isStrategyRequest } from '../../contract/index.ts';
import { SymbolsProvenanceLine } from '../data-provenance/symbols-provenance-line.tsx';
import { createdAtMs } from '../../ui/status/elapsed.ts';
import { TaskStatusChip } from '../../ui/status/task-status-chip.tsx';
import { SweepResultView } from './sweep-result-view.tsx';
import { taskStrategy, wasCancelled } from './research-task.ts';
import { SweepRunStatus } from './sweep-run-status.tsx';
import { WalkForwardResultView } from './walk-forward-result-view.tsx';

export type ResearchTask = SweepTask | WalkForwardTask;

const WHAT: Record<ResearchTask['task_type'], string> = { sweep: 'Sweep', walk_forward: 'Walk-forward' };

/** How many axes the task's request had (its result's when it has one). */
export function axisCount(task: ResearchTask): number {
  if (task.result) return task.result.axes.length;
  return Array.isArray(task.params.axes) ? task.params.axes.length : 0;
}

/** "Sweep · 2 axes", "Walk-forward · 1 axis". */
export function researchTypeText(task: ResearchTask): string {
  const n = axisCount(task);
  return `${WHAT[task.task_type]}${n > 0 ? ` · ${n} ax${n === 1 ? 'is' : 'es'}` : ''}`;
}

/** The link that opens a strategy in the builder: the share-link form, so it lands there as an undoable step. */
export const builderLink = (request: StrategyParamsRequest) => `/strategy?s=${encodeShare({ request })}`;

/** The symbols a finished task ran on: a symbol axis's values, else its strategy's symbol. */
export function researchSymbols(task: ResearchTask, symbol: string): string[] {
  const axis = task.result?.axes.find((a) => a.path === 'symbol');
  return axis ? axis.values.map(String) : [symbol];
}

/** A sweep or walk-forward task's heading: its strategy's name and symbol, what it is, its status. */
export function ResearchTaskHeading({ task }: { task: ResearchTask }) {
  const strategy = taskStrategy(task);
  const name = typeof strategy.name === 'string' && strategy.name.trim() ? strategy.name : 'Untitled strategy';
  const symbol = typeof strategy.symbol === 'string' ? strategy.symbol : '?';
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {researchTypeText(task)} · {symbol} · submitted {task.created_at.replace('T', ' ')} UTC
        </Typography>
        {task.status === 'SUCCESS' && <SymbolsProvenanceLine symbols={researchSymbols(task, symbol)} />}
      </Box>
      <TaskStatusChip status={task.status} />
      {isStrategyRequest(strategy) && (
        <Button variant="outlined" component={RouterLink} to={builderLink(strategy)}>
          Open the strategy in the builder
        </Button>
      )}
    </Box>
  );
}

/** A sweep or walk-forward task's page body: progress and Cancel, its error, or its result. */
export function ResearchTaskBody({ task, countdown }: { task: ResearchTask; countdown?: ReactNode }) {
  const navigate = useNavigate();
  const cancel = useCancelTask();
  const what = WHAT[task.task_type];
  const strategy = taskStrategy(task);
  const open = (request: StrategyParamsRequest) => void navigate(builderLink(request));
  if (task.status === 'PENDING' || task.status === 'RUNNING')
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <SweepRunStatus
          what={what}
          status={task.status}
          progress={task.progress}
          startedAt={createdAtMs(task.created_at)}
          onCancel={() => cancel.mutate(task.task_id)}
          cancelling={cancel.isPending}
          cancelError={cancel.error ?? undefined}
        />
        {countdown}
      </Box>
    );
  if (task.status === 'FAILED')
    return wasCancelled(task.error) ? (
      <Alert severity="info">
        <AlertTitle>The {what.toLowerCase()} was cancelled</AlertTitle>
        {task.error}
      </Alert>
    ) : (
      <Alert severity="error">
        <AlertTitle>The {what.toLowerCase()} failed</AlertTitle>
        {task.error ?? 'The service gave no reason.'}
      </Alert>
    );
  if (task.task_type === 'sweep' && task.result)
    return (
      <SweepResultView
        result={task.result}
        strategy={strategy}
        openStrategy={open}
        fileName={`sweep-${task.task_id}`}
      />
    );
  if (task.task_type === 'walk_forward' && task.result)
    return (
      <WalkForwardResultView
        result={task.result}
        strategy={strategy}
        openStrategy={open}
        fileName={`walk-forward-${task.task_id}`}
      />
    );
  return <Alert severity="error">The {what.toLowerCase()} finished without a result.</Alert>;
}
