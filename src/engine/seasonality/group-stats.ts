import type { RangeStats, ReturnStats } from './types.ts';

/**
 * Running sums for a fixed number of groups, in typed arrays so a feature is one pass over the bars with no object
 * per return.
 */
export class GroupStats {
  private readonly sum: Float64Array;
  private readonly count: Int32Array;
  private readonly positive: Int32Array;
  private readonly max: Float64Array;
  private readonly min: Float64Array;

  constructor(groups: number) {
    this.sum = new Float64Array(groups);
    this.count = new Int32Array(groups);
    this.positive = new Int32Array(groups);
    this.max = new Float64Array(groups).fill(-Infinity);
    this.min = new Float64Array(groups).fill(Infinity);
  }

  /** Adds one percent return to group `g`; a NaN return (no previous close) is not a return and is ignored. */
  add(g: number, r: number): void {
    if (Number.isNaN(r)) return;
    this.sum[g] += r;
    this.count[g]++;
    if (r > 0) this.positive[g]++;
    if (r > this.max[g]) this.max[g] = r;
    if (r < this.min[g]) this.min[g] = r;
  }

  countOf(g: number): number {
    return this.count[g];
  }

  returnStats(g: number): ReturnStats {
    const count = this.count[g];
    if (count === 0) return { mean: NaN, positivePct: NaN, count: 0 };
    return { mean: this.sum[g] / count, positivePct: (100 * this.positive[g]) / count, count };
  }

  rangeStats(g: number): RangeStats {
    const empty = this.count[g] === 0;
    return { ...this.returnStats(g), max: empty ? NaN : this.max[g], min: empty ? NaN : this.min[g] };
  }
}
