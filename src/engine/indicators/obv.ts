/** On-Balance Volume: 0 on the first bar, then +volume on an up close, -volume on a down close, unchanged otherwise. */
export function obv(close: Float64Array, volume: Float64Array): Float64Array {
  const out = new Float64Array(close.length);
  for (let t = 1; t < close.length; t++) {
    const change = close[t] - close[t - 1];
    out[t] = out[t - 1] + (change > 0 ? volume[t] : change < 0 ? -volume[t] : 0);
  }
  return out;
}
