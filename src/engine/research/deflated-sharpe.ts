import { normalCdf } from '../options/normal.ts';
import { normalQuantile } from './normal-quantile.ts';

/** The Euler-Mascheroni constant. */
export const EULER_GAMMA = 0.5772156649015329;

/**
 * The expected largest Sharpe ratio among `trials` strategies without skill whose Sharpe ratios spread with standard
 * deviation `sharpeStd` (Bailey and Lopez de Prado 2014, from the extreme-value limit of normal maxima):
 * sd * ((1 - gamma) Q(1 - 1/N) + gamma Q(1 - 1/(N e))), Q the normal quantile. Null below 2 trials.
 */
export function expectedMaxSharpe(trials: number, sharpeStd: number): number | null {
  if (trials < 2 || !Number.isFinite(sharpeStd)) return null;
  return (
    sharpeStd *
    ((1 - EULER_GAMMA) * normalQuantile(1 - 1 / trials) + EULER_GAMMA * normalQuantile(1 - 1 / (trials * Math.E)))
  );
}

export interface DeflatedSharpeInput {
  /** The observed Sharpe ratio, per bar. */
  sharpe: number;
  /** The Sharpe ratio to beat, per bar (the expected maximum of the trials). */
  benchmark: number;
  /** How many returns the Sharpe ratio was measured on. */
  bars: number;
  skew: number;
  /** Not the excess: 3 for normal returns. */
  kurtosis: number;
}

/**
 * The probability that the true Sharpe ratio is above `benchmark` given the observed one, its length and the shape of
 * its returns (the Probabilistic Sharpe Ratio against the expected maximum, i.e. the Deflated Sharpe Ratio):
 * Phi((SR - SR0) sqrt(T - 1) / sqrt(1 - skew SR + (kurtosis - 1) / 4 SR^2)). Null when it is not defined.
 */
export function deflatedSharpe({ sharpe, benchmark, bars, skew, kurtosis }: DeflatedSharpeInput): number | null {
  const spread = 1 - skew * sharpe + ((kurtosis - 1) / 4) * sharpe * sharpe;
  if (bars < 2 || !(spread > 0)) return null;
  const value = normalCdf(((sharpe - benchmark) * Math.sqrt(bars - 1)) / Math.sqrt(spread));
  return Number.isFinite(value) ? value : null;
}

/** Sample standard deviation; null below two values. */
export function sampleStd(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 2) return null;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  return Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
}
