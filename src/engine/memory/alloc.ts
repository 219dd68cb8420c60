/**
 * Where an engine function takes the arrays it returns or works in. By default each is a new array. A sweep runs
 * thousands of backtests in a row whose arrays are dropped at once; a BumpArena hands out views of one buffer
 * instead, because a browser pays a large fixed price for every new typed array (about 0.15 ms in Chromium, against
 * 0.01 ms in Node), which was most of a sweep's time there.
 */
export interface Alloc {
  /** Zero-filled arrays of n elements. */
  f64(n: number): Float64Array;
  u8(n: number): Uint8Array;
  i32(n: number): Int32Array;
  u16(n: number): Uint16Array;
}

export const HEAP: Alloc = {
  f64: (n) => new Float64Array(n),
  u8: (n) => new Uint8Array(n),
  i32: (n) => new Int32Array(n),
  u16: (n) => new Uint16Array(n),
};

/**
 * Views of one growing buffer, handed out in order and all taken back by reset(). An array from it is valid until the
 * next reset: callers copy out what they keep (a sweep keeps only figures).
 */
export class BumpArena implements Alloc {
  private buffer: ArrayBuffer;
  private used = 0;

  constructor(bytes = 1 << 20) {
    this.buffer = new ArrayBuffer(bytes);
  }

  reset(): void {
    this.used = 0;
  }

  /** The bytes of the buffer it hands views of now. */
  get capacityBytes(): number {
    return this.buffer.byteLength;
  }

  private take(bytes: number): number {
    // 8-byte alignment suits every view type.
    const at = (this.used + 7) & ~7;
    if (at + bytes > this.buffer.byteLength) {
      // Views already handed out keep the old buffer alive until reset; later ones come from a bigger one.
      this.buffer = new ArrayBuffer(Math.max(this.buffer.byteLength * 2, bytes * 2));
      this.used = bytes;
      return 0;
    }
    this.used = at + bytes;
    return at;
  }

  /** The offset is taken first: taking may replace the buffer the view must be made on. */
  private view<T>(
    View: new (buffer: ArrayBuffer, offset: number, length: number) => T & { fill(v: number): T },
    bytes: number,
    n: number,
  ): T {
    const offset = this.take(bytes);
    return new View(this.buffer, offset, n).fill(0);
  }

  f64(n: number): Float64Array {
    return this.view(Float64Array, n * 8, n);
  }

  u8(n: number): Uint8Array {
    return this.view(Uint8Array, n, n);
  }

  i32(n: number): Int32Array {
    return this.view(Int32Array, n * 4, n);
  }

  u16(n: number): Uint16Array {
    return this.view(Uint16Array, n * 2, n);
  }
}
