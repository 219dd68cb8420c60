/*
 * The signal study: what the price did after each bar where an entry rule fired, beside what it did after every bar
 * of the same window. Pure: columns and the entry action series in, plain objects out (docs/semantics.md, "Signal
 * study").
 */
import { meanInference } from './student-t.ts';

export interface SignalStudyInput {
  close: Float64Array;
  high: Float64Array;
  low: Float64Array;
  /** The entry block's action series over every bar (1 where the entry acts), as a backtest computes it. */
  entry: Uint8Array;
  /** The window's first and last bar index, both included: only these bars can be signals or baseline days. */
  from: number;
  to: number;
  /** Forward horizons in bars, whole numbers >= 1. */
  horizons: readonly number[];
  /** A signal within this many bars after the last counted one is skipped (0: every signal counts). */
  minGap: number;
}

export interface StudySignal {
  /** The signal bar's index in the columns. */
  index: number;
  close: number;
  /** Forward return in percent per horizon (keyed by the horizon as text); null when t + h is past the data. */
  returns: Record<string, number | null>;
  /** Highest high over bars t+1..t+H against close[t], in percent, never below 0; null when t is the last bar. */
  max_gain_pct: number | null;
  /** Lowest low over bars t+1..t+H against close[t], in percent, never above 0; null when t is the last bar. */
  max_loss_pct: number | null;
}

export interface HorizonSummary {
  horizon: number;
  /** Signals (or days) with a return at this horizon. */
  count: number;
  mean_pct: number | null;
  median_pct: number | null;
  /** Share of those returns above 0, in percent. */
  positive_pct: number | null;
  min_pct: number | null;
  max_pct: number | null;
}

/** What the signals' count allows one to say about their mean return at one horizon. */
export interface SignalInference {
  /** The mean over its standard error; null below 2 returns or when they are all the same. */
  t_stat: number | null;
  /** The 95 % confidence interval of the mean (Student t, count - 1 degrees of freedom), in percent. */
  mean_ci95_low_pct: number | null;
  mean_ci95_high_pct: number | null;
  /** Fewer than MIN_STUDY_COUNT returns: the t-statistic and interval lean on a normality the count cannot show. */
  too_few: boolean;
}

/** Below this many signals a horizon's mean is flagged as resting on too few (docs/research.md). */
export const MIN_STUDY_COUNT = 30;

/** The t-statistic and 95 % interval of the mean of some returns, and whether they are too few. */
export function signalInference(values: readonly number[]): SignalInference {
  const { t_stat, ci95_low, ci95_high } = meanInference(values);
  return {
    t_stat,
    mean_ci95_low_pct: ci95_low,
    mean_ci95_high_pct: ci95_high,
    too_few: values.length < MIN_STUDY_COUNT,
  };
}

/** The signals' returns at one horizon, those past the data left out (what the summary row counts). */
export function returnsAt(signals: readonly StudySignal[], horizon: number): number[] {
  const values: number[] = [];
  for (const s of signals) {
    const r = s.returns[String(horizon)];
    if (r !== null) values.push(r);
  }
  return values;
}

export type BaselineSummary = Pick<HorizonSummary, 'horizon' | 'count' | 'mean_pct' | 'median_pct' | 'positive_pct'>;

export interface SignalStudyOutcome {
  signals: StudySignal[];
  summary: HorizonSummary[];
  baseline: BaselineSummary[];
}

/** (close[t + h] / close[t] - 1) * 100, or null when bar t + h is past the data or a close is not a price. */
export function forwardReturnPct(close: Float64Array, t: number, h: number): number | null {
  const later = t + h;
  if (later >= close.length) return null;
  const base = close[t];
  const value = (close[later] / base - 1) * 100;
  return base > 0 && Number.isFinite(value) ? value : null;
}

/** The middle value of a sorted list; the mean of the two middle values for an even count. */
export function medianOfSorted(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Count, mean, median, share above 0, min and max of some returns (nulls when there are none). */
export function summarise(horizon: number, values: readonly number[]): HorizonSummary {
  if (values.length === 0) {
    return { horizon, count: 0, mean_pct: null, median_pct: null, positive_pct: null, min_pct: null, max_pct: null };
  }
  const sorted = [...values].sort((a, b) => a - b);
  let sum = 0;
  let positive = 0;
  for (const v of values) {
    sum += v;
    if (v > 0) positive++;
  }
  return {
    horizon,
    count: values.length,
    mean_pct: sum / values.length,
    median_pct: medianOfSorted(sorted),
    positive_pct: (positive / values.length) * 100,
    min_pct: sorted[0],
    max_pct: sorted[sorted.length - 1],
  };
}

/** The bars of the window where the entry acts, keeping only those more than `minGap` bars after the last kept one. */
export function signalBars(entry: Uint8Array, from: number, to: number, minGap: number): number[] {
  const out: number[] = [];
  let last = -Infinity;
  for (let t = Math.max(0, from); t <= to && t < entry.length; t++) {
    if (entry[t] !== 1) continue;
    if (t - last <= minGap) continue;
    out.push(t);
    last = t;
  }
  return out;
}

/** The furthest excursions after bar t: highest high and lowest low over t+1..t+span (cut at the data's end). */
function excursions(input: SignalStudyInput, t: number, span: number): { gain: number | null; loss: number | null } {
  const base = input.close[t];
  const last = Math.min(t + span, input.close.length - 1);
  if (last <= t || !(base > 0)) return { gain: null, loss: null };
  let high = -Infinity;
  let low = Infinity;
  for (let i = t + 1; i <= last; i++) {
    if (input.high[i] > high) high = input.high[i];
    if (input.low[i] < low) low = input.low[i];
  }
  if (!Number.isFinite(high) || !Number.isFinite(low)) return { gain: null, loss: null };
  return { gain: Math.max(0, (high / base - 1) * 100), loss: Math.min(0, (low / base - 1) * 100) };
}

/** The study of one entry series over one window (see the module comment). */
export function signalStudy(input: SignalStudyInput): SignalStudyOutcome {
  const { close, from, to, horizons } = input;
  const span = horizons.length > 0 ? Math.max(...horizons) : 0;
  const signals = signalBars(input.entry, from, to, input.minGap).map((t): StudySignal => {
    const returns: Record<string, number | null> = {};
    for (const h of horizons) returns[String(h)] = forwardReturnPct(close, t, h);
    const { gain, loss } = excursions(input, t, span);
    return { index: t, close: close[t], returns, max_gain_pct: gain, max_loss_pct: loss };
  });

  const summary = horizons.map((h) => summarise(h, returnsAt(signals, h)));

  const baseline = horizons.map((h): BaselineSummary => {
    const values: number[] = [];
    for (let t = Math.max(0, from); t <= to && t < close.length; t++) {
      const r = forwardReturnPct(close, t, h);
      if (r !== null) values.push(r);
    }
    const { count, mean_pct, median_pct, positive_pct } = summarise(h, values);
    return { horizon: h, count, mean_pct, median_pct, positive_pct };
  });

  return { signals, summary, baseline };
}
