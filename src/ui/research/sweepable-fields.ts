import type { AxisValue, StrategyParamsRequest, SweepAxis } from '../../contract/index.ts';
import { DEFAULT_SIGNALS_IN_MARKET, STRATEGY_DEFAULTS } from '../../contract/index.ts';

/*
 * What of a strategy can become a sweep axis (issue 15, item 2): every number the builder lets the analyst type
 * (values, periods, qualifier periods, the threshold, within-bars, delays, the three risk segments, the allocation),
 * each number inside a technical signal's name ("RSI(14)" -> the RSI period), and the symbol. Pure: the builder's
 * request in, a list of fields out, each with the dotted path the service sets (src/contract/sweep-paths.ts).
 */

export type SweepableKind = 'number' | 'symbol' | 'signal-param';

/** A number inside a signal's name: `RSI(14)` has one, `MA Spread(10,50)` two. */
export interface SignalParam {
  /** The signal's name as written, e.g. "MA Spread(10,50)". */
  name: string;
  /** Which number of the name (0-based). */
  index: number;
}

export interface SweepableField {
  /** Unique within the list: the path, with `#index` for a number inside a signal's name. */
  id: string;
  /** How a screen names it: "Entry: RSI(14) value", "Entry step 2: SMA period", "Stop-loss (%)". */
  label: string;
  /** How a result names the axis it becomes (a signal's number is swept as whole names: "Entry: signal"). */
  axisLabel: string;
  /** The dotted path the service sets (for a signal's number: the signal's name, whose values are whole names). */
  path: string;
  kind: SweepableKind;
  /** The value in the strategy now; null when the field is empty (a risk segment left out means none). */
  current: AxisValue | null;
  /** Whole numbers only (periods, bars, days, the threshold). */
  integer: boolean;
  signal?: SignalParam;
}

type FieldDraft = Omit<SweepableField, 'axisLabel'> & { axisLabel?: string };

/** The parameter names of a technical signal by its key ("RSI" -> ["period"]), when the connection knows them. */
export type ParamNames = (key: string) => readonly string[] | undefined;

type Side = 'entry' | 'exit';
const SIDE_WORD: Record<Side, string> = { entry: 'Entry', exit: 'Exit' };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A number typed as a number or a numeric string; null otherwise. */
function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

const NAME_WITH_NUMBERS = /^(.*?)\(([^()]*)\)\s*$/;
const NUMBER_TOKEN = /[+-]?(?:\d+(?:\.\d*)?|\.\d+)/g;

/** The key and numbers of a name such as "RSI(14)" or "MA Spread(10, 50)"; null for a name without them. */
export function parseSignalName(name: string): { key: string; numbers: number[] } | null {
  const match = NAME_WITH_NUMBERS.exec(name);
  if (!match) return null;
  const inner = match[2].trim();
  if (inner === '') return null;
  const parts = inner.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(p))) return null;
  return { key: match[1].trim(), numbers: parts.map(Number) };
}

/** The name with its index-th number replaced, everything else kept as written: ("MA Spread(10, 50)", 1, 40). */
export function signalNameWith(name: string, index: number, value: number): string {
  const open = name.lastIndexOf('(');
  if (open < 0) return name;
  let seen = -1;
  const inner = name.slice(open).replace(NUMBER_TOKEN, (token) => (++seen === index ? String(value) : token));
  return name.slice(0, open) + inner;
}

interface Located {
  condition: Record<string, unknown>;
  /** Its path in the request, e.g. `entry.condition.1`. */
  path: string;
  /** How the label places it: "Entry", "Entry condition 2", "Entry step 1". */
  where: string;
}

/** A block's conditions with their paths, as the request holds them. */
function conditionsOf(side: Side, block: Record<string, unknown>): Located[] {
  const word = SIDE_WORD[side];
  const list = (key: string, noun: string): Located[] => {
    const items = block[key];
    if (!Array.isArray(items)) return [];
    return items.flatMap((c, i) =>
      isRecord(c) ? [{ condition: c, path: `${side}.${key}.${i}`, where: `${word} ${noun} ${i + 1}` }] : [],
    );
  };
  switch (block.rule_type) {
    case 'SingleCondition':
      return isRecord(block.condition) ? [{ condition: block.condition, path: `${side}.condition`, where: word }] : [];
    case 'Scoring':
      return list(block.condition !== undefined ? 'condition' : 'voters', 'condition');
    case 'TimeOrder':
      return list('steps', 'step');
    default:
      return [];
  }
}

