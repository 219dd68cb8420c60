/*
 * The crossing rules the signals share. A crossing needs both bars defined: a comparison with NaN is false, so a
 * warm-up or a gap on either bar is never a crossing (a series appearing above a line is not the same as crossing it).
 */

/** 1 where x was at or below `level` on the previous bar and is above it now. */
export function crossesAboveLevel(x: Float64Array, level: number): Uint8Array {
  const out = new Uint8Array(x.length);
  for (let t = 1; t < x.length; t++) if (x[t - 1] <= level && x[t] > level) out[t] = 1;
  return out;
}

/** 1 where x was at or above `level` on the previous bar and is below it now. */
export function crossesBelowLevel(x: Float64Array, level: number): Uint8Array {
  const out = new Uint8Array(x.length);
  for (let t = 1; t < x.length; t++) if (x[t - 1] >= level && x[t] < level) out[t] = 1;
  return out;
}

/** 1 where x was at or below `line` on the previous bar and is above it now (e.g. a close crossing its average). */
export function crossesAboveSeries(x: Float64Array, line: Float64Array): Uint8Array {
  const out = new Uint8Array(x.length);
  for (let t = 1; t < x.length; t++) if (x[t - 1] <= line[t - 1] && x[t] > line[t]) out[t] = 1;
  return out;
}

/*
 * The same rules on one bar t, for a scan that asks about a single day: exactly out[t] === 1 of the functions above.
 */

export function crossesAboveLevelOn(x: Float64Array, level: number, t: number): boolean {
  return t >= 1 && x[t - 1] <= level && x[t] > level;
}

export function crossesBelowLevelOn(x: Float64Array, level: number, t: number): boolean {
  return t >= 1 && x[t - 1] >= level && x[t] < level;
}

export function crossesAboveSeriesOn(x: Float64Array, line: Float64Array, t: number): boolean {
  return t >= 1 && x[t - 1] <= line[t - 1] && x[t] > line[t];
}
