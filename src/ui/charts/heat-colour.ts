/**
 * A diverging colour for a value on a scale symmetric around zero: red below, green above, faint at zero, the
 * strength growing with |value| / limit (capped at 1). Cell text stays readable because the fill is at most 70%
 * opaque over the paper colour.
 */
export function heatColour(value: number, limit: number): string {
  if (!Number.isFinite(value) || !(limit > 0)) return 'transparent';
  const strength = Math.min(1, Math.abs(value) / limit);
  const alpha = (0.08 + 0.62 * strength).toFixed(3);
  return value < 0 ? `rgba(211, 47, 47, ${alpha})` : `rgba(46, 125, 50, ${alpha})`;
}

/** The largest |value| of the finite values, for a scale that fits the data (1 when there are none). */
export function symmetricLimit(values: Iterable<number | null>): number {
  let limit = 0;
  for (const v of values) if (v !== null && Number.isFinite(v)) limit = Math.max(limit, Math.abs(v));
  return limit > 0 ? limit : 1;
}
