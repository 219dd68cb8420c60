/**
 * The median of every prefix of `values`: out[k] is the median of values[0..k-1] (the mean of the two middle ones for
 * an even k), out[0] NaN. A running median over two heaps, O(n log n) once, where sorting each prefix asked for
 * would cost O(k log k) per pick: a signal firing on a thousand bars asks for a thousand prefixes.
 */
export function prefixMedians(values: ArrayLike<number>): Float64Array {
  const n = values.length;
  const out = new Float64Array(n + 1);
  out[0] = NaN;
  // lower: the smaller half, a max-heap. upper: the larger half, stored negated in a max-heap so its top is its
  // minimum. lower holds the extra value when the count is odd.
  const lower = new MaxHeap(n);
  const upper = new MaxHeap(n);
  for (let i = 0; i < n; i++) {
    const x = values[i];
    if (lower.size === 0 || x <= lower.top()) lower.push(x);
    else upper.push(-x);
    if (lower.size > upper.size + 1) upper.push(-lower.pop());
    else if (upper.size > lower.size) lower.push(-upper.pop());
    // + 0 turns the -0 a negated 0 comes back as into 0.
    out[i + 1] = (lower.size > upper.size ? lower.top() : (lower.top() - upper.top()) / 2) + 0;
  }
  return out;
}

class MaxHeap {
  private readonly items: Float64Array;
  size = 0;

  constructor(capacity: number) {
    this.items = new Float64Array(Math.max(1, capacity));
  }

  top(): number {
    return this.items[0];
  }

  push(x: number): void {
    const a = this.items;
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (a[parent] >= x) break;
      a[i] = a[parent];
      i = parent;
    }
    a[i] = x;
  }

  pop(): number {
    const a = this.items;
    const top = a[0];
    const x = a[--this.size];
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= this.size) break;
      if (child + 1 < this.size && a[child + 1] > a[child]) child++;
      if (a[child] <= x) break;
      a[i] = a[child];
      i = child;
    }
    a[i] = x;
    return top;
  }
}
