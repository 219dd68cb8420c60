import { describe, expect, it } from 'vitest';
import { seededRandom } from '../testing/seeded-random.ts';
import { evaluateCondition } from './condition.ts';
import type { ComparisonKind, ConditionSpec, QualifierSpec } from './types.ts';

const f64 = (...v: number[]): Float64Array => Float64Array.from(v);
const bits = (a: Uint8Array): number[] => Array.from(a);

function cond(series: Float64Array, operator: number, rest: Partial<ConditionSpec> = {}): ConditionSpec {
  return { series, close: series, comparison: 'SV', operator, value: 0, period: 0, ...rest };
}

const X = f64(1, 3, 2, 5, 4);

describe('evaluateCondition: main operators with SV', () => {
  const x = f64(1, 3, 2, 2, 5, 1);
  it("'>' 2", () => expect(bits(evaluateCondition(cond(x, 0, { value: 2 })))).toEqual([0, 1, 0, 0, 1, 0]));
  it("'=' 2", () => expect(bits(evaluateCondition(cond(x, 1, { value: 2 })))).toEqual([0, 0, 1, 1, 0, 0]));
  it("'<' 2", () => expect(bits(evaluateCondition(cond(x, 2, { value: 2 })))).toEqual([1, 0, 0, 0, 0, 1]));
  it('CrossAbove 2 (t=4: prev 2 equals the threshold, 5 > 2)', () =>
    expect(bits(evaluateCondition(cond(x, 3, { value: 2 })))).toEqual([0, 1, 0, 0, 1, 0]));
  it('CrossBelow 2 (t=5: 5 >= 2, 1 < 2)', () =>
    expect(bits(evaluateCondition(cond(x, 4, { value: 2 })))).toEqual([0, 0, 0, 0, 0, 1]));

  it("'=' uses the 1e-9 relative tolerance", () => {
    // 0.1 + 0.2 = 0.30000000000000004 is "equal" to 0.3; 0.3 + 1e-8 is not
    expect(bits(evaluateCondition(cond(f64(0.1 + 0.2, 0.3 + 1e-8, 0), 1, { value: 0.3 })))).toEqual([1, 0, 0]);
    expect(bits(evaluateCondition(cond(f64(0, -0, 1e-300), 1, { value: 0 })))).toEqual([1, 1, 0]);
  });

  it('NaN warm-up is false for every main operator', () => {
    const w = f64(NaN, NaN, 3, 1);
    expect(bits(evaluateCondition(cond(w, 0, { value: 2 })))).toEqual([0, 0, 1, 0]);
    expect(bits(evaluateCondition(cond(w, 2, { value: 2 })))).toEqual([0, 0, 0, 1]);
    expect(bits(evaluateCondition(cond(w, 1, { value: NaN })))).toEqual([0, 0, 0, 0]);
    expect(bits(evaluateCondition(cond(w, 3, { value: 2 })))).toEqual([0, 0, 0, 0]); // t=2: prev NaN
    expect(bits(evaluateCondition(cond(w, 4, { value: 2 })))).toEqual([0, 0, 0, 1]); // t=3: 3>=2 && 1<2
  });
});

