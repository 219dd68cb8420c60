/*
 * Student's t distribution for whole degrees of freedom, enough for a confidence interval of a mean. The cumulative
 * probability is the finite sum of Abramowitz and Stegun 26.7.3 (odd) and 26.7.4 (even degrees), written in the angle
 * theta = atan(t / sqrt(df)); the quantile inverts it by bisection on that angle, which is monotone and bounded, so
 * it needs no starting guess and is exact to double precision for any df.
 */

/** P(|T| < t) for T ~ Student t with `df` degrees of freedom, t = sqrt(df) * tan(theta), 0 <= theta < pi/2. */
function centralProbability(theta: number, df: number): number {
  const sin = Math.sin(theta);
  const cos = Math.cos(theta);
  const cos2 = cos * cos;
  let term = 1;
  let sum = 1;
  if (df % 2 === 0) {
    for (let k = 1; k <= (df - 2) / 2; k++) {
      term *= ((2 * k - 1) / (2 * k)) * cos2;
      sum += term;
    }
    return sin * sum;
  }
  if (df === 1) return (2 / Math.PI) * theta;
  for (let k = 1; k <= (df - 3) / 2; k++) {
    term *= ((2 * k) / (2 * k + 1)) * cos2;
    sum += term;
  }
  return (2 / Math.PI) * (theta + sin * cos * sum);
}

/** The p-quantile (0 < p < 1) of Student's t with `df` (a whole number >= 1) degrees of freedom. */
export function studentTQuantile(p: number, df: number): number {
  if (!(p > 0 && p < 1) || !Number.isInteger(df) || df < 1)
    throw new RangeError('studentTQuantile: p in (0, 1), df >= 1');
  if (p === 0.5) return 0;
  if (p < 0.5) return -studentTQuantile(1 - p, df);
  const target = 2 * p - 1;
  let lo = 0;
  let hi = Math.PI / 2;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (centralProbability(mid, df) < target) lo = mid;
    else hi = mid;
  }
  return Math.sqrt(df) * Math.tan((lo + hi) / 2);
}

/** What a sample says about its mean: the t-statistic against 0 and the 95 % interval (null below 2 values). */
export interface MeanInference {
  /** mean / (s / sqrt(n)), s the sample standard deviation; null when s is 0 or n < 2. */
  t_stat: number | null;
  ci95_low: number | null;
  ci95_high: number | null;
}

export function meanInference(values: readonly number[]): MeanInference {
  const n = values.length;
  if (n < 2) return { t_stat: null, ci95_low: null, ci95_high: null };
  const mean = values.reduce((s, v) => s + v, 0) / n;
  const variance = values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1);
  const se = Math.sqrt(variance / n);
  const half = studentTQuantile(0.975, n - 1) * se;
  return { t_stat: se > 0 ? mean / se : null, ci95_low: mean - half, ci95_high: mean + half };
}
