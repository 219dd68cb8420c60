import { describe, expect, it } from 'vitest';
import { evaluateBlock } from './block.ts';
import type { BlockSpec } from './types.ts';

const u8 = (...v: number[]): Uint8Array => Uint8Array.from(v);
const bits = (a: Uint8Array): number[] => Array.from(a);

function block(kind: BlockSpec['kind'], conditions: Uint8Array[], rest: Partial<BlockSpec> = {}): BlockSpec {
  return { kind, conditions, threshold: 1, signalsInMarket: 100_000, delayBars: 0, ...rest };
}

describe('evaluateBlock', () => {
  it('SingleCondition: condition 0 holds', () => {
    const c = u8(0, 1, 0, 1);
    const out = evaluateBlock(block('SingleCondition', [c]), 4);
    expect(bits(out)).toEqual([0, 1, 0, 1]);
    expect(out).not.toBe(c); // a copy: the caller may keep or change its truth arrays
  });

  it('Scoring: at least threshold conditions on the same bar', () => {
    const c1 = u8(1, 1, 0, 1);
    const c2 = u8(0, 1, 1, 1);
    const c3 = u8(0, 0, 1, 1);
    // counts per bar: [1, 2, 2, 3]
    expect(bits(evaluateBlock(block('Scoring', [c1, c2, c3], { threshold: 2 }), 4))).toEqual([0, 1, 1, 1]);
    // threshold exactly met: only t=3 has 3 of 3
    expect(bits(evaluateBlock(block('Scoring', [c1, c2, c3], { threshold: 3 }), 4))).toEqual([0, 0, 0, 1]);
    expect(bits(evaluateBlock(block('Scoring', [c1, c2, c3], { threshold: 1 }), 4))).toEqual([1, 1, 1, 1]);
  });

  it('TimeOrder: steps in order within signalsInMarket', () => {
    const steps = [u8(1, 0, 0, 0, 0), u8(0, 0, 1, 0, 0), u8(0, 0, 0, 0, 1)];
    // 4 - 0 = 4
    expect(bits(evaluateBlock(block('TimeOrder', steps, { signalsInMarket: 4 }), 5))).toEqual([0, 0, 0, 0, 1]);
    expect(bits(evaluateBlock(block('TimeOrder', steps, { signalsInMarket: 3 }), 5))).toEqual([0, 0, 0, 0, 0]);
  });

  it('RiskControlOnly never fires, whatever it is given', () => {
    expect(bits(evaluateBlock(block('RiskControlOnly', [u8(1, 1, 1)]), 3))).toEqual([0, 0, 0]);
    expect(bits(evaluateBlock(block('RiskControlOnly', []), 3))).toEqual([0, 0, 0]);
  });

  it('delayBars d moves the action to t + d and drops what falls past the end', () => {
    const c = u8(1, 0, 1, 0, 1);
    expect(bits(evaluateBlock(block('SingleCondition', [c], { delayBars: 1 }), 5))).toEqual([0, 1, 0, 1, 0]);
    expect(bits(evaluateBlock(block('SingleCondition', [c], { delayBars: 2 }), 5))).toEqual([0, 0, 1, 0, 1]);
    expect(bits(evaluateBlock(block('SingleCondition', [c], { delayBars: 5 }), 5))).toEqual([0, 0, 0, 0, 0]);
    expect(bits(evaluateBlock(block('SingleCondition', [c], { delayBars: 9 }), 5))).toEqual([0, 0, 0, 0, 0]);
  });

  it('delayBars applies after TimeOrder: the action is tn + d', () => {
    const steps = [u8(1, 0, 0, 0), u8(0, 1, 0, 0)];
    expect(bits(evaluateBlock(block('TimeOrder', steps, { signalsInMarket: 1, delayBars: 2 }), 4))).toEqual([
      0, 0, 0, 1,
    ]);
  });

  it('rejects a negative delay (it would act before the signal) and a truth array of the wrong length', () => {
    expect(() => evaluateBlock(block('SingleCondition', [u8(1, 0)], { delayBars: -1 }), 2)).toThrow(RangeError);
    expect(() => evaluateBlock(block('SingleCondition', [u8(1, 0)]), 3)).toThrow(RangeError);
  });

  it('an empty SingleCondition or Scoring block never fires', () => {
    expect(bits(evaluateBlock(block('SingleCondition', []), 2))).toEqual([0, 0]);
    expect(bits(evaluateBlock(block('Scoring', [], { threshold: 0 }), 2))).toEqual([0, 0]);
  });
});
