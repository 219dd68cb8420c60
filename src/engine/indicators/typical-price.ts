/** (high + low + close) / 3, the price CCI and MFI work on. */
export function typicalPrice(high: Float64Array, low: Float64Array, close: Float64Array): Float64Array {
  const out = new Float64Array(close.length);
  for (let t = 0; t < close.length; t++) out[t] = (high[t] + low[t] + close[t]) / 3;
  return out;
}
