import { describe, expect, it } from 'vitest';
import { annualReturnsOf } from './benchmark-annual.ts';

describe('annualReturnsOf', () => {
  it('takes each year-end over the one before, the first year over the first value, skipping dates without a bar', () => {
    const dates = ['2019-12-30', '2019-12-31', '2020-06-30', '2020-12-31', '2021-03-01', '2021-12-31'];
    const equity = [null, 100, 110, 120, null, 90];
    // 2019: 100 / 100 - 1 = 0; 2020: 120 / 100 - 1 = +20%; 2021: 90 / 120 - 1 = -25%.
    const out = annualReturnsOf(dates, equity);
    expect(out.map((r) => r.year)).toEqual([2019, 2020, 2021]);
    [0, 20, -25].forEach((want, i) => expect(out[i].return_pct).toBeCloseTo(want, 10));
  });

  it('starts from the given base and bridges a year without any bar', () => {
    // 2018: 105 / 100 - 1 = +5%; 2019 has no bar; 2020: 126 / 105 - 1 = +20%.
    const out = annualReturnsOf(['2018-12-31', '2019-07-01', '2020-12-31 16:00'], [105, null, 126], 100);
    expect(out.map((r) => r.year)).toEqual([2018, 2020]);
    expect(out[0].return_pct).toBeCloseTo(5, 10);
    expect(out[1].return_pct).toBeCloseTo(20, 10);
  });

  it('gives nothing without values', () => {
    expect(annualReturnsOf(['2020-01-02'], [null])).toEqual([]);
    expect(annualReturnsOf([], [])).toEqual([]);
  });
});