describe('evaluateCondition: comparison kinds', () => {
  it('SVMA compares x with its SMA over period', () => {
    // x = [1,2,3,2,1], SMA2 = [NaN, 1.5, 2.5, 2.5, 1.5]
    const x = f64(1, 2, 3, 2, 1);
    expect(bits(evaluateCondition(cond(x, 0, { comparison: 'SVMA', period: 2 })))).toEqual([0, 1, 1, 0, 0]);
    // t=1: prev threshold NaN -> no cross; t=3: 3 >= 2.5 && 2 < 2.5
    expect(bits(evaluateCondition(cond(x, 4, { comparison: 'SVMA', period: 2 })))).toEqual([0, 0, 0, 1, 0]);
    expect(bits(evaluateCondition(cond(x, 3, { comparison: 'SVMA', period: 2 })))).toEqual([0, 0, 0, 0, 0]);
  });

  it('SVEMA compares x with its EMA over period', () => {
    // x = [1,3,2,6], alpha 2/3: EMA2 = [NaN, (1+3)/2 = 2, 2 + 2/3*(2-2) = 2, 2 + 2/3*(6-2) = 4.667]
    const x = f64(1, 3, 2, 6);
    expect(bits(evaluateCondition(cond(x, 0, { comparison: 'SVEMA', period: 2 })))).toEqual([0, 1, 0, 1]);
    expect(bits(evaluateCondition(cond(x, 1, { comparison: 'SVEMA', period: 2 })))).toEqual([0, 0, 1, 0]);
    // t=3: 2 <= 2 && 6 > 4.667 (prev equals the threshold)
    expect(bits(evaluateCondition(cond(x, 3, { comparison: 'SVEMA', period: 2 })))).toEqual([0, 0, 0, 1]);
  });

  it('MA compares the close with the moving-average series', () => {
    const close = f64(10, 11, 12, 9);
    const ma = f64(NaN, 10.5, 11.5, 10.5);
    const spec = (operator: number): ConditionSpec => ({ ...cond(ma, operator, { comparison: 'MA' }), close });
    expect(bits(evaluateCondition(spec(0)))).toEqual([0, 1, 1, 0]); // 11>10.5, 12>11.5
    expect(bits(evaluateCondition(spec(2)))).toEqual([0, 0, 0, 1]); // 9<10.5
    expect(bits(evaluateCondition(spec(4)))).toEqual([0, 0, 0, 1]); // 12>=11.5 && 9<10.5
  });

  it('SV ignores period; SVMA with an invalid period is false everywhere', () => {
    expect(bits(evaluateCondition(cond(X, 0, { value: 2, period: 3 })))).toEqual([0, 1, 0, 1, 1]);
    expect(bits(evaluateCondition(cond(X, 0, { comparison: 'SVMA', period: 0 })))).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('evaluateCondition: qualifier-class codes as the main operator (transformed > value)', () => {
  const cases: [string, number, number, number, number[]][] = [
    // ROC2 = [NaN, NaN, 100, 66.7, 100] > 80
    ['Rate Of Change', 5, 2, 80, [0, 0, 1, 0, 1]],
    // OPR2 = [NaN, NaN, -1/2*100, 3/1*100, -1/3*100] > 0
    ['% of Previous Range', 6, 2, 0, [0, 0, 0, 1, 0]],
    // x / SMA2 = [NaN, 3/2, 2/2.5, 5/3.5, 4/4.5] = [NaN, 1.5, 0.8, 1.43, 0.89] > 1.2
    ['MA Ratio', 7, 2, 1.2, [0, 1, 0, 1, 0]],
    // RR3 = [NaN, NaN, 50, 100, 66.7] > 60
    ['Range Rank', 8, 3, 60, [0, 0, 0, 1, 1]],
    // DD3 = [NaN, NaN, -33.3, 0, -20] > -25
    ['DrawDown %', 9, 3, -25, [0, 0, 0, 1, 1]],
    // DU3 = [NaN, NaN, 100, 150, 100] > 120
    ['DrawUp %', 10, 3, 120, [0, 0, 0, 1, 0]],
    // NC2 = [NaN, NaN, 1, 2, 2] > 1
    ['Net Change', 11, 2, 1, [0, 0, 0, 1, 1]],
  ];
  for (const [name, op, period, value, expected] of cases) {
    it(`${name} (${op}) with N=${period} > ${value}`, () => {
      expect(bits(evaluateCondition(cond(X, op, { period, value })))).toEqual(expected);
    });
  }

  it('zero range is false (Range Rank on a flat series)', () => {
    expect(bits(evaluateCondition(cond(f64(2, 2, 2, 2), 8, { period: 2, value: -1 })))).toEqual([0, 0, 0, 0]);
  });
});

describe('evaluateCondition: special operators', () => {
  it('All-time High (12) and All-time Low (13)', () => {
    expect(bits(evaluateCondition(cond(f64(NaN, 2, 1, 3, 3, 4), 12)))).toEqual([0, 0, 0, 1, 0, 1]);
    expect(bits(evaluateCondition(cond(f64(NaN, 2, 3, 1, 1, 0.5), 13)))).toEqual([0, 0, 0, 1, 0, 1]);
  });

  it('Consecutive Days Above (14) and Below (15) use value and period', () => {
    // above 2: runs 1,2,0,1,2,3 -> at least 2
    expect(bits(evaluateCondition(cond(f64(3, 3, 1, 3, 3, 3), 14, { value: 2, period: 2 })))).toEqual([
      0, 1, 0, 0, 1, 1,
    ]);
    // below 2: runs 1,2,3,0 -> at least 3
    expect(bits(evaluateCondition(cond(f64(1, 1, 1, 2), 15, { value: 2, period: 3 })))).toEqual([0, 0, 1, 0]);
  });

  it('rejects an unknown operator', () => {
    expect(() => evaluateCondition(cond(X, 16))).toThrow(RangeError);
  });
});

describe('evaluateCondition: with a qualifier', () => {
  it('Range Rank 3 > 60 on [1,3,2,5,4]', () => {
    const qualifier: QualifierSpec = { operator: 8, period: 3, maType: 'S' };
    // RR3 = [NaN, NaN, (2-1)/(3-1)*100 = 50, (5-2)/(5-2)*100 = 100, (4-2)/(5-2)*100 = 66.7]
    expect(bits(evaluateCondition(cond(X, 0, { value: 60, qualifier })))).toEqual([0, 0, 0, 1, 1]);
  });

  it('SVMA averages the qualified series', () => {
    const qualifier: QualifierSpec = { operator: 11, period: 1, maType: 'S' };
    // NC1 = [NaN, 2, -1, 3, -1]; SMA2 of it = [NaN, NaN, 0.5, 1, 1]; '>' only at t=3 (3 > 1)
    expect(bits(evaluateCondition(cond(X, 0, { comparison: 'SVMA', period: 2, qualifier })))).toEqual([0, 0, 0, 1, 0]);
  });

  it('a special operator sees the qualified series', () => {
    const qualifier: QualifierSpec = { operator: 11, period: 1, maType: 'S' };
    // NC1 = [NaN, 2, -1, 3, -1]: first defined 2 at t=1, new high 3 at t=3
    expect(bits(evaluateCondition(cond(X, 12, { qualifier })))).toEqual([0, 0, 0, 1, 0]);
  });
});

describe('evaluateCondition: no look-ahead', () => {
  it('the value at t on the series cut at t equals the value at t on the full series', () => {
    const rnd = seededRandom(2024);
    const len = 160;
    const series = new Float64Array(len);
    const close = new Float64Array(len);
    let level = 100;
    for (let t = 0; t < len; t++) {
      level *= 1 + (rnd() - 0.5) * 0.04;
      close[t] = level;
      series[t] = t < 5 ? NaN : Math.round(rnd() * 20) / 2; // ties and plateaus on purpose
    }
    const ma = new Float64Array(len).fill(NaN);
    for (let t = 9; t < len; t++) ma[t] = close.subarray(t - 9, t + 1).reduce((a, b) => a + b, 0) / 10;

    const specs: ConditionSpec[] = [];
    const comparisons: ComparisonKind[] = ['SV', 'SVMA', 'SVEMA'];
    for (const comparison of comparisons) {
      for (let operator = 0; operator < 16; operator++) {
        specs.push({ series, close, comparison, operator, value: 5, period: 4 });
        for (let q = 5; q <= 11; q++) {
          const qualifier: QualifierSpec = { operator: q, period: 3, maType: q % 2 ? 'S' : 'E' };
          specs.push({ series, close, comparison, operator, value: 5, period: 4, qualifier });
        }
      }
    }
    for (let operator = 0; operator < 5; operator++) {
      specs.push({ series: ma, close, comparison: 'MA', operator, value: 0, period: 0 });
    }

    for (const spec of specs) {
      const full = evaluateCondition(spec);
      const mismatches: number[] = [];
      for (let t = 0; t < len; t += 3) {
        const cut: ConditionSpec = {
          ...spec,
          series: spec.series.slice(0, t + 1),
          close: spec.close.slice(0, t + 1),
        };
        if (evaluateCondition(cut)[t] !== full[t]) mismatches.push(t);
      }
      expect(mismatches, JSON.stringify({ ...spec, series: undefined, close: undefined })).toEqual([]);
    }
  });
});
