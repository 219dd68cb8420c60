import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAnyTask, useSubmitWalkForward } from '../../../client/research-queries.ts';
import type { AnyBacktestTask, SweepMetric, WalkForwardTask } from '../../../contract/index.ts';
import { DEFAULT_SWEEP_METRIC, isFinished } from '../../../contract/index.ts';
import type { ResearchProps } from './research-context.ts';
import type { AxisDraft } from './sweep-axes.ts';
import { checkAxes } from './sweep-axes.ts';
import { SweepAxisEditor } from './sweep-axis-editor.tsx';
import type { StoredRun } from './sweep-run.tsx';
import { fieldProblem, ResearchRun, submitProblems, taskStrategy, useSweepableFields } from './sweep-run.tsx';
import { DEFAULT_MIN_TRADES_TEXT, MinTradesField, minTradesProblem, readMinTrades } from './min-trades-field.tsx';
import { isRecord, readDrafts, useStoredState, WALK_FORWARD_TAB_KEY } from './sweep-storage.ts';
import { MetricSelect, readMetric, readRun } from './sweep-tab.tsx';
import { sweepStrategy } from '../../../ui/research/sweepable-fields.ts';
import { WalkForwardResultView } from '../../../ui/research/walk-forward-result-view.tsx';

export interface WalkForwardTabState {
  drafts: AxisDraft[];
  metric: SweepMetric;
  /** "Minimum trades" as typed. */
  minTrades: string;
  inSample: string;
  outOfSample: string;
  anchored: boolean;
  run: StoredRun | null;
}

const initial = (): WalkForwardTabState => ({
  drafts: [],
  metric: DEFAULT_SWEEP_METRIC,
  minTrades: DEFAULT_MIN_TRADES_TEXT,
  inSample: '504',
  outOfSample: '126',
  anchored: false,
  run: null,
});

function readState(raw: unknown): WalkForwardTabState | null {
  if (!isRecord(raw)) return null;
  const start = initial();
  return {
    drafts: readDrafts(raw.drafts),
    metric: readMetric(raw.metric),
    minTrades: readMinTrades(raw.minTrades),
    inSample: typeof raw.inSample === 'string' ? raw.inSample : start.inSample,
    outOfSample: typeof raw.outOfSample === 'string' ? raw.outOfSample : start.outOfSample,
    anchored: raw.anchored === true,
    run: readRun(raw.run),
  };
}

/** A whole number of bars at least `min`, or why not. */
export function barsProblem(text: string, min: number): string | null {
  const t = text.trim();
  if (!/^\d+$/.test(t)) return 'A whole number of bars';
  return Number(t) < min ? `At least ${min} bars` : null;
}

const isWalkForward = (task: AnyBacktestTask): task is WalkForwardTask => task.task_type === 'walk_forward';

/**
 * The builder's Walk-forward tab: the same ranges as a sweep, and windows of in-sample and out-of-sample bars. Each
 * window picks the best combination in sample by the metric and runs it on the bars after; the result shows whether
 * those choices held up.
 */
export function WalkForwardTab({ getRequest, openStrategy }: ResearchProps) {
  const [state, setState] = useStoredState(WALK_FORWARD_TAB_KEY, initial, readState);
  const { fields, refresh } = useSweepableFields(getRequest);
  const submit = useSubmitWalkForward();
  const running = useAnyTask(state.run?.taskId ?? null);
  const busy = submit.isPending || (running.data !== undefined && !isFinished(running.data.status));
  const check = checkAxes(state.drafts, fields);
  const problems = submitProblems(submit.error);
  const inSampleProblem = barsProblem(state.inSample, 20);
  const outOfSampleProblem = barsProblem(state.outOfSample, 5);
  const serviceField = (name: string) => fieldProblem(problems.other, name);
  const blocked =
    check.refusal !== null ||
    inSampleProblem !== null ||
    outOfSampleProblem !== null ||
    minTradesProblem(state.minTrades) !== null;

  const run = () => {
    const now = checkAxes(state.drafts, refresh());
    if (now.refusal || blocked) return;
    const axes = now.axes.map((a) => a.axis);
    submit.mutate(
      {
        strategy: sweepStrategy(getRequest(), axes),
        axes,
        metric: state.metric,
        min_trades: Number(state.minTrades.trim()),
        in_sample_bars: Number(state.inSample),
        out_of_sample_bars: Number(state.outOfSample),
        anchored: state.anchored,
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
        Does the best choice hold up on data it has not seen? Each window picks the best combination of the ranges on
        its in-sample bars, then runs it on the out-of-sample bars that follow.
      </Typography>
      <SweepAxisEditor
        fields={fields}
        drafts={state.drafts}
        onChange={(drafts) => setState((s) => ({ ...s, drafts }))}
        check={check}
        serviceErrors={problems.axes}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <TextField
          label="In-sample bars"
          value={state.inSample}
          onChange={(e) => setState((s) => ({ ...s, inSample: e.target.value }))}
          error={inSampleProblem !== null || serviceField('in_sample_bars') !== null}
          helperText={inSampleProblem ?? serviceField('in_sample_bars') ?? 'Bars each choice is made on (252 ≈ a year)'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 200 }}
        />
        <TextField
          label="Out-of-sample bars"
          value={state.outOfSample}
          onChange={(e) => setState((s) => ({ ...s, outOfSample: e.target.value }))}
          error={outOfSampleProblem !== null || serviceField('out_of_sample_bars') !== null}
          helperText={outOfSampleProblem ?? serviceField('out_of_sample_bars') ?? 'Bars each choice is tested on'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 200 }}
        />
        <MetricSelect
          value={state.metric}
          onChange={(metric) => setState((s) => ({ ...s, metric }))}
          helperText="What picks the best combination"
        />
        <MinTradesField
          value={state.minTrades}
          onChange={(minTrades) => setState((s) => ({ ...s, minTrades }))}
          serviceError={serviceField('min_trades')}
          helperText="Out of sample, for a verdict"
        />
        <FormControlLabel
          control={
            <Switch checked={state.anchored} onChange={(_, anchored) => setState((s) => ({ ...s, anchored }))} />
          }
          label="Anchored (in sample always from the first bar)"
          sx={{ mt: 1, ml: 0 }}
        />
        <Button
          variant="contained"
          startIcon={<PlayArrowIcon />}
          onClick={run}
          disabled={busy || blocked}
          sx={{ mt: 1 }}
        >
          Run walk-forward
        </Button>
      </Box>
      {state.drafts.length > 0 && check.refusal && (
        <Typography variant="body2" color="error" role="alert">
          {check.refusal}
        </Typography>
      )}
      {problems.other && <Alert severity="error">The walk-forward was refused: {problems.other}</Alert>}
      <ResearchRun
        what="Walk-forward"
        run={state.run}
        accept={isWalkForward}
        onForget={() => setState((s) => ({ ...s, run: null }))}
        renderResult={(task) => (
          <WalkForwardResultView
            key={task.task_id}
            result={task.result}
            strategy={taskStrategy(task)}
            openStrategy={openStrategy}
            fileName={`walk-forward-${task.task_id}`}
          />
        )}
      />
    </Box>
  );
}
