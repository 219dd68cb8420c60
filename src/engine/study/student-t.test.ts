import { describe, expect, it } from 'vitest';
import { signalInference } from './signal-study.ts';
import { meanInference, studentTQuantile } from './student-t.ts';

describe('studentTQuantile', () => {
  it('matches the printed t table (three decimals)', () => {
    const table: [p: number, df: number, t: number][] = [
      [0.975, 1, 12.706],
      [0.975, 2, 4.303],
      [0.975, 4, 2.776],
      [0.975, 9, 2.262],
      [0.975, 29, 2.045],
      [0.95, 5, 2.015],
      [0.995, 10, 3.169],
      [0.975, 120, 1.98],
    ];
    for (const [p, df, t] of table) expect(studentTQuantile(p, df), `t(${p}, ${df})`).toBeCloseTo(t, 3);
  });

  it('is the closed form where there is one, symmetric, and tends to the normal quantile', () => {
    // df 1 is the Cauchy distribution: tan(pi (p - 1/2))
    expect(studentTQuantile(0.9, 1)).toBeCloseTo(Math.tan(Math.PI * 0.4), 10);
    // df 2: (2p - 1) / sqrt(2 p (1 - p))
    expect(studentTQuantile(0.8, 2)).toBeCloseTo(0.6 / Math.sqrt(2 * 0.8 * 0.2), 10);
    expect(studentTQuantile(0.025, 9)).toBeCloseTo(-studentTQuantile(0.975, 9), 12);
    expect(studentTQuantile(0.5, 7)).toBe(0);
    expect(studentTQuantile(0.975, 20_000)).toBeCloseTo(1.959964, 3);
  });
});

describe('meanInference', () => {
  it('gives the t-statistic and 95 % interval of a small series worked by hand', () => {
    // 2, -1, 3, 0, 1: mean 1, squared deviations 1 + 4 + 4 + 1 + 0 = 10, s^2 = 10 / 4 = 2.5,
    // se = sqrt(2.5 / 5) = 0.707107, t = 1 / 0.707107 = 1.414214, t(0.975, 4) = 2.776445, half = 1.963243
    const m = meanInference([2, -1, 3, 0, 1]);
    expect(m.t_stat).toBeCloseTo(1.414214, 5);
    expect(m.ci95_low).toBeCloseTo(1 - 1.963243, 5);
    expect(m.ci95_high).toBeCloseTo(1 + 1.963243, 5);
  });

  it('says nothing below two values, and gives no t-statistic when every value is the same', () => {
    expect(meanInference([3])).toEqual({ t_stat: null, ci95_low: null, ci95_high: null });
    expect(meanInference([2, 2, 2])).toEqual({ t_stat: null, ci95_low: 2, ci95_high: 2 });
  });
});

describe('signalInference', () => {
  it('flags a horizon with fewer than 30 returns as too few', () => {
    const row = signalInference([2, -1, 3, 0, 1]);
    expect(row.too_few).toBe(true);
    expect(row.mean_ci95_high_pct).toBeCloseTo(2.963243, 5);
    // 30 returns alternating 1 and 3: mean 2, s^2 = 30 / 29, se = sqrt(1 / 29), t = 2 sqrt(29) = 10.7703
    const thirty = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? 1 : 3));
    const enough = signalInference(thirty);
    expect(enough.too_few).toBe(false);
    expect(enough.t_stat).toBeCloseTo(2 * Math.sqrt(29), 8);
  });
});
