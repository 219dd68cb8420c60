import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAnyTask, useSubmitSweep } from '../../../client/research-queries.ts';
import type { AnyBacktestTask, SweepMetric, SweepTask } from '../../../contract/index.ts';
import { DEFAULT_SWEEP_METRIC, isFinished, metricLabel, SWEEP_METRICS } from '../../../contract/index.ts';
import type { ResearchProps } from './research-context.ts';
import type { AxisDraft } from './sweep-axes.ts';
import { checkAxes } from './sweep-axes.ts';
import { SweepAxisEditor } from './sweep-axis-editor.tsx';
import { DEFAULT_MIN_TRADES_TEXT, MinTradesField, minTradesProblem, readMinTrades } from './min-trades-field.tsx';
import { SweepResultView } from '../../../ui/research/sweep-result-view.tsx';
import type { StoredRun } from './sweep-run.tsx';
import { fieldProblem, ResearchRun, submitProblems, taskStrategy, useSweepableFields } from './sweep-run.tsx';
import { isRecord, readDrafts, SWEEP_TAB_KEY, useStoredState } from './sweep-storage.ts';
import { sweepStrategy } from '../../../ui/research/sweepable-fields.ts';

export interface SweepTabState {
  drafts: AxisDraft[];
  metric: SweepMetric;
  /** "Minimum trades" as typed. */
  minTrades: string;
  run: StoredRun | null;
}

const initial = (): SweepTabState => ({
  drafts: [],
  metric: DEFAULT_SWEEP_METRIC,
  minTrades: DEFAULT_MIN_TRADES_TEXT,
  run: null,
});

export function readRun(raw: unknown): StoredRun | null {
  return isRecord(raw) && typeof raw.taskId === 'string' && typeof raw.startedAt === 'number'
    ? { taskId: raw.taskId, startedAt: raw.startedAt }
    : null;
}

export function readMetric(raw: unknown): SweepMetric {
  return SWEEP_METRICS.find((m) => m === raw) ?? DEFAULT_SWEEP_METRIC;
}

function readState(raw: unknown): SweepTabState | null {
  if (!isRecord(raw)) return null;
  return {
    drafts: readDrafts(raw.drafts),
    metric: readMetric(raw.metric),
    minTrades: readMinTrades(raw.minTrades),
    run: readRun(raw.run),
  };
}

const isSweep = (task: AnyBacktestTask): task is SweepTask => task.task_type === 'sweep';

/** The metric select of the Sweep and Walk-forward tabs. */
export function MetricSelect({
  value,
  onChange,
  label = 'Metric',
  helperText,
}: {
  value: SweepMetric;
  onChange: (metric: SweepMetric) => void;
  label?: string;
  helperText?: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as SweepMetric)}
      helperText={helperText}
      sx={{ minWidth: 220 }}
    >
      {SWEEP_METRICS.map((m) => (
        <MenuItem key={m} value={m}>
          {metricLabel[m]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The builder's Sweep tab: ranges over the strategy's fields, the metric, Run; then the progress with Cancel, and the
 * result (a line, a heat map or the symbols' table) whose cells open in the builder. Settings and the last run are kept
 * in this browser, so they survive switching tabs, leaving the screen and a reload.
 */
export function SweepTab({ getRequest, openStrategy }: ResearchProps) {
  const [state, setState] = useStoredState(SWEEP_TAB_KEY, initial, readState);
  const { fields, refresh } = useSweepableFields(getRequest);
  const submit = useSubmitSweep();
  const running = useAnyTask(state.run?.taskId ?? null);
  const busy = submit.isPending || (running.data !== undefined && !isFinished(running.data.status));
  const check = checkAxes(state.drafts, fields);
  const problems = submitProblems(submit.error);
  const blocked = check.refusal !== null || minTradesProblem(state.minTrades) !== null;

  const run = () => {
    const current = refresh();
    const now = checkAxes(state.drafts, current);
    if (now.refusal || blocked) return;
    const axes = now.axes.map((a) => a.axis);
    submit.mutate(
      {
        strategy: sweepStrategy(getRequest(), axes),
        axes,
        metric: state.metric,
        min_trades: Number(state.minTrades.trim()),
      },
      { onSuccess: (answer) => setState((s) => ({ ...s, run: { taskId: answer.task_id, startedAt: Date.now() } })) },
    );
  };

  return (
    <Box
      sx={{ display: 'grid', gap: 2, pt: 2, minWidth: 0, gridTemplateColumns: 'minmax(0, 1fr)' }}
      onFocusCapture={() => refresh()}
      onPointerEnter={() => refresh()}
    >
      <Typography variant="body2" color="text.secondary">
        Would nearby values have worked too? Turn up to three fields of the strategy above into ranges: every
        combination is backtested, and the map shows where the chosen figure holds up.
      </Typography>
      <SweepAxisEditor
        fields={fields}
        drafts={state.drafts}
        onChange={(drafts) => setState((s) => ({ ...s, drafts }))}
        check={check}
        serviceErrors={problems.axes}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <MetricSelect
          value={state.metric}
          onChange={(metric) => setState((s) => ({ ...s, metric }))}
          helperText="What the result ranks and colours by"
        />
        <MinTradesField
          value={state.minTrades}
          onChange={(minTrades) => setState((s) => ({ ...s, minTrades }))}
          serviceError={fieldProblem(problems.other, 'min_trades')}
          helperText="Fewer: marked, never ranked best"
        />
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          onClick={run}
          disabled={busy || blocked}
          sx={{ mt: 1 }}
        >
          Run sweep
        </Button>
      </Box>
      {state.drafts.length > 0 && check.refusal && (
        <Typography variant="body2" color="error" role="alert">
          {check.refusal}
        </Typography>
      )}
      {problems.other && <Alert severity="error">The sweep was refused: {problems.other}</Alert>}
      <ResearchRun
        what="Sweep"
        run={state.run}
        accept={isSweep}
        onForget={() => setState((s) => ({ ...s, run: null }))}
        renderResult={(task) => (
          <SweepResultView
            key={task.task_id}
            result={task.result}
            strategy={taskStrategy(task)}
            openStrategy={openStrategy}
            fileName={`sweep-${task.task_id}`}
          />
        )}
      />
    </Box>
  );
}
