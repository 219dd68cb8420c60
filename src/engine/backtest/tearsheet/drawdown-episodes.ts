/** One drawdown episode of an equity curve, by index into the curve. */
export interface DrawdownEpisodeAt {
  /** The last bar at the peak's level before the fall. */
  peak: number;
  /** The lowest bar of the episode (the first of equal lows). */
  trough: number;
  /** The first bar back at or above the peak's level; null when the curve ends below it. */
  recovery: number | null;
  /** (trough / peak - 1) x 100, negative. */
  depthPct: number;
}

/** Inserts an episode into `top` (deepest first, at most `count`); an equally deep later episode goes after. */
function offer(top: DrawdownEpisodeAt[], episode: DrawdownEpisodeAt, count: number): void {
  let at = top.length;
  while (at > 0 && episode.depthPct < top[at - 1].depthPct) at--;
  if (at >= count) return;
  top.splice(at, 0, episode);
  if (top.length > count) top.pop();
}

/**
 * The `count` deepest drawdown episodes of an equity curve, deepest first. An episode runs from a peak (the running
 * maximum) down to its lowest point and ends when the equity first gets back to the peak's level; the bar that
 * recovers may then start the next episode as its peak. One pass; an object is allocated per episode, not per bar.
 */
export function drawdownEpisodes(equity: Float64Array, count = 5): DrawdownEpisodeAt[] {
  const top: DrawdownEpisodeAt[] = [];
  const n = equity.length;
  if (n === 0 || count <= 0) return top;
  let peak = equity[0];
  let peakAt = 0;
  let trough = peak;
  let troughAt = -1;
  for (let k = 1; k < n; k++) {
    const e = equity[k];
    if (e >= peak) {
      if (troughAt >= 0) {
        offer(top, { peak: peakAt, trough: troughAt, recovery: k, depthPct: (trough / peak - 1) * 100 }, count);
        troughAt = -1;
      }
      peak = e;
      peakAt = k;
    } else if (troughAt < 0 || e < trough) {
      trough = e;
      troughAt = k;
    }
  }
  if (troughAt >= 0) {
    offer(top, { peak: peakAt, trough: troughAt, recovery: null, depthPct: (trough / peak - 1) * 100 }, count);
  }
  return top;
}
