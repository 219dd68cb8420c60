/**
 * A strategy in plain words, from the request the user sends (StrategyParams as typed, before any default): the one
 * description the builder, the result pages, the task list, the compare view and share-link previews all show.
 *
 * Every setting that changes a result is said, defaults included where they matter: the symbol (and whether it is a
 * dropped CSV file), direction, frequency, the price basis when it is total return (our extension), window, each rule with its conditions (operator, value, comparison,
 * qualifier), the Scoring threshold, the TimeOrder order and window, delays, the fill rule (trade_price), the stop,
 * target and holding limit of risk_control, capital, allocation, commission and slippage. Settings that change nothing
 * in a backtest (benchmark, the signals' extremes, model, win_rate and the other spec 2.1 flags) are left out.
 *
 * What each setting means is docs/semantics.md's reading, checked against the code that runs it: the rules in
 * src/engine/rules, their resolution in src/service/backtest/resolve-condition.ts and resolve-strategy.ts, and
 * risk_control in src/engine/backtest/risk-control.ts.
 *
 * Pure: no DOM, no I/O, no clock. It never throws: a half-typed strategy reads with placeholders ("(no signal
 * chosen)", "?" for a number not typed yet), so the builder can show it while the user types.
 */
import { QUALIFIER_NAMES } from '../contract/operators.ts';
import { DEFAULT_SIGNALS_IN_MARKET, STRATEGY_DEFAULTS } from '../contract/strategy.ts';

/** The description as sentences, so a screen can show one paragraph (`text`), a short list (`sentences`) or one line. */
export interface StrategyDescription {
  /** The first sentence, for a one-line place such as a task-list row: what is traded, where, when it enters. */
  headline: string;
  /** The entry sentence: "Buy SPX (long, daily bars, 2000-01-03 to 2020-04-17) at the close when ...". */
  entry: string;
  /** The exit sentence: exit signal, stop, target and holding limit ("Sell at the close 10 bars after the entry."). */
  exit: string;
  /** Capital, allocation and costs: "100% of equity per trade, no costs." */
  sizing: string;
  /** [entry, exit, sizing]: one item per line of a short list. */
  sentences: string[];
  /** The sentences joined with spaces: one paragraph. */
  text: string;
}

export type SignalCategoryHint = 'Sentiment' | 'Symbol' | 'Technical';

export interface DescribeStrategyOptions {
  /**
   * The category of a signal name when the request does not say it (`signal.type`), e.g. the builder's classifier.
   * Only CSV mode needs it: there a Sentiment signal reads the file's Entry1..5/Exit1..5 column instead of the
   * indicator, which the description then names.
   */
  signalCategory?: (name: string) => SignalCategoryHint | undefined;
}

type Loose = Record<string, unknown>;

/** Said for a number not typed yet (or not a number), and for a signal not chosen yet. */
const MISSING = '?';
const NO_SIGNAL = '(no signal chosen)';

const isRecord = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const record = (v: unknown): Loose => (isRecord(v) ? v : {});

/** A string as typed, trimmed; numbers as their JSON text; undefined when nothing is typed. */
function typed(v: unknown): string | undefined {
  if (typeof v === 'string') return v.trim() === '' ? undefined : v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? String(v) : undefined;
  return undefined;
}

/** A number from a JSON number or a numeric string; undefined when nothing (or no number) is typed. */
function numeric(v: unknown): number | undefined {
  const t = typed(v);
  if (t === undefined) return undefined;
  const n = Number(t);
  return Number.isFinite(n) ? n : undefined;
}

/** A number as the user wrote it, without padding: "30.000000" -> "30", 0.5 -> "0.5". */
function num(v: unknown): string | undefined {
  const n = numeric(v);
  return n === undefined ? undefined : String(n);
}

/** Rounds away binary noise: 0.07 x 100 is 7.000000000000001, said as 7. */
const clean = (n: number): string => String(Number(n.toPrecision(12)));

/** A fraction said as a percent: "1.000000" -> "100", 0.001 -> "0.1"; "?" when it is not a number. */
function percentOf(v: unknown): string {
  const n = numeric(v);
  return n === undefined ? MISSING : clean(n * 100);
}

