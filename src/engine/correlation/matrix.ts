import { pearson } from './pearson.ts';

/**
 * Pearson r of every pair of return series, as rows of a symmetric matrix. The diagonal is exactly 1 (not a computed
 * 0.9999999999999998), except for a series whose own r is undefined (constant, or fewer than 2 returns): its row,
 * column and diagonal are NaN, since "correlated with itself" says nothing about a series that never moves.
 */
export function correlationMatrix(returns: readonly Float64Array[]): number[][] {
  const k = returns.length;
  const out: number[][] = Array.from({ length: k }, () => new Array<number>(k).fill(NaN));
  for (let i = 0; i < k; i++) {
    out[i][i] = Number.isNaN(pearson(returns[i], returns[i])) ? NaN : 1;
    for (let j = 0; j < i; j++) {
      const r = pearson(returns[i], returns[j]);
      out[i][j] = r;
      out[j][i] = r;
    }
  }
  return out;
}
