import { describe, expect, it } from 'vitest';
import { BumpArena, HEAP } from './alloc.ts';

describe('BumpArena', () => {
  it('hands out zeroed, non-overlapping views and takes them all back on reset', () => {
    const arena = new BumpArena(64);
    const a = arena.f64(3);
    const b = arena.u8(5);
    const c = arena.i32(2);
    a.fill(1.5);
    b.fill(7);
    c.fill(-3);
    expect([...a]).toEqual([1.5, 1.5, 1.5]);
    expect([...b]).toEqual([7, 7, 7, 7, 7]);
    expect([...c]).toEqual([-3, -3]);
    arena.reset();
    // The same memory again, zeroed.
    const again = arena.f64(3);
    expect(again.buffer).toBe(a.buffer);
    expect([...again]).toEqual([0, 0, 0]);
  });

  it('grows into a new buffer when full, leaving the views already out intact', () => {
    const arena = new BumpArena(16);
    const first = arena.f64(2);
    first.set([4, 5]);
    const big = arena.f64(10);
    big.fill(9);
    expect(big.buffer).not.toBe(first.buffer);
    expect([...first]).toEqual([4, 5]);
    expect(big.length).toBe(10);
  });

  it('the heap allocator makes fresh arrays', () => {
    const x = HEAP.u16(4);
    expect(x).toBeInstanceOf(Uint16Array);
    expect(HEAP.u16(4).buffer).not.toBe(x.buffer);
  });
});
