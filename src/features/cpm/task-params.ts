import type { CpmMode } from '../../contract/index.ts';
import { CPM_LOOKBACKS, CPM_TIMEFRAMES } from '../../contract/index.ts';
import type { ParamLine, TaskParams } from '../../ui/tasks/task-params.ts';
import { paramText as text } from '../../ui/tasks/task-params.ts';
import type { CpmFormValues } from './cpm-form-values.ts';
import { CPM_FORM_DEFAULTS, DEFAULT_PATTERN_BARS } from './cpm-form-values.ts';
import { patternLabel } from './pattern-names.ts';

const isOneOf = <T extends string>(options: readonly T[], t: string | undefined): t is T =>
  options.some((o) => o === t);

function oneOf<T extends string>(options: readonly T[], v: unknown, fallback: T): T {
  const t = text(v);
  return isOneOf(options, t) ? t : fallback;
}

/** The form filled in from a task's request, to edit and run again; what a field lacks stays at its default. */
export function formValuesOf(params: TaskParams, mode: CpmMode): CpmFormValues {
  const d = CPM_FORM_DEFAULTS;
  const pattern = text(params.system_pattern);
  const condition = oneOf(['0', '1', '2'] as const, params.ma_condition, '0');
  return {
    symbol: text(params.symbol)?.toUpperCase() ?? d.symbol,
    source: pattern ? 'pattern' : 'custom',
    pattern: pattern ?? d.pattern,
    startDate: text(params.start_date) ?? '',
    endDate: text(params.end_date) ?? '',
    patternBars: text(params.pattern_bars) ?? '',
    corrPer: text(params.corr_per) ?? d.corrPer,
    timeInMarket: text(params.time_in_market) ?? d.timeInMarket,
    timeframe: oneOf(CPM_TIMEFRAMES, params.timeframe, d.timeframe),
    lookback: oneOf(CPM_LOOKBACKS, params.lookback_period, d.lookback),
    maCondition: condition,
    ma: text(params.ma) ?? d.ma,
    direction: oneOf(['Long', 'Short'] as const, params.direction, d.direction),
    excludeOverlap: text(params.exclude_overlap) !== '0',
    runAs: mode,
    name: text(params.name) ?? '',
  };
}

/** "Rounding bottom" or "Custom window 2020-01-02 to 2020-04-17": what the task searched for. */
export function templateTitle(params: TaskParams): string {
  const pattern = text(params.system_pattern);
  if (pattern) return patternLabel(pattern);
  return `Custom window ${text(params.start_date) ?? '?'} to ${text(params.end_date) ?? '?'}`;
}

/** The request in words, one line per setting, defaults written out. */
export function paramLines(params: TaskParams, mode: CpmMode): ParamLine[] {
  const v = formValuesOf(params, mode);
  const lines: ParamLine[] = [
    { label: 'Symbol', value: v.symbol },
    { label: 'Template', value: templateTitle(params) },
  ];
  if (v.source === 'pattern')
    lines.push({ label: 'Pattern length', value: `${v.patternBars || DEFAULT_PATTERN_BARS[v.timeframe]} bars` });
  lines.push(
    { label: 'Minimum correlation', value: `${v.corrPer}%` },
    { label: 'Time in market', value: `${v.timeInMarket} bars` },
    { label: 'Timeframe', value: v.timeframe },
    { label: 'Look back', value: v.lookback === 'All' ? 'All years' : `${v.lookback} years` },
    {
      label: 'Moving-average filter',
      value: v.maCondition === '0' ? 'None' : `Close ${v.maCondition === '1' ? 'above' : 'below'} its ${v.ma}-bar MA`,
    },
    { label: 'Direction', value: v.direction },
    { label: 'Overlapping matches', value: v.excludeOverlap ? 'Excluded' : 'Kept' },
    { label: 'Run as', value: mode === 'backtest' ? 'Scan and backtest' : 'Scan only' },
  );
  if (v.name) lines.push({ label: 'Name', value: v.name });
  return lines;
}