/** 100000 -> "100,000". */
function grouped(n: number): string {
  const [whole, fraction] = String(Math.abs(n)).split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${digits}${fraction ? `.${fraction}` : ''}`;
}

const bars = (count: string) => `${count} ${count === '1' ? 'bar' : 'bars'}`;

/** "a, b or c". */
function either(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------------------------

const SYMBOL_SIGNAL = /^symbol\s+(open|high|low|close|volume)$/i;
/** The moving-average period the service uses when SVMA/SVEMA come without one (resolve-condition.ts). */
const DEFAULT_MA_PERIOD = '21';

interface ConditionContext {
  csvMode: boolean;
  /** Entry1..5 / Exit1..5: the column a Sentiment signal reads in CSV mode. */
  csvColumn: string;
  options: DescribeStrategyOptions;
}

/** The signal as a noun: "RSI(14)", "the close" for Symbol Close, the file's column for a CSV-mode Sentiment signal. */
function signalNoun(signal: unknown, ctx: ConditionContext): string {
  const s = record(signal);
  const name = typed(s.name);
  if (name === undefined) return NO_SIGNAL;
  const column = SYMBOL_SIGNAL.exec(name);
  if (column) return `the ${column[1].toLowerCase()}`;
  if (ctx.csvMode) {
    const category = typeof s.type === 'string' ? s.type : ctx.options.signalCategory?.(name);
    if (category === 'Sentiment') return `the file's ${ctx.csvColumn} column`;
  }
  return name;
}

/** The qualifiers whose values are percents (x 100 in src/engine/rules/qualifiers.ts). */
const PERCENT_QUALIFIERS: ReadonlySet<string> = new Set([
  'Rate Of Change',
  '% of Previous Range',
  'DrawDown %',
  'DrawUp %',
]);

const maWords = (maType: unknown) => (maType === 'E' ? 'exponential' : 'simple');

/** x transformed by a qualifier-class operator over n bars, as a noun (src/engine/rules/qualifiers.ts). */
function transformed(op: string, n: string, x: string, maType: unknown): string {
  switch (op) {
    case 'Rate Of Change':
      return `the ${n}-bar rate of change of ${x}`;
    case '% of Previous Range':
      return `the one-bar change of ${x} in % of its previous ${n}-bar range`;
    case 'MA Ratio':
      return `the ratio of ${x} to its ${n}-bar ${maWords(maType)} moving average`;
    case 'Range Rank':
      return `the ${n}-bar range rank of ${x}`;
    case 'DrawDown %':
      return `the drawdown of ${x} from its ${n}-bar high`;
    case 'DrawUp %':
      return `the rise of ${x} from its ${n}-bar low`;
    case 'Net Change':
      return `the ${n}-bar net change of ${x}`;
    default:
      return `${x} transformed by "${op}" over ${bars(n)}`;
  }
}

/**
 * A qualifier-class operator used as the main one: x transformed over `n` bars (simple average for MA Ratio) holds
 * while above `v` (src/engine/rules/condition.ts). Said naturally where the value allows it, else as "... is above v".
 */
function qualifierAsMain(op: string, n: string, x: string, v: string): string {
  const value = Number(v);
  const known = v !== MISSING && Number.isFinite(value);
  switch (op) {
    case 'MA Ratio':
      if (known && value > 0) return `${x} is above ${v} times its ${n}-bar simple moving average`;
      break;
    case 'Range Rank':
      if (known && value > 0 && value < 100) return `${x} is in the top ${clean(100 - value)}% of its ${n}-bar range`;
      break;
    case 'DrawDown %':
      if (known && value < 0) return `${x} is less than ${clean(-value)}% below its ${n}-bar high`;
      break;
    case 'DrawUp %':
      if (known && value >= 0) return `${x} is more than ${v}% above its ${n}-bar low`;
      break;
  }
  return `${transformed(op, n, x, 'S')} is above ${v}${PERCENT_QUALIFIERS.has(op) ? '%' : ''}`;
}

const MAIN_VERBS: Record<string, string> = {
  '>': 'is above',
  '<': 'is below',
  '=': 'equals',
  CrossAbove: 'crosses above',
  CrossBelow: 'crosses below',
};

const QUALIFIER_OPERATORS: ReadonlySet<string> = new Set(QUALIFIER_NAMES);

