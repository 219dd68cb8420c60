import { describe, expect, it } from 'vitest';
import { splitRatioText } from './stored-symbol-events.tsx';

describe('splitRatioText', () => {
  it('writes a split as new shares to old, a reverse split as 1 to old', () => {
    expect(splitRatioText(4)).toBe('4:1');
    expect(splitRatioText(1.5)).toBe('1.5:1');
    expect(splitRatioText(0.5)).toBe('1:2');
    expect(splitRatioText(0.1)).toBe('1:10');
  });
});
