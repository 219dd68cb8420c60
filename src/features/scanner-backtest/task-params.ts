import { RANK_CONDITIONS, SCANNER_SIGNAL_NAMES } from '../../contract/index.ts';
import { formatNumber, formatPercentAsGiven } from '../../ui/table/format.ts';
import type { ParamLine, TaskParams } from '../../ui/tasks/task-params.ts';
import { paramText as text } from '../../ui/tasks/task-params.ts';
import type { FindType, RangeField, RangeKey, ScannerBacktestFormValues } from './form-values.ts';
import { FIND_TYPE_LABELS, RANGE_KEYS, RANGE_LABELS, SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';
import { rangeSide } from './range-text.ts';

const RANGE = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/;

interface RangeValues {
  min: string;
  max: string;
}

/** A request's `min-max` as the form's pair; a side at the "no limit" bound is blank. */
function rangeValues(key: RangeKey, v: unknown): RangeValues {
  const m = RANGE.exec(text(v) ?? '');
  return m
    ? { min: rangeSide(key, 'min', Number(m[1])), max: rangeSide(key, 'max', Number(m[2])) }
    : { min: '', max: '' };
}

/** Every range of a request as the form's fields (`profit_target_min` and so on). */
function rangeFieldsOf(params: TaskParams): Record<RangeField, string> {
  const fields: Partial<Record<RangeField, string>> = {};
  for (const key of RANGE_KEYS) {
    const { min, max } = rangeValues(key, params[`${key}_range`]);
    fields[`${key}_min`] = min;
    fields[`${key}_max`] = max;
  }
  return fields as Record<RangeField, string>;
}

function findTypeOf(v: unknown): FindType {
  const kinds = new Set(
    (text(v) ?? '')
      .toLowerCase()
      .split('/')
      .map((k) => k.trim()),
  );
  if (kinds.has('stock') && kinds.has('etf')) return 'stock/etf';
  return kinds.has('etf') ? 'etf' : 'stock';
}

/** find_type in words ("Stocks and ETFs"); text the form does not know is shown as it is. */
export function findTypeLabel(findType: string): string {
  const known = /^\s*(stock|etf)(\s*\/\s*(stock|etf))?\s*$/i.test(findType);
  return known ? FIND_TYPE_LABELS[findTypeOf(findType)] : findType;
}

function signalsOf(v: unknown): Pick<ScannerBacktestFormValues, 'signal_mode' | 'signals'> {
  const names = Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : [];
  if (names.length === 0 || names.some((n) => n.trim().toLowerCase() === 'all'))
    return { signal_mode: 'all', signals: [] };
  return { signal_mode: 'some', signals: names.filter((n) => SCANNER_SIGNAL_NAMES.includes(n)) };
}

/** The form filled in from a task's request, to edit and run again; what a field lacks stays at its default. */
export function formValuesOf(params: TaskParams): ScannerBacktestFormValues {
  const d = SCANNER_BACKTEST_DEFAULTS;
  const [long, short] = (text(params.long_short_ratio) ?? '').split('/');
  const allocate = text(params.capital_allocate);
  const kelly = allocate === undefined || allocate.trim().toLowerCase() === 'kelly';
  const rank = text(params.rank_condition);
  return {
    start_date: text(params.start_date) ?? d.start_date,
    end_date: text(params.end_date) ?? d.end_date,
    find_type: findTypeOf(params.find_type),
    ...signalsOf(params.signals),
    total_capital: text(params.total_capital) ?? d.total_capital,
    long_share: short === undefined ? d.long_share : long.trim(),
    short_share: short === undefined ? d.short_share : short.trim(),
    commission: text(params.commission) ?? d.commission,
    name: text(params.name) ?? '',
    ...rangeFieldsOf(params),
    allocation: kelly ? 'Kelly' : 'fixed',
    fixed_ratio: kelly ? d.fixed_ratio : allocate,
    daily_limit: text(params.daily_limit) ?? d.daily_limit,
    rank_condition: RANK_CONDITIONS.find((r) => r === rank) ?? d.rank_condition,
  };
}

/** The name the task was given, if any. */
export function name(params: TaskParams): string | undefined {
  return text(params.name)?.trim() || undefined;
}

/** The task's name, or what it tested when it has none. */
export function taskTitle(params: TaskParams): string {
  const given = name(params);
  if (given) return given;
  const v = formValuesOf(params);
  return `${FIND_TYPE_LABELS[v.find_type]} ${v.start_date} to ${v.end_date}`;
}

function rangeWords({ min, max }: RangeValues, unit: string): string {
  if (min === '' && max === '') return 'No limit';
  if (min === '') return `Up to ${max}${unit}`;
  if (max === '') return `${min}${unit} and up`;
  return `${min}${unit} to ${max}${unit}`;
}

const RANGE_UNITS: Record<RangeKey, string> = {
  profit_target: '%',
  stop_loss: '%',
  time_in_market: ' days',
  trend: '',
  reltrend: '',
  optix: '',
};

/** The request in words, one line per parameter of spec 4.5, defaults written out. */
export function paramLines(params: TaskParams): ParamLine[] {
  const v = formValuesOf(params);
  const share = (s: string) => formatPercentAsGiven(Number(s) * 100, 2);
  const lines: ParamLine[] = [
    { label: 'Period', value: `${v.start_date} to ${v.end_date}` },
    { label: 'Universe', value: FIND_TYPE_LABELS[v.find_type] },
    {
      label: 'Signals',
      value: v.signal_mode === 'all' ? 'All signals' : v.signals.join(', ') || 'None',
    },
    { label: 'Total capital', value: formatNumber(Number(v.total_capital), 2) },
    { label: 'Long / short', value: `${share(v.long_share)} long / ${share(v.short_share)} short` },
    { label: 'Commission', value: `${v.commission || '0'}% on entry and on exit` },
    {
      label: 'Capital per trade',
      value: v.allocation === 'Kelly' ? 'Kelly fraction' : `Fixed ${share(v.fixed_ratio)} of equity`,
    },
    { label: 'Daily limit', value: `${v.daily_limit} trades` },
    { label: 'Rank picks by', value: v.rank_condition },
  ];
  for (const key of RANGE_KEYS)
    lines.push({
      label: RANGE_LABELS[key].label,
      value: rangeWords({ min: v[`${key}_min`], max: v[`${key}_max`] }, RANGE_UNITS[key]),
    });
  if (v.name) lines.push({ label: 'Name', value: v.name });
  return lines;
}
