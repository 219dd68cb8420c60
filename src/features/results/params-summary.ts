/**
 * A task's params in words. They are the request as submitted (spec 2.9: never defaulted, possibly invalid for a
 * FAILED task), so every field is read defensively and a missing one says what the service assumes.
 */

type Params = Record<string, unknown>;

export interface ParamLine {
  label: string;
  value: string;
}

const isRecord = (v: unknown): v is Params => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : undefined;

export function strategyName(params: Params): string {
  return text(params.name) ?? 'Untitled strategy';
}

export function describeCondition(condition: unknown): string {
  if (!isRecord(condition)) return 'an unreadable condition';
  const signal = isRecord(condition.signal) ? (text(condition.signal.name) ?? '?') : '?';
  const rule = isRecord(condition.rule) ? condition.rule : {};
  const op = text(rule.type_name) ?? '?';
  const type = text(rule.comparison_type);
  const period = text(rule.period);
  const value = text(rule.comparison_value);
  const against =
    type === 'SVMA' || type === 'SVEMA'
      ? `its ${period ?? '?'}-bar ${type === 'SVMA' ? 'simple' : 'exponential'} average`
      : type === 'MA'
        ? 'the close'
        : (value ?? '');
  const qualifier = isRecord(rule.qualifier)
    ? rule.qualifier
    : isRecord(condition.qualifier)
      ? condition.qualifier
      : null;
  const q = qualifier
    ? ` (${text(qualifier.comparison_operator) ?? '?'} over ${text(qualifier.calculation_period) ?? '?'} bars)`
    : '';
  return `${signal}${q} ${op}${against ? ` ${against}` : ''}`;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

export function describeBlock(block: unknown): string {
  if (!isRecord(block)) return 'Not given';
  const delay =
    typeof block.delay_bars === 'number' && block.delay_bars > 0 ? `, acted on ${block.delay_bars} bars later` : '';
  switch (block.rule_type) {
    case 'SingleCondition':
      return `${describeCondition(block.condition)}${delay}`;
    case 'Scoring': {
      const conditions = list(block.condition ?? block.voters);
      const threshold = text(block.score_threshold) ?? '?';
      return `At least ${threshold} of ${conditions.length}: ${conditions.map(describeCondition).join('; ')}${delay}`;
    }
    case 'TimeOrder': {
      const steps = list(block.steps);
      const window = text(block.signals_in_market);
      return `In order${window ? ` within ${window} bars` : ''}: ${steps.map(describeCondition).join(', then ')}${delay}`;
    }
    case 'RiskControlOnly':
      return 'Risk control only';
    default:
      return `Unknown rule type ${text(block.rule_type) ?? ''}`.trim();
  }
}

/** "-5/10/21" in words: "stop loss 5%, take profit 10%, at most 21 bars". */
export function describeRiskControl(code: unknown): string {
  const raw = text(code) ?? '//21';
  const [stop = '', take = '', days = ''] = raw.split('/').map((s) => s.trim());
  const parts = [
    stop && `stop loss ${Math.abs(Number(stop))}%`,
    take && `take profit ${take}%`,
    days && `at most ${days} bars`,
  ].filter(Boolean);
  const words = parts.length ? parts.join(', ') : 'none';
  return `${raw} (${words})${text(code) ? '' : ', the default'}`;
}

const TRADE_PRICES: Record<string, string> = { '0': 'next open', '1': 'next close', '2': 'current close' };

export function summariseParams(params: Params): ParamLine[] {
  const or = (v: unknown, fallback: string) => text(v) ?? fallback;
  const lines: ParamLine[] = [
    { label: 'Symbol', value: or(params.symbol, 'Not given') },
    { label: 'Frequency', value: or(params.frequency, 'Daily (default)') },
    { label: 'Direction', value: or(params.direction, 'Long (default)') },
    {
      label: 'Window',
      value: `${or(params.start_date, 'earliest data')} to ${or(params.end_date, 'the latest bar')}`,
    },
    { label: 'Entry', value: describeBlock(params.entry) },
    { label: 'Exit', value: describeBlock(params.exit) },
    { label: 'Risk control', value: describeRiskControl(params.risk_control) },
    { label: 'Capital', value: or(params.capital, '100000 (default)') },
    { label: 'Allocation per trade', value: or(params.capital_alloc, '1.000000 (default)') },
    { label: 'Commission', value: or(params.commission, '0 (default)') },
    { label: 'Slippage', value: or(params.slippage, '0 (default)') },
    {
      label: 'Trade price',
      value: TRADE_PRICES[String(params.trade_price)] ?? 'current close (default)',
    },
  ];
  if (params.csv_mode === true)
    lines.push({ label: 'Data', value: `CSV mode, ${list(params.csv_data).length} rows sent with the task` });
  return lines;
}

/** The params as JSON for reading, with CSV rows counted instead of printed. */
export function paramsJson(params: Params): string {
  const { csv_data, ...rest } = params;
  const shown = Array.isArray(csv_data) ? { ...rest, csv_data: `[${csv_data.length} rows]` } : rest;
  return JSON.stringify(shown, null, 2);
}
