import { describe, expect, it } from 'vitest';
import { createdAtMs, formatElapsed } from './elapsed.ts';

describe('elapsed time of a task', () => {
  it('reads created_at as UTC', () => {
    expect(createdAtMs('2026-11-20T14:30:00')).toBe(Date.UTC(2026, 10, 20, 14, 30, 0));
  });

  it('writes seconds, minutes and hours', () => {
    expect(formatElapsed(8_400)).toBe('8 s');
    expect(formatElapsed(125_000)).toBe('2 min 05 s');
    expect(formatElapsed(3_840_000)).toBe('1 h 04 min');
    expect(formatElapsed(-5_000)).toBe('0 s');
    expect(formatElapsed(Number.NaN)).toBe('0 s');
  });
});
