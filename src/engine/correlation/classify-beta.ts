export type BetaClass = 'aggressive' | 'defensive' | 'inverse';

/** Above 1 aggressive, 0 to 1 (both inclusive) defensive, below 0 inverse; null when there is no beta (NaN). */
export function classifyBeta(beta: number): BetaClass | null {
  if (Number.isNaN(beta)) return null;
  if (beta > 1) return 'aggressive';
  return beta >= 0 ? 'defensive' : 'inverse';
}