/** One condition {signal, rule, qualifier?} as a clause: "RSI(14) crosses below 30". */
function describeCondition(
  condition: unknown,
  ctx: ConditionContext = { csvMode: false, csvColumn: 'Entry1', options: {} },
): string {
  if (!isRecord(condition)) return '(no condition chosen)';
  const rule = record(condition.rule);
  const comparison = typeof rule.comparison_type === 'string' ? rule.comparison_type : 'SV';
  const op = typed(rule.type_name);
  const signal = signalNoun(condition.signal, ctx);
  const averaged = comparison === 'SVMA' || comparison === 'SVEMA';
  // The period of the rule: the average's for SVMA/SVEMA (21 when left out), the operator's own otherwise.
  const period = num(rule.period) ?? (averaged ? DEFAULT_MA_PERIOD : MISSING);
  // The value of the rule: an SV comparison needs one; the others read 0 where an operator still uses it.
  const value = num(rule.comparison_value) ?? (comparison === 'SV' ? MISSING : '0');

  // An MA comparison compares the close with the moving-average indicator; the others compare the signal.
  let x = comparison === 'MA' ? 'the close' : signal;
  // The qualifier beside the rule wins over one inside it (resolve-condition.ts).
  const qualifier = isRecord(condition.qualifier)
    ? condition.qualifier
    : isRecord(rule.qualifier)
      ? rule.qualifier
      : null;
  let percent = false;
  if (qualifier) {
    const qOp = typed(qualifier.comparison_operator) ?? '(no qualifier chosen)';
    x = transformed(qOp, num(qualifier.calculation_period) ?? MISSING, x, qualifier.ma_type);
    percent = PERCENT_QUALIFIERS.has(qOp);
  }

  if (op === undefined) return `${x} (no operator chosen)`;
  if (QUALIFIER_OPERATORS.has(op)) return qualifierAsMain(op, period, x, value);
  switch (op) {
    case 'All-time High':
      return `${x} makes an all-time high`;
    case 'All-time Low':
      return `${x} makes an all-time low`;
    case 'Consecutive Days Above':
      return `${x} has been above ${value} for ${bars(period)} in a row`;
    case 'Consecutive Days Below':
      return `${x} has been below ${value} for ${bars(period)} in a row`;
  }
  const threshold =
    comparison === 'SVMA'
      ? `its ${period}-bar simple moving average`
      : comparison === 'SVEMA'
        ? `its ${period}-bar exponential moving average`
        : comparison === 'MA'
          ? signal
          : `${value}${percent && value !== MISSING ? '%' : ''}`;
  return `${x} ${MAIN_VERBS[op] ?? op} ${threshold}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Rule blocks
// ---------------------------------------------------------------------------------------------------------------

interface RuleClause {
  /** What makes the block fire: "RSI(14) crosses below 30", or a list after a colon. */
  text: string;
  /** True when `text` ends in a list (Scoring, TimeOrder): nothing may follow it in the same sentence. */
  list: boolean;
}

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function ruleClause(
  block: Loose,
  side: 'Entry' | 'Exit',
  csvMode: boolean,
  options: DescribeStrategyOptions,
): RuleClause {
  const ctx = (i: number): ConditionContext => ({ csvMode, csvColumn: `${side}${i + 1}`, options });
  switch (block.rule_type) {
    case 'SingleCondition':
      return { text: describeCondition(block.condition, ctx(0)), list: false };
    case 'Scoring': {
      const conditions = asList(block.condition ?? block.voters).map((c, i) => describeCondition(c, ctx(i)));
      const n = conditions.length;
      if (n === 0) return { text: '(no conditions chosen)', list: false };
      if (n === 1) return { text: conditions[0], list: false };
      const k = num(block.score_threshold) ?? MISSING;
      const head =
        k === String(n)
          ? `all ${n} conditions hold on the same bar`
          : k === '1'
            ? `at least 1 of ${n} conditions holds`
            : `at least ${k} of ${n} conditions hold on the same bar`;
      return { text: `${head}: ${conditions.join('; ')}`, list: true };
    }
    case 'TimeOrder': {
      const steps = asList(block.steps).map((c, i) => describeCondition(c, ctx(i)));
      if (steps.length === 0) return { text: '(no steps chosen)', list: false };
      if (steps.length === 1) return { text: steps[0], list: false };
      const window = num(block.signals_in_market);
      const within =
        window === undefined || Number(window) >= DEFAULT_SIGNALS_IN_MARKET ? '' : `, all within ${bars(window)}`;
      return {
        text: `these happen in order, each on a later bar${within}: ${steps.join('; then ')}`,
        list: true,
      };
    }
    default:
      return { text: '(no rule chosen)', list: false };
  }
}

/** Where a signal's order fills (docs/semantics.md, "Fills and trade_price"). */
function fillPhrase(tradePrice: number): string {
  switch (tradePrice) {
    case 0:
      return "at the next bar's open";
    case 1:
      return "at the next bar's close";
    default:
      return 'at the close';
  }
}

/** delay_bars d: the signal acts d bars later, then fills by trade_price. */
function delayPhrase(delay: unknown): string {
  const d = num(delay);
  return d === undefined || d === '0' ? '' : ` after a ${d}-bar delay`;
}

/** "at the close when ..." for a block that fires on signals. */
function signalAction(block: Loose, side: 'Entry' | 'Exit', settings: Settings): RuleClause {
  const clause = ruleClause(block, side, settings.csvMode, settings.options);
  return { text: `${settings.fill}${delayPhrase(block.delay_bars)} when ${clause.text}`, list: clause.list };
}

// ---------------------------------------------------------------------------------------------------------------
// The sentences
// ---------------------------------------------------------------------------------------------------------------

interface Settings {
  short: boolean;
  fill: string;
  csvMode: boolean;
  options: DescribeStrategyOptions;
}

const FREQUENCY_WORDS: Record<string, string> = {
  Daily: 'daily',
  Hourly: 'hourly',
  Weekly: 'weekly',
  Monthly: 'monthly',
};

/** The bars' words: "daily bars", or "daily total-return bars with dividends reinvested" (price_basis). */
function barsWords(frequencyWords: string, priceBasis: unknown): string {
  return priceBasis === 'total_return'
    ? `${frequencyWords} total-return bars with dividends reinvested`
    : `${frequencyWords} bars`;
}

/** The window: both dates, one of them, or the whole history (start_date's default 1800-10-01 means no start). */
function windowWords(start: unknown, end: unknown): string {
  const from = typed(start);
  const to = typed(end);
  const hasStart = from !== undefined && from !== STRATEGY_DEFAULTS.start_date;
  if (hasStart && to !== undefined) return `${from} to ${to}`;
  if (hasStart) return `${from} to the latest bar`;
  if (to !== undefined) return `the first bar to ${to}`;
  return 'the whole history';
}

function entrySentence(p: Loose, settings: Settings): string {
  const symbol = typed(p.symbol)?.toUpperCase() ?? '(no symbol chosen)';
  const source = settings.csvMode ? ' from a dropped CSV file' : '';
  const frequency = typeof p.frequency === 'string' ? p.frequency : STRATEGY_DEFAULTS.frequency;
  const frequencyWords = FREQUENCY_WORDS[frequency] ?? (frequency.trim().toLowerCase() || 'daily');
  const setting = `(${settings.short ? 'short' : 'long'}, ${barsWords(frequencyWords, p.price_basis)}, ${windowWords(p.start_date, p.end_date)})`;
  const verb = settings.short ? 'Sell short' : 'Buy';
  const block = record(p.entry);
  const action =
    block.rule_type === 'RiskControlOnly'
      ? 'never (RiskControlOnly is for the exit only)'
      : signalAction(block, 'Entry', settings).text;
  return `${verb} ${symbol}${source} ${setting} ${action}.`;
}

interface Risk {
  stop?: string;
  take?: string;
  days?: string;
}

/** stop/take/days (src/engine/backtest/risk-control.ts): the stop's sign does not matter, empty segments set nothing. */
function readRisk(code: unknown): Risk {
  const text = typeof code === 'string' ? code : STRATEGY_DEFAULTS.risk_control;
  const [stop, take, days] = text.split('/');
  const stopNumber = numeric(stop);
  // A segment that is typed but is no number reads "?"; an empty one sets nothing.
  const segment = (s: string | undefined) => (typed(s) === undefined ? undefined : (num(s) ?? MISSING));
  return {
    stop: stopNumber === undefined ? segment(stop) : String(Math.abs(stopNumber)),
    take: segment(take),
    days: segment(days),
  };
}

function exitSentence(p: Loose, settings: Settings): string {
  const verb = settings.short ? 'Buy back' : 'Sell';
  const block = record(p.exit);
  const risk = readRisk(p.risk_control);
  const signal = block.rule_type === 'RiskControlOnly' ? undefined : signalAction(block, 'Exit', settings);
  const limits = [
    risk.stop !== undefined && `at a ${risk.stop}% stop loss`,
    risk.take !== undefined && `at a ${risk.take}% profit target`,
    risk.days !== undefined && `at the close ${bars(risk.days)} after the entry`,
  ].filter((s): s is string => typeof s === 'string');
  // Without a holding limit a trade may run to the end of the data, so what is not set is said too.
  const unset =
    risk.days === undefined
      ? [risk.stop === undefined && 'no stop', risk.take === undefined && 'no target', 'no time limit'].filter(
          (s): s is string => typeof s === 'string',
        )
      : [];

  if (!signal && limits.length === 0) return `${verb} only at the end of the data: ${unset.join(', ')}.`;
  const note = unset.length > 0 ? unset.join(', ') : undefined;
  // A list (Scoring, TimeOrder) ends its sentence, so it goes last and the sentence's other parts before it.
  if (signal?.list) {
    const body =
      limits.length === 0
        ? `${verb} ${signal.text}`
        : `${verb}, whichever comes first, ${either([...limits, signal.text])}`;
    return note ? `${body}. ${note[0].toUpperCase()}${note.slice(1)}.` : `${body}.`;
  }
  const alternatives = signal ? [signal.text, ...limits] : limits;
  const body = `${verb} ${either(alternatives)}${alternatives.length > 1 ? ', whichever comes first' : ''}`;
  return note ? `${body}; ${note}.` : `${body}.`;
}

function sizingSentence(p: Loose): string {
  const capital = numeric(p.capital);
  const start =
    capital !== undefined && capital !== STRATEGY_DEFAULTS.capital ? `Starting capital ${grouped(capital)}, ` : '';
  const allocation = `${percentOf(p.capital_alloc ?? STRATEGY_DEFAULTS.capital_alloc)}% of equity per trade`;
  const commission = numeric(p.commission ?? STRATEGY_DEFAULTS.commission);
  const slippage = numeric(p.slippage ?? STRATEGY_DEFAULTS.slippage);
  const c = commission === 0 ? undefined : `${percentOf(p.commission)}% commission`;
  const s = slippage === 0 ? undefined : `${percentOf(p.slippage)}% slippage`;
  const costs =
    c && s
      ? `${c} and ${s} per side`
      : c
        ? `${c} per side, no slippage`
        : s
          ? `no commission, ${s} per side`
          : 'no costs';
  return `${start}${allocation}, ${costs}.`;
}

/**
 * The strategy in plain words. Takes the request as the user sends it (numbers may be numeric strings, optional
 * fields absent: the service's defaults are said) and never throws, whatever half-typed shape it gets.
 */
export function describeStrategy(params: unknown, options: DescribeStrategyOptions = {}): StrategyDescription {
  const p = record(params);
  const tradePrice = numeric(p.trade_price) ?? STRATEGY_DEFAULTS.trade_price;
  const settings: Settings = {
    short: p.direction === 'Short',
    fill: fillPhrase(tradePrice),
    csvMode: p.csv_mode === true,
    options,
  };
  const entry = entrySentence(p, settings);
  const exit = exitSentence(p, settings);
  const sizing = sizingSentence(p);
  const sentences = [entry, exit, sizing];
  return { headline: entry, entry, exit, sizing, sentences, text: sentences.join(' ') };
}

/**
 * The wording pieces of the description, for strategy-difference.ts: a change between two strategies is said in the
 * same words as the strategies themselves.
 */
export const strategyWording = {
  typed,
  num,
  percentOf,
  grouped,
  bars,
  asList,
  describeCondition,
  ruleClause,
  fillPhrase,
  windowWords,
  readRisk,
  frequencyWords: FREQUENCY_WORDS,
  missing: MISSING,
} as const;