function conditionFields(located: Located, paramNames?: ParamNames): FieldDraft[] {
  const { condition, path, where } = located;
  const out: FieldDraft[] = [];
  const signal = isRecord(condition.signal) && typeof condition.signal.name === 'string' ? condition.signal.name : '';
  const shown = signal.trim() || 'the signal';
  const parsed = parseSignalName(signal);
  if (parsed) {
    const names = paramNames?.(parsed.key);
    parsed.numbers.forEach((n, index) => {
      const param = names?.[index] ?? (parsed.numbers.length === 1 ? 'period' : `parameter ${index + 1}`);
      out.push({
        id: `${path}.signal.name#${index}`,
        label: `${where}: ${parsed.key} ${param}`,
        axisLabel: `${where}: signal`,
        path: `${path}.signal.name`,
        kind: 'signal-param',
        current: n,
        integer: Number.isInteger(n),
        signal: { name: signal, index },
      });
    });
  }
  const rule = isRecord(condition.rule) ? condition.rule : {};
  const value = numeric(rule.comparison_value);
  if (value !== null)
    out.push({
      id: `${path}.rule.comparison_value`,
      label: `${where}: ${shown} value`,
      path: `${path}.rule.comparison_value`,
      kind: 'number',
      current: value,
      integer: false,
    });
  const period = numeric(rule.period);
  if (period !== null)
    out.push({
      id: `${path}.rule.period`,
      label: `${where}: ${shown} comparison period (bars)`,
      path: `${path}.rule.period`,
      kind: 'number',
      current: period,
      integer: true,
    });
  // The qualifier beside the rule wins over one inside it (spec 2.4): only the one that counts is offered.
  const qualifierAt = isRecord(condition.qualifier)
    ? { q: condition.qualifier, path: `${path}.qualifier` }
    : isRecord(rule.qualifier)
      ? { q: rule.qualifier, path: `${path}.rule.qualifier` }
      : null;
  const qualifierPeriod = qualifierAt ? numeric(qualifierAt.q.calculation_period) : null;
  if (qualifierAt && qualifierPeriod !== null)
    out.push({
      id: `${qualifierAt.path}.calculation_period`,
      label: `${where}: ${shown} qualifier period (bars)`,
      path: `${qualifierAt.path}.calculation_period`,
      kind: 'number',
      current: qualifierPeriod,
      integer: true,
    });
  return out;
}

function blockFields(side: Side, block: unknown, paramNames?: ParamNames): FieldDraft[] {
  if (!isRecord(block)) return [];
  const word = SIDE_WORD[side];
  const out = conditionsOf(side, block).flatMap((c) => conditionFields(c, paramNames));
  if (block.rule_type === 'Scoring') {
    const threshold = numeric(block.score_threshold);
    if (threshold !== null)
      out.push({
        id: `${side}.score_threshold`,
        label: `${word}: conditions that must be true`,
        path: `${side}.score_threshold`,
        kind: 'number',
        current: threshold,
        integer: true,
      });
  }
  if (block.rule_type === 'TimeOrder' || block.signals_in_market !== undefined)
    out.push({
      id: `${side}.signals_in_market`,
      label: `${word}: all steps within (bars)`,
      path: `${side}.signals_in_market`,
      kind: 'number',
      current: numeric(block.signals_in_market) ?? DEFAULT_SIGNALS_IN_MARKET,
      integer: true,
    });
  if (block.rule_type !== 'RiskControlOnly')
    out.push({
      id: `${side}.delay_bars`,
      label: `${word} delay (bars)`,
      path: `${side}.delay_bars`,
      kind: 'number',
      current: numeric(block.delay_bars) ?? 0,
      integer: true,
    });
  return out;
}

const RISK_FIELDS = [
  { segment: 'stop', label: 'Stop-loss (%)', integer: false },
  { segment: 'take', label: 'Take-profit (%)', integer: false },
  { segment: 'days', label: 'Max bars held', integer: true },
] as const;

/** Every field of the strategy a sweep can vary, in the order the builder shows them. */
export function sweepableFields(request: StrategyParamsRequest, paramNames?: ParamNames): SweepableField[] {
  const out: FieldDraft[] = [
    {
      id: 'symbol',
      label: 'Symbol',
      path: 'symbol',
      kind: 'symbol',
      current: typeof request.symbol === 'string' ? request.symbol : null,
      integer: false,
    },
    ...blockFields('entry', request.entry, paramNames),
    ...blockFields('exit', request.exit, paramNames),
  ];
  const segments = (request.risk_control ?? STRATEGY_DEFAULTS.risk_control).split('/');
  RISK_FIELDS.forEach(({ segment, label, integer }, i) =>
    out.push({
      id: `risk_control.${segment}`,
      label,
      path: `risk_control.${segment}`,
      kind: 'number',
      current: numeric(segments[i]),
      integer,
    }),
  );
  out.push({
    id: 'capital_alloc',
    label: 'Allocation (fraction of equity)',
    path: 'capital_alloc',
    kind: 'number',
    current: numeric(request.capital_alloc) ?? Number(STRATEGY_DEFAULTS.capital_alloc),
    integer: false,
  });
  return out.map((f) => ({ ...f, axisLabel: f.axisLabel ?? f.label }));
}

/** How a result names the axis at `path` of this strategy; the path itself for a field the strategy does not have. */
export function axisLabel(request: StrategyParamsRequest, path: string, paramNames?: ParamNames): string {
  return sweepableFields(request, paramNames).find((f) => f.path === path)?.axisLabel ?? path;
}

/** The axis the service is sent for a field and its values: a signal's numbers become whole signal names. */
export function fieldAxis(field: SweepableField, values: readonly AxisValue[]): SweepAxis {
  const signal = field.signal;
  if (!signal) return { path: field.path, values: [...values] };
  return { path: field.path, values: values.map((v) => signalNameWith(signal.name, signal.index, Number(v))) };
}

/**
 * The strategy a sweep is sent: the builder's, with the risk control written out when an axis sets one of its
 * segments (the request leaves the default "//21" out, and a sweep of the stop must keep the 21 days).
 */
export function sweepStrategy(
  request: StrategyParamsRequest,
  axes: readonly { path: string }[],
): StrategyParamsRequest {
  if (request.risk_control !== undefined || !axes.some((a) => a.path.startsWith('risk_control.'))) return request;
  return { ...request, risk_control: STRATEGY_DEFAULTS.risk_control };
}
