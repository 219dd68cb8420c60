import { RANK_CONDITIONS, SCANNER_SIGNAL_NAMES } from '../../contract/index.ts';
import { formatNumber, formatPercentAsGiven } from '../../ui/table/format.ts';
import type { ParamLine, TaskParams } from '../../ui/tasks/task-params.ts';
import { paramText as text } from '../../ui/tasks/task-params.ts';
import { rangeSide } from './form-check.ts';
import type { FindType, RangeKey, RangeValues, ScannerBacktestFormValues } from './form-values.ts';
import { FIND_TYPE_LABELS, RANGE_KEYS, RANGE_LABELS, SCANNER_BACKTEST_DEFAULTS } from './form-values.ts';

const RANGE = /^\s*(-?\d+(?:\.\d+)?)\s*-\s*(-?\d+(?:\.\d+)?)\s*$/;

/** A request's `min-max` as the form's pair; a side at the "no limit" bound is blank. */
function rangeValues(key: RangeKey, v: unknown): RangeValues {
  const m = RANGE.exec(text(v) ?? '');
  return m
    ? { min: rangeSide(key, 'min', Number(m[1])), max: rangeSide(key, 'max', Number(m[2])) }
    : { min: '', max: '' };
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

function signalsOf(v: unknown): Pick<ScannerBacktestFormValues, 'signalMode' | 'signals'> {
  const names = Array.isArray(v) ? v.filter((n): n is string => typeof n === 'string') : [];
  if (names.length === 0 || names.some((n) => n.trim().toLowerCase() === 'all'))
    return { signalMode: 'all', signals: [] };
  return { signalMode: 'some', signals: names.filter((n) => SCANNER_SIGNAL_NAMES.includes(n)) };
}

/** The form filled in from a task's request, to edit and run again; what a field lacks stays at its default. */
export function formValuesOf(params: TaskParams): ScannerBacktestFormValues {
  const d = SCANNER_BACKTEST_DEFAULTS;
  const [long, short] = (text(params.long_short_ratio) ?? '').split('/');
  const allocate = text(params.capital_allocate);
  const kelly = allocate === undefined || allocate.trim().toLowerCase() === 'kelly';
  const rank = text(params.rank_condition);
  return {
    startDate: text(params.start_date) ?? d.startDate,
    endDate: text(params.end_date) ?? d.endDate,
    findType: findTypeOf(params.find_type),
    ...signalsOf(params.signals),
    totalCapital: text(params.total_capital) ?? d.totalCapital,
    longShare: short === undefined ? d.longShare : long.trim(),
    shortShare: short === undefined ? d.shortShare : short.trim(),
    commission: text(params.commission) ?? d.commission,
    name: text(params.name) ?? '',
    ranges: Object.fromEntries(RANGE_KEYS.map((k) => [k, rangeValues(k, params[`${k}_range`])])) as Record<
      RangeKey,
      RangeValues
    >,
    allocation: kelly ? 'Kelly' : 'fixed',
    fixedRatio: kelly ? d.fixedRatio : allocate,
    dailyLimit: text(params.daily_limit) ?? d.dailyLimit,
    rankCondition: RANK_CONDITIONS.find((r) => r === rank) ?? d.rankCondition,
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
  return `${FIND_TYPE_LABELS[v.findType]} ${v.startDate} to ${v.endDate}`;
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
    { label: 'Period', value: `${v.startDate} to ${v.endDate}` },
    { label: 'Universe', value: FIND_TYPE_LABELS[v.findType] },
    {
      label: 'Signals',
      value: v.signalMode === 'all' ? 'All signals' : v.signals.join(', ') || 'None',
    },
    { label: 'Total capital', value: formatNumber(Number(v.totalCapital), 2) },
    { label: 'Long / short', value: `${share(v.longShare)} long / ${share(v.shortShare)} short` },
    { label: 'Commission', value: `${v.commission || '0'}% on entry and on exit` },
    {
      label: 'Capital per trade',
      value: v.allocation === 'Kelly' ? 'Kelly fraction' : `Fixed ${share(v.fixedRatio)} of equity`,
    },
    { label: 'Daily limit', value: `${v.dailyLimit} trades` },
    { label: 'Rank picks by', value: v.rankCondition },
  ];
  for (const key of RANGE_KEYS)
    lines.push({ label: RANGE_LABELS[key].label, value: rangeWords(v.ranges[key], RANGE_UNITS[key]) });
  if (v.name) lines.push({ label: 'Name', value: v.name });
  return lines;
}
