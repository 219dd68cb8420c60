/**
 * `values` stretched or squeezed to `length` points by linear interpolation: point i of `length` sits at position
 * i x (m - 1) / (length - 1) of the m values, so both ends map onto both ends. The position is computed as a product
 * before the division so that it is exact whenever it falls on a whole index (e.g. every other point when halving).
 * A single value is repeated; no values give NaN points; a single point is the first value.
 */
export function resampleLinear(values: ArrayLike<number>, length: number): Float64Array {
  if (!Number.isInteger(length) || length < 0) throw new RangeError(`cannot resample to length ${length}`);
  const m = values.length;
  const out = new Float64Array(length);
  if (length === 0) return out;
  if (m === 0) return out.fill(NaN);
  // One point has no (length - 1) to divide by: it takes the first value, as the formula's i = 0 would.
  if (m === 1 || length === 1) return out.fill(values[0]);
  for (let i = 0; i < length; i++) {
    const position = (i * (m - 1)) / (length - 1);
    const j = Math.floor(position);
    const f = position - j;
    // On a whole index take the value itself, so a NaN neighbour cannot leak in through f x (next - value).
    out[i] = j >= m - 1 ? values[m - 1] : f === 0 ? values[j] : values[j] + f * (values[j + 1] - values[j]);
  }
  return out;
}
